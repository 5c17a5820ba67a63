package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.campaign.CampaignReads;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Secondary adapter: one campaign's read in one statement. The campaign's row is joined with its
 * organization; its enrollments are counted by status in a subquery (the (organization, campaign,
 * status) index), and its calls counted in a lateral one (the calls' campaign index), as the list's
 * counts are, for this campaign alone.
 */
final class JdbiCampaignReads implements CampaignReads {

    /** The campaign's columns as the campaign store reads them, qualified, so its row record maps them. */
    private static final String CAMPAIGN_COLUMNS = JdbiCampaignRepository.COLUMNS.replaceAll("(\\w+)", "c.$1");
    private static final String READ = "select " + CAMPAIGN_COLUMNS + """
            ,
                   o.name as org_name, o.sms_company_name as org_sms_company_name, o.created_at as org_created_at,
                   (select json_object_agg(s.status, s.enrollments)
                      from (select status, count(*) as enrollments
                              from enrollments
                             where organization_id = c.organization_id and campaign_id = c.id
                             group by status) s) as status_counts,
                   k.total_calls, k.today_calls, k.today_inbound, k.today_outbound, k.today_connected,
                   k.today_duration_ms
              from campaigns c
              join organizations o on o.id = c.organization_id
             cross join lateral (
                   select\s""" + JdbiCallRepository.COUNT_COLUMNS + """

                     from (select direction, disposition, duration_ms, created_at >= :dayStart as today
                             from calls
                            where organization_id = c.organization_id and campaign_id = c.id
                              and not test_flag) l) k
             where c.organization_id = :org and c.id = :id""";

    private static final TypeReference<Map<String, Long>> COUNTS = new TypeReference<>() {
    };

    private final Handles handles;
    private final JsonCodec json;

    JdbiCampaignReads(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public Optional<CampaignRead> find(OrganizationId organizationId, CampaignId id, Instant dayStart) {
        return handles.with(h -> h.createQuery(READ)
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .bind("dayStart", dayStart)
                .bind("unconnected", SqlArrays.of(String.class, Call.UNCONNECTED_DISPOSITIONS))
                .map(this::read)
                .findOne());
    }

    private CampaignRead read(ResultSet row, StatementContext context) throws SQLException {
        JdbiCampaignRepository.CampaignRow campaign = RowMappers.of(JdbiCampaignRepository.CampaignRow.class)
                .map(row, context);
        Organization client = new Organization(OrganizationId.of(row.getObject("organization_id", UUID.class)),
                row.getString("org_name"), row.getString("org_sms_company_name"),
                row.getObject("org_created_at", OffsetDateTime.class).toInstant());
        return new CampaignRead(campaign.toDomain(json), client, statuses(row.getString("status_counts")),
                new CallCounts(row.getLong("total_calls"), row.getLong("today_calls"), row.getLong("today_inbound"),
                        row.getLong("today_outbound"), row.getLong("today_connected"),
                        row.getLong("today_duration_ms")));
    }

    private Map<EnrollmentStatus, Long> statuses(String counted) {
        Map<EnrollmentStatus, Long> statuses = new EnumMap<>(EnrollmentStatus.class);
        if (counted != null) {
            json.read(counted, COUNTS).forEach((status, count) ->
                    statuses.put(StoredNames.ENROLLMENT_STATUS.parse(status), count));
        }
        return statuses;
    }
}
