package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.customer.CustomerKeys;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PhoneNumberTakenException;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.SqlStatement;

/** Secondary adapter: stores customers in PostgreSQL, their profile, policies and lists as jsonb. */
final class JdbiCustomerRepository implements CustomerRepository {

    static final String COLUMNS = """
            id, organization_id, version, phone, profile, policies, custom_values, related_lists, created_at,
            updated_at, deleted_at""";
    private static final String INSERT = "insert into customers (" + COLUMNS + """
            ) values (:id, :org, :version, :phone, cast(:profile as jsonb), cast(:policies as jsonb),
                      cast(:customValues as jsonb), cast(:relatedLists as jsonb), :createdAt, :updatedAt,
                      :deletedAt)""";
    /** Creation order, ties by id as PostgreSQL orders uuids (the text form compares the same way). */
    private static final Comparator<Customer> OLDEST_FIRST = Comparator.comparing(Customer::createdAt)
            .thenComparing(customer -> customer.id().value().toString());

    private final Handles handles;
    private final JsonCodec json;
    private final CustomerDocumentText documents;

    JdbiCustomerRepository(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
        this.documents = new CustomerDocumentText(json);
    }

    private static final String UPDATE = """
            update customers
               set version = :version, phone = :phone, profile = cast(:profile as jsonb),
                   policies = cast(:policies as jsonb), custom_values = cast(:customValues as jsonb),
                   related_lists = cast(:relatedLists as jsonb), created_at = :createdAt,
                   updated_at = :updatedAt, deleted_at = :deletedAt
             where id = :id and organization_id = :org and version = :expectedVersion""";

    /** The unique index of V10: one live customer per phone number of an organization. */
    private static final String LIVE_PHONE_INDEX = "customers_live_phone_key";

    @Override
    public void insert(Customer customer) {
        SqlFailures.asConflict("customer " + customer.id() + " already exists", () -> refusingTakenPhone(() ->
                handles.with(h -> bind(h.createUpdate(INSERT), customer).execute())));
    }

    @Override
    public void insertAll(Collection<Customer> customers) {
        if (customers.isEmpty()) {
            return;
        }
        // One transaction, so a conflict part-way leaves none of the customers behind.
        SqlFailures.asConflict("one of the customers already exists", () -> refusingTakenPhone(() ->
                handles.inTransaction(() -> handles.with(h -> {
                    PreparedBatch batch = h.prepareBatch(INSERT);
                    customers.forEach(customer -> bind(batch, customer).add());
                    return batch.execute();
                }))));
    }

    @Override
    public void update(Customer customer, long expectedVersion) {
        updateAll(List.of(new Change(customer, expectedVersion)));
    }

    @Override
    public void updateAll(Collection<Change> changes) {
        if (changes.isEmpty()) {
            return;
        }
        // One transaction, so a stale version part-way leaves none of the changes behind; rows are
        // locked in id order, so two units of work updating overlapping customers cannot deadlock.
        List<Change> ordered = changes.stream()
                .sorted(Comparator.comparing(change -> change.customer().id().value())).toList();
        refusingTakenPhone(() -> handles.inTransaction(() -> {
            int[] counts = handles.with(h -> {
                PreparedBatch batch = h.prepareBatch(UPDATE);
                ordered.forEach(change -> bind(batch, change.customer()).bind("expectedVersion",
                        change.expectedVersion()).add());
                return batch.execute();
            });
            // Inside the transaction, so that a stale version rolls back the changes before it.
            if (Arrays.stream(counts).anyMatch(count -> count == 0)) {
                throw new ConflictException("a customer was changed or removed by someone else");
            }
            return counts;
        }));
    }

    /**
     * Runs a write, reporting a violation of the live phone index as the taken number it is (the
     * database's own message, which quotes the number, goes no further).
     */
    private static <T> T refusingTakenPhone(Supplier<T> write) {
        try {
            return write.get();
        } catch (JdbiException e) {
            if (SqlFailures.violates(e, LIVE_PHONE_INDEX)) {
                throw new PhoneNumberTakenException();
            }
            throw e;
        }
    }

    @Override
    public Optional<Customer> findById(OrganizationId organizationId, CustomerId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from customers where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(CustomerRow.class))
                .findOne()
                .map(row -> row.toDomain(json)));
    }

    @Override
    public List<Customer> findByIds(OrganizationId organizationId, Collection<CustomerId> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return findLive(organizationId, "id = any(:values)", UUID.class, ids.stream().map(CustomerId::value).toList());
    }

    @Override
    public List<Customer> findByPhones(OrganizationId organizationId, Collection<PhoneNumber> phones) {
        if (phones.isEmpty()) {
            return List.of();
        }
        return findLive(organizationId, "phone = any(:values)", String.class,
                phones.stream().map(PhoneNumber::e164).toList());
    }

    /**
     * One probe of the live phone numbers' index (V10) per organization: inbound texts are rare and
     * organizations few, so no index on the number alone is kept for them.
     */
    @Override
    public List<OrganizationId> holdersOf(PhoneNumber phone) {
        return handles.with(h -> h.createQuery("""
                        select o.id from organizations o
                         where exists (select 1 from customers c where c.organization_id = o.id
                                          and c.phone = :phone and c.deleted_at is null)
                         order by o.id""")
                .bind("phone", phone.e164())
                .mapTo(UUID.class)
                .map(OrganizationId::of)
                .list());
    }

    /**
     * One statement, a look-up by the primary key and one by the live phone numbers' index (V10),
     * each on its own so that each is planned for its index; reading ids, phone numbers and creation
     * times only: resolving an enrollment request's thousand entries read and decoded as many whole
     * customers before.
     */
    @Override
    public CustomerKeys findKeys(OrganizationId organizationId, Collection<CustomerId> ids,
                                 Collection<PhoneNumber> phones) {
        if (ids.isEmpty() && phones.isEmpty()) {
            return new CustomerKeys(Set.of(), Map.of());
        }
        List<String> phoneTexts = phones.stream().map(PhoneNumber::e164).toList();
        List<KeyRow> rows = handles.with(h -> h.createQuery("""
                        select id, phone, created_at, true as named_by_id, false as named_by_phone from customers
                         where organization_id = :org and deleted_at is null and id = any(:ids)
                        union all
                        select id, phone, created_at, false, true from customers
                         where organization_id = :org and deleted_at is null and phone = any(:phones)""")
                .bind("org", organizationId.value())
                .bind("ids", SqlArrays.of(UUID.class, ids.stream().map(CustomerId::value).toList()))
                .bind("phones", SqlArrays.of(String.class, phoneTexts))
                .map(RowMappers.of(KeyRow.class))
                .list());
        Set<CustomerId> live = new HashSet<>();
        Map<PhoneNumber, CustomerId> byPhone = new HashMap<>();
        rows.stream().sorted(Comparator.comparing(KeyRow::createdAt).thenComparing(row -> row.id().toString()))
                .forEach(row -> {
                    if (row.namedById()) {
                        live.add(CustomerId.of(row.id()));
                    }
                    if (row.namedByPhone()) {
                        byPhone.putIfAbsent(new PhoneNumber(row.phone()), CustomerId.of(row.id()));
                    }
                });
        return new CustomerKeys(live, byPhone);
    }

    /** A live customer's keys. */
    public record KeyRow(UUID id, String phone, Instant createdAt, boolean namedById, boolean namedByPhone) {
    }

    @Override
    public List<Customer> findByClientCustomerIds(OrganizationId organizationId, Collection<String> ids) {
        // The expression matches the index of V7, so the lookup does not read the whole organization.
        return ids.isEmpty() ? List.of() : findLive(organizationId, "(profile ->> 'clientCustomerId') = any(:values)",
                String.class, List.copyOf(ids));
    }

    @Override
    public List<Customer> findByMbiNumbers(OrganizationId organizationId, Collection<String> mbiNumbers) {
        return mbiNumbers.isEmpty() ? List.of() : findLive(organizationId, "(profile ->> 'mbiNumber') = any(:values)",
                String.class, List.copyOf(mbiNumbers));
    }

    /**
     * The live customers holding any of a sync batch's keys, in one statement. Each kind of key is
     * looked up in its own index (V7, V10), and the ids found select the rows by primary key. One
     * condition ORing the three kinds was planned as a read of every customer of the organization:
     * PostgreSQL judged one bitmap of three hundred keys dearer than reading a few thousand rows, so
     * a sync cost more the more customers the organization held. The estimates rest on the
     * statistics of V18; {@code SyncStatementsTest} pins the plan.
     */
    static final String FIND_BY_ANY_KEY = "select " + COLUMNS + """
             from customers
            where organization_id = :org and deleted_at is null
              and id = any(array(select id from customers
                                  where organization_id = :org and deleted_at is null
                                    and (profile ->> 'clientCustomerId') = any(:ids)
                                 union all
                                 select id from customers
                                  where organization_id = :org and deleted_at is null
                                    and (profile ->> 'mbiNumber') = any(:mbis)
                                 union all
                                 select id from customers
                                  where organization_id = :org and deleted_at is null and phone = any(:phones)))""";

    @Override
    public List<Customer> findByAnyKey(OrganizationId organizationId, Collection<String> clientCustomerIds,
                                       Collection<String> mbiNumbers, Collection<PhoneNumber> phones) {
        List<Customer> found = handles.with(h -> h.createQuery(FIND_BY_ANY_KEY)
                .bind("org", organizationId.value())
                .bind("ids", SqlArrays.of(String.class, clientCustomerIds))
                .bind("mbis", SqlArrays.of(String.class, mbiNumbers))
                .bind("phones", SqlArrays.of(String.class, phones.stream().map(PhoneNumber::e164).toList()))
                .map(RowMappers.of(CustomerRow.class))
                .map(row -> row.toDomain(json))
                .list());
        return found.stream().sorted(OLDEST_FIRST).toList();
    }

    /**
     * Transaction-level advisory locks, taken in the order of their numbers so that two units
     * locking overlapping keys never wait for each other in a circle. A key's number is the first
     * 64 bits of the SHA-256 of the organization and the key; two keys sharing a number only wait
     * for each other needlessly.
     */
    @Override
    public void lockKeys(OrganizationId organizationId, Collection<String> keys) {
        long[] numbers = lockNumbers(organizationId, keys);
        if (numbers.length == 0) {
            return;
        }
        // One statement; the ordered subquery takes the locks in ascending order.
        handles.use(h -> h.createQuery("""
                        select count(pg_advisory_xact_lock(n))
                          from (select n from unnest(:numbers) as n order by n) ordered""")
                .bind("numbers", SqlArrays.of(Long.class, Arrays.stream(numbers).boxed().toList()))
                .map((rs, ctx) -> rs.getLong(1))
                .one());
    }

    /**
     * The keys' lock numbers, distinct and ascending. Every node must give a key the same number,
     * or nodes of two versions would miss each other's locks during a rolling deploy, so the
     * numbers are pinned by a test. One digest serves all the keys, fed the organization and then
     * the key, which hashes the same bytes as the two joined.
     */
    static long[] lockNumbers(OrganizationId organizationId, Collection<String> keys) {
        MessageDigest sha256 = sha256();
        byte[] organization = (organizationId + "\n").getBytes(StandardCharsets.UTF_8);
        long[] numbers = new long[keys.size()];
        int next = 0;
        for (String key : keys) {
            sha256.update(organization);
            sha256.update(key.getBytes(StandardCharsets.UTF_8));
            numbers[next++] = ByteBuffer.wrap(sha256.digest()).getLong();
        }
        return Arrays.stream(numbers, 0, next).sorted().distinct().toArray();
    }

    /**
     * Row locks on the customers, taken in id order so that two units locking overlapping sets
     * never wait for each other in a circle. {@code for no key update} keeps out other lockers and
     * changes of the customer but not inserts that merely refer to it (calls, enrollments).
     */
    @Override
    public Map<CustomerId, CustomerProfile> lockProfiles(OrganizationId organizationId, Collection<CustomerId> ids) {
        Map<CustomerId, CustomerProfile> profiles = new HashMap<>();
        if (ids.isEmpty()) {
            return profiles;
        }
        handles.use(h -> h.createQuery("""
                        select id, profile, deleted_at is not null as deleted from customers
                         where organization_id = :org and id = any(:ids)
                         order by id
                           for no key update""")
                .bind("org", organizationId.value())
                .bind("ids", SqlArrays.of(UUID.class, ids.stream().map(CustomerId::value).distinct().toList()))
                .map(RowMappers.of(ProfileRow.class))
                .forEach(row -> {
                    if (!row.deleted()) {
                        profiles.put(CustomerId.of(row.id()),
                                CustomerDocuments.profile(json.read(row.profile(), CustomerDocuments.PROFILE)));
                    }
                }));
        return profiles;
    }

    /** A customer's profile as stored, and whether the customer is deleted. */
    public record ProfileRow(UUID id, String profile, boolean deleted) {
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * Customers not deleted whose column matches one of {@code values}, oldest first. The order is
     * made here, not in SQL: an ORDER BY can lead the planner to walk the whole organization in
     * creation order instead of looking the values up, where table statistics are still missing.
     */
    private <T> List<Customer> findLive(OrganizationId organizationId, String condition, Class<T> type,
                                        List<T> values) {
        List<Customer> found = handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from customers where organization_id = :org and deleted_at is null and " + condition)
                .bind("org", organizationId.value())
                .bind("values", SqlArrays.of(type, values))
                .map(RowMappers.of(CustomerRow.class))
                .map(row -> row.toDomain(json))
                .list());
        return found.stream().sorted(OLDEST_FIRST).toList();
    }

    @Override
    public long count(OrganizationId organizationId) {
        return handles.with(h -> h.createQuery(
                        "select count(*) from customers where organization_id = :org and deleted_at is null")
                .bind("org", organizationId.value())
                .mapTo(Long.class)
                .one());
    }

    private <S extends SqlStatement<S>> S bind(S statement, Customer c) {
        return statement.bind("id", c.id().value())
                .bind("org", c.organizationId().value())
                .bind("version", c.version())
                .bind("phone", c.phone().e164())
                .bind("profile", documents.profile(c.profile()))
                .bind("policies", documents.policies(c.policies()))
                .bind("customValues", documents.customValues(c.customValues()))
                .bind("relatedLists", json.write(CustomerDocuments.RelatedLists.from(c.relatedLists())))
                .bind("createdAt", c.createdAt())
                .bind("updatedAt", c.updatedAt())
                .bind("deletedAt", c.deletedAt());
    }

    public record CustomerRow(UUID id, UUID organizationId, long version, String phone, String profile, String policies,
                       String customValues, String relatedLists, Instant createdAt, Instant updatedAt,
                       Instant deletedAt) {

        Customer toDomain(JsonCodec json) {
            return Customer.reconstitute(CustomerId.of(id), OrganizationId.of(organizationId), version,
                    new PhoneNumber(phone), CustomerDocuments.profile(json.read(profile, CustomerDocuments.PROFILE)),
                    json.read(policies, CustomerDocuments.POLICIES).stream()
                            .map(CustomerDocuments.PolicyDocument::toDomain).toList(),
                    CustomerDocuments.Value.toDomain(json.read(customValues, CustomerDocuments.VALUES)),
                    json.read(relatedLists, CustomerDocuments.RelatedLists.class).toDomain(), createdAt, updatedAt,
                    deletedAt);
        }
    }
}
