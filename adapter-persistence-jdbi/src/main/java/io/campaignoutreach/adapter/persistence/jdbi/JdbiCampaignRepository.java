package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.campaign.ConfigUsage;
import io.campaignoutreach.application.campaign.ConfigUsages;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.campaign.CampaignSort;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.SortDirection;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.statement.SqlStatement;
import org.jdbi.v3.core.statement.StatementContext;
import org.jdbi.v3.core.statement.Update;

/** Secondary adapter: stores campaigns in PostgreSQL, listing and counting them in SQL. */
final class JdbiCampaignRepository implements CampaignRepository {

    static final String COLUMNS = """
            id, organization_id, version, created_at, updated_at, status, start_date, end_date, name, description,
            profile, dialing, flow, sms, outcomes, links, last_modified_by_name, last_modified_by_is_staff,
            compatibility_warnings""";
    private static final String NAME_ORDER = "lower(name) collate \"C\"";
    private final Handles handles;
    private final JsonCodec json;

    JdbiCampaignRepository(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public void insert(Campaign campaign) {
        SqlFailures.asConflict("campaign " + campaign.id() + " already exists", () ->
                handles.use(h -> bind(h.createUpdate("insert into campaigns (" + COLUMNS + """
                        ) values (:id, :org, :version, :createdAt, :updatedAt, :status, :startDate, :endDate, :name,
                                  :description, cast(:profile as jsonb), cast(:dialing as jsonb), cast(:flow as jsonb),
                                  cast(:sms as jsonb), cast(:outcomes as jsonb), cast(:links as jsonb),
                                  :lastModifiedByName, :lastModifiedByIsStaff, cast(:warnings as jsonb))"""),
                        campaign).execute()));
    }

    @Override
    public void update(Campaign campaign, long expectedVersion) {
        int updated = handles.with(h -> bind(h.createUpdate("""
                update campaigns
                   set version = :version, created_at = :createdAt, updated_at = :updatedAt, status = :status,
                       start_date = :startDate, end_date = :endDate, name = :name, description = :description,
                       profile = cast(:profile as jsonb), dialing = cast(:dialing as jsonb),
                       flow = cast(:flow as jsonb), sms = cast(:sms as jsonb), outcomes = cast(:outcomes as jsonb),
                       links = cast(:links as jsonb), last_modified_by_name = :lastModifiedByName,
                       last_modified_by_is_staff = :lastModifiedByIsStaff,
                       compatibility_warnings = cast(:warnings as jsonb)
                 where id = :id and organization_id = :org and version = :expectedVersion"""), campaign)
                .bind("expectedVersion", expectedVersion)
                .execute());
        if (updated == 0) {
            throw new ConflictException("campaign " + campaign.id() + " was changed or removed by someone else");
        }
    }

    @Override
    public void recordRedialRun(OrganizationId organizationId, CampaignId id, RedialTracking tracking) {
        handles.use(h -> h.createUpdate("""
                        update campaigns set dialing = jsonb_set(dialing, '{redialTracking}', cast(:tracking as jsonb))
                         where id = :id and organization_id = :org""")
                .bind("tracking", json.write(CampaignDocuments.Tracking.of(tracking)))
                .bind("id", id.value())
                .bind("org", organizationId.value())
                .execute());
    }

    @Override
    public Optional<Campaign> findById(OrganizationId organizationId, CampaignId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from campaigns where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(CampaignRow.class))
                .findOne()
                .map(row -> row.toDomain(json)));
    }

    @Override
    public List<Campaign> findByIds(OrganizationId organizationId, Collection<CampaignId> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from campaigns where organization_id = :org and id = any(:ids)")
                .bind("org", organizationId.value())
                .bind("ids", SqlArrays.of(UUID.class, ids.stream().map(CampaignId::value).distinct().toList()))
                .map(RowMappers.of(CampaignRow.class))
                .map(row -> row.toDomain(json))
                .list());
    }

    @Override
    public Map<CampaignId, String> findNames(OrganizationId organizationId, Collection<CampaignId> ids) {
        Map<CampaignId, String> names = new HashMap<>();
        if (ids.isEmpty()) {
            return names;
        }
        handles.use(h -> h.createQuery("select id, name from campaigns where organization_id = :org and id = any(:ids)")
                .bind("org", organizationId.value())
                .bind("ids", SqlArrays.of(UUID.class, ids.stream().map(CampaignId::value).distinct().toList()))
                .map((row, ctx) -> Map.entry(CampaignId.of(row.getObject("id", UUID.class)), row.getString("name")))
                .forEach(entry -> names.put(entry.getKey(), entry.getValue())));
        return names;
    }

    @Override
    public Page<Campaign> findPage(OrganizationId organizationId, CampaignQuery query, PageRequest page) {
        String order = order(query);
        String where = where(query);
        return handles.with(h -> {
            long total = bindFilter(h.createQuery("select count(*) from campaigns" + where), organizationId, query)
                    .mapTo(Long.class)
                    .one();
            List<Campaign> items = bindFilter(h.createQuery("select " + COLUMNS + " from campaigns" + where + order
                            + " limit :limit offset :offset"), organizationId, query)
                    .bind("limit", page.perPage())
                    .bind("offset", page.offset())
                    .map(RowMappers.of(CampaignRow.class))
                    .map(row -> row.toDomain(json))
                    .list();
            return new Page<>(items, total, page);
        });
    }

    @Override
    public List<CampaignReference> findUsers(OrganizationId organizationId,
                                             Collection<TransferConfigId> transferConfigIds,
                                             Collection<AppointmentConfigId> appointmentConfigIds) {
        if (transferConfigIds.isEmpty() && appointmentConfigIds.isEmpty()) {
            return List.of();
        }
        return handles.with(h -> h.createQuery(USERS)
                .bind("org", organizationId.value())
                .bind("transfers", SqlArrays.of(String.class, transferConfigIds.stream()
                        .map(id -> id.value().toString()).distinct().toList()))
                .bind("appointments", SqlArrays.of(String.class, appointmentConfigIds.stream()
                        .map(id -> id.value().toString()).distinct().toList()))
                .map(JdbiCampaignRepository::reference)
                .list());
    }

    @Override
    public ConfigUsages usageOf(OrganizationId organizationId, Collection<TransferConfigId> transferConfigIds,
                                Collection<AppointmentConfigId> appointmentConfigIds) {
        Map<TransferConfigId, List<CampaignReference>> transferUsers = new HashMap<>();
        Map<AppointmentConfigId, List<CampaignReference>> appointmentUsers = new HashMap<>();
        Map<TransferConfigId, ConfigUsage> transfers = new HashMap<>();
        Map<AppointmentConfigId, ConfigUsage> appointments = new HashMap<>();
        if (transferConfigIds.isEmpty() && appointmentConfigIds.isEmpty()) {
            return new ConfigUsages(transfers, appointments);
        }
        handles.use(h -> h.createQuery(USAGE)
                .bind("org", organizationId.value())
                .bind("transfers", SqlArrays.of(String.class, transferConfigIds.stream()
                        .map(id -> id.value().toString()).distinct().toList()))
                .bind("appointments", SqlArrays.of(String.class, appointmentConfigIds.stream()
                        .map(id -> id.value().toString()).distinct().toList()))
                .bind("listed", ConfigUsage.LISTED)
                .map(Listed::of)
                .forEach(row -> {
                    if (row.transfer()) {
                        TransferConfigId id = TransferConfigId.of(row.config());
                        transferUsers.computeIfAbsent(id, key -> new ArrayList<>()).add(row.user());
                        transfers.put(id, row.usage());
                    } else {
                        AppointmentConfigId id = AppointmentConfigId.of(row.config());
                        appointmentUsers.computeIfAbsent(id, key -> new ArrayList<>()).add(row.user());
                        appointments.put(id, row.usage());
                    }
                }));
        transfers.replaceAll((id, usage) -> usage.listing(transferUsers.get(id)));
        appointments.replaceAll((id, usage) -> usage.listing(appointmentUsers.get(id)));
        return new ConfigUsages(transfers, appointments);
    }

    @Override
    public List<CampaignReference> findReferences(OrganizationId organizationId) {
        return handles.with(h -> h.createQuery("select " + REFERENCE + " from campaigns c"
                        + " where organization_id = :org order by " + NAME_ORDER + ", id")
                .bind("org", organizationId.value())
                .map(JdbiCampaignRepository::reference)
                .list());
    }

    /**
     * What a {@link CampaignReference} needs, taken out of the stored documents by PostgreSQL: a
     * configuration's listed users are read on every read of a campaign using it, and decoding
     * two documents for each of them was a quarter of such a read.
     */
    private static final String REFERENCE = """
            c.id, c.name, c.status, c.profile ->> 'kind' as kind, c.profile ->> 'suite' as suite,
            c.profile ->> 'mode' as mode, c.links ->> 'appointmentConfigId' as appointment_config_id,
            array(select jsonb_array_elements_text(case jsonb_typeof(c.links -> 'transferConfigIds')
                                                        when 'array' then c.links -> 'transferConfigIds'
                                                        else '[]' end)) as transfer_config_ids""";

    private static CampaignReference reference(ResultSet row, StatementContext context) throws SQLException {
        List<TransferConfigId> transferConfigIds = new ArrayList<>();
        for (Object id : (Object[]) row.getArray("transfer_config_ids").getArray()) {
            transferConfigIds.add(TransferConfigId.of(UUID.fromString((String) id)));
        }
        String appointment = row.getString("appointment_config_id");
        return new CampaignReference(CampaignId.of(row.getObject("id", UUID.class)), row.getString("name"),
                StoredNames.CAMPAIGN_KIND.parse(row.getString("kind")),
                StoredNames.CAMPAIGN_STATUS.parse(row.getString("status")), row.getString("suite"),
                row.getString("mode"), transferConfigIds,
                appointment == null ? null : AppointmentConfigId.of(UUID.fromString(appointment)));
    }

    /**
     * Both conditions match the expression indexes of V14, so only the users are read. "??|" is the
     * jsonb operator "?|" (any of these keys), its question mark escaped for the driver.
     */
    static final String USERS = "select " + REFERENCE + "\n" + """
             from campaigns c
             where organization_id = :org
               and ((links -> 'transferConfigIds') ??| cast(:transfers as text[])
                    or (links ->> 'appointmentConfigId') = any(:appointments))
             order by\s""" + NAME_ORDER + ", c.id";

    /**
     * Each configuration's users from the tables the triggers of V15 and V17 keep: the count and
     * the receptionist flag by a key look-up, the first {@code :listed} by name as an index range,
     * and only those read from the campaigns.
     */
    static final String USAGE = """
            select k.transfer, k.config, coalesce(n.campaigns, 0) as total,
                   coalesce(n.receptionists, 0) > 0 as receptionist,\s""" + REFERENCE + "\n" + """
              from (select true as transfer, unnest(cast(:transfers as text[])) as config
                    union all
                    select false, unnest(cast(:appointments as text[]))) k
              left join configuration_usage n
                on n.organization_id = :org and n.transfer = k.transfer and n.config_id = k.config
             cross join lateral (
                   select u.sort_name, u.campaign_id
                     from configuration_users u
                    where u.organization_id = :org and u.transfer = k.transfer and u.config_id = k.config
                    order by u.sort_name, u.campaign_id
                    limit :listed) l
              join campaigns c on c.id = l.campaign_id
             order by k.transfer, k.config, l.sort_name, l.campaign_id""";

    /** One listed user of a configuration, with the configuration's count and receptionist flag. */
    private record Listed(boolean transfer, UUID config, ConfigUsage usage, CampaignReference user) {

        static Listed of(ResultSet row, StatementContext context) throws SQLException {
            return new Listed(row.getBoolean("transfer"), UUID.fromString(row.getString("config")),
                    new ConfigUsage(List.of(), row.getInt("total"), row.getBoolean("receptionist")),
                    reference(row, context));
        }
    }

    /**
     * The page's order, written so the index of each sort column serves it in either direction:
     * {@code nulls last} only for the one column that may be null (the start date), since on a
     * column that is never null it would only stop the planner from walking the index.
     */
    static String order(CampaignQuery query) {
        String direction = query.direction() == SortDirection.ASC ? "asc" : "desc";
        String nulls = query.sortBy() == CampaignSort.START_DATE ? " nulls last" : "";
        return " order by " + sortExpression(query.sortBy()) + " " + direction + nulls + ", id " + direction;
    }

    private static String sortExpression(CampaignSort sort) {
        return switch (sort) {
            case CREATED_AT -> "created_at";
            case UPDATED_AT -> "updated_at";
            case NAME -> NAME_ORDER;
            case STATUS -> "status collate \"C\"";
            case START_DATE -> "start_date";
        };
    }

    /** Only the filters the query uses are written, so each shape of query gets its own plan. */
    private static String where(CampaignQuery query) {
        StringBuilder where = new StringBuilder(" where organization_id = :org");
        if (query.status() != null) {
            where.append(" and status = :status");
        }
        if (query.search() != null) {
            // Backslash is LIKE's default escape character; escapeLike relies on it.
            where.append(" and (lower(name) like :pattern or lower(description) like :pattern)");
        }
        return where.toString();
    }

    private static <S extends SqlStatement<S>> S bindFilter(S statement, OrganizationId organizationId,
                                                             CampaignQuery query) {
        statement.bind("org", organizationId.value());
        if (query.status() != null) {
            statement.bind("status", StoredNames.CAMPAIGN_STATUS.of(query.status()));
        }
        if (query.search() != null) {
            statement.bind("pattern", "%" + escapeLike(query.search().toLowerCase(Locale.ROOT)) + "%");
        }
        return statement;
    }

    /** The search text is a literal substring, so LIKE's own characters must not act as wildcards. */
    static String escapeLike(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    private Update bind(Update update, Campaign c) {
        return update.bind("id", c.id().value())
                .bind("org", c.organizationId().value())
                .bind("version", c.version())
                .bind("createdAt", c.createdAt())
                .bind("updatedAt", c.updatedAt())
                .bind("status", StoredNames.CAMPAIGN_STATUS.of(c.status()))
                .bind("startDate", c.startDate())
                .bind("endDate", c.endDate())
                .bind("name", c.profile().name())
                .bind("description", c.profile().description())
                .bind("profile", json.write(ProfileDocument.from(c.profile())))
                .bind("dialing", json.write(CampaignDocuments.Dialing.from(c.dialing())))
                .bind("flow", json.write(CampaignDocuments.Flow.from(c.flow())))
                .bind("sms", json.write(CampaignDocuments.Sms.from(c.sms())))
                .bind("outcomes", json.write(CampaignDocuments.Outcomes.from(c.outcomes())))
                .bind("links", json.write(CampaignDocuments.Links.from(c.links())))
                .bind("lastModifiedByName", c.lastModifiedByName())
                .bind("lastModifiedByIsStaff", c.lastModifiedByIsStaff())
                .bind("warnings", json.write(c.compatibilityWarnings()));
    }

    /** The profile less its name and description, which have columns of their own. */
    record ProfileDocument(UUID templateId, String templateName, String suitType, String suite, String mode,
                           String kind, String direction, String vertical, String sourceType,
                           List<String> tags) {

        static ProfileDocument from(CampaignProfile p) {
            return new ProfileDocument(p.templateId(), p.templateName(), p.suitType(), p.suite(), p.mode(),
                    StoredNames.CAMPAIGN_KIND.of(p.kind()), p.direction(), p.vertical(), p.sourceType(), p.tags());
        }

        CampaignProfile toProfile(String name, String description) {
            return new CampaignProfile(name, description, templateId, templateName, suitType, suite, mode,
                    StoredNames.CAMPAIGN_KIND.parse(kind), direction, vertical, sourceType,
                    tags == null ? List.of() : tags);
        }
    }

    public record CampaignRow(UUID id, UUID organizationId, long version, Instant createdAt, Instant updatedAt,
                       String status, Instant startDate, Instant endDate, String name, String description,
                       String profile, String dialing, String flow, String sms, String outcomes, String links,
                       String lastModifiedByName, boolean lastModifiedByIsStaff, String compatibilityWarnings) {

        Campaign toDomain(JsonCodec json) {
            return Campaign.reconstitute(CampaignId.of(id), OrganizationId.of(organizationId), version, createdAt,
                    updatedAt, StoredNames.CAMPAIGN_STATUS.parse(status), startDate, endDate,
                    json.read(profile, ProfileDocument.class).toProfile(name, description),
                    json.read(dialing, CampaignDocuments.Dialing.class).toDomain(),
                    json.read(flow, CampaignDocuments.Flow.class).toDomain(),
                    json.read(sms, CampaignDocuments.Sms.class).toDomain(),
                    json.read(outcomes, CampaignDocuments.Outcomes.class).toDomain(),
                    json.read(links, CampaignDocuments.Links.class).toDomain(), lastModifiedByName,
                    lastModifiedByIsStaff,
                    json.read(compatibilityWarnings, new TypeReference<List<String>>() {
                    }));
        }
    }
}
