package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.statement.SqlStatement;
import org.jdbi.v3.core.statement.Update;

/** Secondary adapter: stores lead sources in PostgreSQL, listing and counting them in SQL. */
final class JdbiSourceRepository implements SourceRepository {

    private static final String COLUMNS = """
            id, organization_id, campaign_id, source_id, name, description, phone_number_id, deal_type, source_type,
            pricing_model, payout, commission_per_sale, lead_cost, duration_threshold, enabled, version, created_at,
            updated_at""";
    private static final String NEWEST_FIRST = " order by created_at desc, id desc";

    private final Handles handles;

    JdbiSourceRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void insert(Source source) {
        // A taken sourceId inserts nothing instead of failing: a failed statement would abort the
        // caller's transaction, and the service draws another sourceId and tries again. A taken id,
        // or a sourceId taken by a concurrent transaction, still fails as a unique violation.
        int inserted = SqlFailures.asConflict("source " + source.id() + " already exists", () ->
                handles.with(h -> bind(h.createUpdate("insert into sources (" + COLUMNS + """
                                ) values (:id, :org, :campaignId, :sourceId, :name, :description, :phoneNumberId,
                                          :dealType, :sourceType, :pricingModel, :payout, :commissionPerSale,
                                          :leadCost, :durationThreshold, :enabled, :version, :createdAt, :updatedAt)
                                on conflict (organization_id, source_id) do nothing"""), source)
                        .execute()));
        if (inserted == 0) {
            throw sourceIdTaken(source);
        }
    }

    @Override
    public void update(Source source, long expectedVersion) {
        // The sourceId is checked in the statement for the same reason as on insert; a stale version
        // and a taken sourceId both leave the row alone and are both a conflict.
        int updated = SqlFailures.asConflict(sourceIdTaken(source).getMessage(), () ->
                handles.with(h -> bind(h.createUpdate("""
                        update sources
                           set campaign_id = :campaignId, source_id = :sourceId, name = :name,
                               description = :description, phone_number_id = :phoneNumberId, deal_type = :dealType,
                               source_type = :sourceType, pricing_model = :pricingModel, payout = :payout,
                               commission_per_sale = :commissionPerSale, lead_cost = :leadCost,
                               duration_threshold = :durationThreshold, enabled = :enabled, version = :version,
                               created_at = :createdAt, updated_at = :updatedAt
                         where id = :id and organization_id = :org and version = :expectedVersion
                           and not exists (select 1 from sources other
                                            where other.organization_id = :org and other.source_id = :sourceId
                                              and other.id <> :id)"""), source)
                        .bind("expectedVersion", expectedVersion)
                        .execute()));
        if (updated == 0) {
            throw new ConflictException("source " + source.id()
                    + " was changed or removed by someone else, or its sourceId is already used");
        }
    }

    @Override
    public Optional<Source> findById(OrganizationId organizationId, SourceId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from sources where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(SourceRow.class))
                .findOne()
                .map(SourceRow::toDomain));
    }

    @Override
    public List<Source> findForCampaign(OrganizationId organizationId, CampaignId campaignId,
                                        Collection<SourceId> alsoIds) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from sources"
                        + " where organization_id = :org and (campaign_id = :campaignId or id = any(:alsoIds))"
                        + NEWEST_FIRST)
                .bind("org", organizationId.value())
                .bind("campaignId", campaignId.value())
                .bind("alsoIds", SqlArrays.of(UUID.class, alsoIds.stream().map(SourceId::value).toList()))
                .map(RowMappers.of(SourceRow.class))
                .map(SourceRow::toDomain)
                .list());
    }

    @Override
    public Page<Source> findPage(OrganizationId organizationId, SourceQuery query, PageRequest page) {
        String where = where(query);
        return handles.with(h -> {
            long total = bindFilter(h.createQuery("select count(*) from sources" + where), organizationId, query)
                    .mapTo(Long.class)
                    .one();
            List<Source> items = bindFilter(h.createQuery("select " + COLUMNS + " from sources" + where
                            + NEWEST_FIRST + " limit :limit offset :offset"), organizationId, query)
                    .bind("limit", page.perPage())
                    .bind("offset", page.offset())
                    .map(RowMappers.of(SourceRow.class))
                    .map(SourceRow::toDomain)
                    .list();
            return new Page<>(items, total, page);
        });
    }

    /**
     * Only the filters the query uses are written, so each shape of query gets its own plan. An
     * {@code enabled} filter compares with {@code =}, so a null {@code enabled} matches neither
     * value, as {@link SourceQuery#matches} has it.
     */
    private static String where(SourceQuery query) {
        StringBuilder where = new StringBuilder(" where organization_id = :org");
        if (query.enabled() != null) {
            where.append(" and enabled = :enabled");
        }
        if (query.dealType() != null) {
            where.append(" and deal_type = :dealType");
        }
        if (query.campaignId() != null) {
            where.append(" and campaign_id = :campaignId");
        }
        return where.toString();
    }

    private static <S extends SqlStatement<S>> S bindFilter(S statement, OrganizationId organizationId,
                                                             SourceQuery query) {
        statement.bind("org", organizationId.value());
        if (query.enabled() != null) {
            statement.bind("enabled", query.enabled());
        }
        if (query.dealType() != null) {
            statement.bind("dealType", StoredNames.DEAL_TYPE.of(query.dealType()));
        }
        if (query.campaignId() != null) {
            statement.bind("campaignId", query.campaignId().value());
        }
        return statement;
    }

    private static Update bind(Update update, Source s) {
        return update.bind("id", s.id().value())
                .bind("org", s.organizationId().value())
                .bind("campaignId", s.campaignId().value())
                .bind("sourceId", s.sourceId())
                .bind("name", s.name())
                .bind("description", s.description())
                .bind("phoneNumberId", s.phoneNumberId())
                .bind("dealType", StoredNames.DEAL_TYPE.of(s.dealType()))
                .bind("sourceType", StoredNames.SOURCE_TYPE.of(s.sourceType()))
                .bind("pricingModel", StoredNames.PRICING_MODEL.of(s.pricingModel()))
                .bind("payout", s.payout())
                .bind("commissionPerSale", s.commissionPerSale())
                .bind("leadCost", s.leadCost())
                .bind("durationThreshold", s.durationThreshold())
                .bind("enabled", s.enabled())
                .bind("version", s.version())
                .bind("createdAt", s.createdAt())
                .bind("updatedAt", s.updatedAt());
    }

    private static ConflictException sourceIdTaken(Source source) {
        return new ConflictException("source id " + source.sourceId() + " is already used in the organization");
    }

    /** One row of {@code sources}, as read back. */
    public record SourceRow(UUID id, UUID organizationId, UUID campaignId, String sourceId, String name,
                            String description, Integer phoneNumberId, String dealType, String sourceType,
                            String pricingModel, String payout, String commissionPerSale, String leadCost,
                            String durationThreshold, Boolean enabled, long version, Instant createdAt,
                            Instant updatedAt) {

        Source toDomain() {
            return Source.builder(SourceId.of(id), OrganizationId.of(organizationId), sourceId,
                            CampaignId.of(campaignId), StoredNames.DEAL_TYPE.parse(dealType),
                            StoredNames.SOURCE_TYPE.parse(sourceType), StoredNames.PRICING_MODEL.parse(pricingModel))
                    .name(name).description(description).phoneNumberId(phoneNumberId).payout(payout)
                    .commissionPerSale(commissionPerSale).leadCost(leadCost).durationThreshold(durationThreshold)
                    .enabled(enabled).reconstitute(version, createdAt, updatedAt);
        }
    }
}
