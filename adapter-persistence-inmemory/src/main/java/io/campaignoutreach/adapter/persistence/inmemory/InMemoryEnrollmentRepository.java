package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/** Secondary adapter: keeps enrollments in memory, at most one per customer and campaign. */
public final class InMemoryEnrollmentRepository implements EnrollmentRepository {

    private static final Comparator<Enrollment> OLDEST_FIRST = Comparator.comparing(Enrollment::createdAt)
            .thenComparing(e -> e.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<EnrollmentId, Enrollment> enrollments;
    private final Table<Pair, EnrollmentId> idsByPair;
    /** Each customer's enrollments, so a customer's read does not scan the whole store. */
    private final GroupIndex<CustomerId, EnrollmentId> idsByCustomer;

    InMemoryEnrollmentRepository(InMemoryStore store) {
        this.store = store;
        this.enrollments = new Table<>(store);
        this.idsByPair = new Table<>(store);
        this.idsByCustomer = new GroupIndex<>(store);
    }

    @Override
    public void insert(Enrollment enrollment) {
        insertAll(List.of(enrollment));
    }

    /** Checks the whole batch before storing any of it, so a conflict leaves nothing behind. */
    @Override
    public void insertAll(Collection<Enrollment> batch) {
        store.write(() -> {
            Set<EnrollmentId> ids = new HashSet<>();
            Set<Pair> pairs = new HashSet<>();
            for (Enrollment enrollment : batch) {
                Pair pair = Pair.of(enrollment);
                if (!pairs.add(pair) || idsByPair.contains(pair)) {
                    throw new ConflictException("customer " + enrollment.customerId()
                            + " is already enrolled in campaign " + enrollment.campaignId());
                }
                if (!ids.add(enrollment.id()) || enrollments.contains(enrollment.id())) {
                    throw new ConflictException("enrollment " + enrollment.id() + " already exists");
                }
            }
            for (Enrollment enrollment : batch) {
                add(enrollment);
            }
        });
    }

    /** Pairs already taken, in the store or earlier in the batch, are skipped rather than refused. */
    @Override
    public List<Enrollment> insertMissing(Collection<Enrollment> batch) {
        return store.inTransaction(() -> {
            List<Enrollment> inserted = new ArrayList<>();
            for (Enrollment enrollment : batch) {
                Pair pair = Pair.of(enrollment);
                if (idsByPair.contains(pair)) {
                    continue;
                }
                if (enrollments.contains(enrollment.id())) {
                    throw new ConflictException("enrollment " + enrollment.id() + " already exists");
                }
                add(enrollment);
                inserted.add(enrollment);
            }
            return inserted;
        });
    }

    private void add(Enrollment enrollment) {
        enrollments.put(enrollment.id(), enrollment);
        idsByPair.put(Pair.of(enrollment), enrollment.id());
        idsByCustomer.add(enrollment.customerId(), enrollment.id());
    }

    /** Checks every version before storing any, so a stale one leaves the whole batch unstored. */
    @Override
    public void updateAll(Collection<Enrollment> batch) {
        store.write(() -> {
            for (Enrollment enrollment : batch) {
                Enrollment stored = enrollments.get(enrollment.id())
                        .filter(e -> e.organizationId().equals(enrollment.organizationId()))
                        .orElseThrow(() -> new ConflictException("enrollment " + enrollment.id() + " is gone"));
                if (stored.version() + 1 != enrollment.version()) {
                    throw new ConflictException("enrollment " + enrollment.id() + " was changed meanwhile");
                }
                if (!Pair.of(stored).equals(Pair.of(enrollment))) {
                    throw new IllegalArgumentException("an enrollment keeps its customer and campaign");
                }
            }
            batch.forEach(enrollment -> enrollments.put(enrollment.id(), enrollment));
        });
    }

    @Override
    public Optional<Enrollment> findById(OrganizationId organizationId, EnrollmentId id) {
        return store.read(() -> enrollments.get(id).filter(e -> e.organizationId().equals(organizationId)));
    }

    @Override
    public List<Enrollment> findByCustomer(OrganizationId organizationId, CustomerId customerId) {
        // A loop, not a stream: every customer read runs it.
        return store.read(() -> {
            List<Enrollment> theirs = new ArrayList<>();
            for (EnrollmentId id : idsByCustomer.get(customerId)) {
                enrollments.get(id).filter(e -> e.organizationId().equals(organizationId)).ifPresent(theirs::add);
            }
            theirs.sort(OLDEST_FIRST);
            return Collections.unmodifiableList(theirs);
        });
    }

    @Override
    public List<Enrollment> findByCampaign(OrganizationId organizationId, CampaignId campaignId) {
        return store.read(() -> enrollments.rows()
                .filter(e -> e.organizationId().equals(organizationId) && e.campaignId().equals(campaignId))
                .sorted(OLDEST_FIRST)
                .toList());
    }

    @Override
    public Page<Enrollment> findPageByCampaign(OrganizationId organizationId, CampaignId campaignId,
                                               EnrollmentStatus status, PageRequest page) {
        return store.read(() -> {
            List<Enrollment> matching = enrollments.rows()
                    .filter(e -> e.organizationId().equals(organizationId) && e.campaignId().equals(campaignId)
                            && (status == null || e.status() == status))
                    .sorted(OLDEST_FIRST.reversed())
                    .toList();
            return new Page<>(matching.stream().skip(page.offset()).limit(page.perPage()).toList(), matching.size(),
                    page);
        });
    }

    @Override
    public List<Enrollment> findByCustomers(OrganizationId organizationId, Collection<CustomerId> customerIds,
                                            Collection<CampaignId> campaignIds) {
        Set<CustomerId> wanted = Set.copyOf(customerIds);
        Set<CampaignId> inCampaigns = Set.copyOf(campaignIds);
        return store.read(() -> enrollments.rows()
                .filter(e -> e.organizationId().equals(organizationId) && wanted.contains(e.customerId())
                        && inCampaigns.contains(e.campaignId()))
                .toList());
    }

    @Override
    public Map<CampaignId, Map<EnrollmentStatus, Long>> countByStatus(OrganizationId organizationId,
                                                                      Collection<CampaignId> campaignIds) {
        Set<CampaignId> wanted = Set.copyOf(campaignIds);
        return store.read(() -> {
            Map<CampaignId, Map<EnrollmentStatus, Long>> counts = new HashMap<>();
            enrollments.rows()
                    .filter(e -> e.organizationId().equals(organizationId) && wanted.contains(e.campaignId()))
                    .forEach(e -> counts.computeIfAbsent(e.campaignId(), id -> new EnumMap<>(EnrollmentStatus.class))
                            .merge(e.status(), 1L, Long::sum));
            return counts;
        });
    }

    /** How many times every enrollment was read; tests pin look-ups that must not scan. */
    long scans() {
        return enrollments.scans();
    }

    /** Every stored enrollment, for the outreach queue of the same store; call under the store's lock. */
    Stream<Enrollment> rows() {
        return enrollments.rows();
    }

    Optional<Enrollment> get(EnrollmentId id) {
        return enrollments.get(id);
    }

    /** The customer and campaign an enrollment joins: the key that must stay unique. */
    private record Pair(CustomerId customerId, CampaignId campaignId) {
        static Pair of(Enrollment enrollment) {
            return new Pair(enrollment.customerId(), enrollment.campaignId());
        }
    }
}
