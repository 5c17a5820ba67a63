package io.campaignoutreach.application.call;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Outbound port: stores calls, reads them back, and counts them for campaign statistics. */
public interface CallRepository {

    void insert(Call call);

    void insertAll(Collection<Call> calls);

    /** The organization's call with this id, test call or not. */
    Optional<Call> findById(OrganizationId organizationId, CallId id);

    /**
     * The campaign's calls, test calls left out, created in {@code [from, to]} (both inclusive;
     * a null bound is open), oldest first and then by id.
     */
    List<Call> findByCampaign(OrganizationId organizationId, CampaignId campaignId, Instant from, Instant to);

    /**
     * Per campaign, call counts overall and since {@code dayStart} (inclusive); test calls are left
     * out. Campaigns with no calls are left out.
     */
    Map<CampaignId, CallCounts> countByCampaign(OrganizationId organizationId, Collection<CampaignId> campaignIds,
                                                Instant dayStart);

    /**
     * The customer's calls in any campaign of the organization, test calls left out, summed up in
     * one look-up: their number and the latest of them (greatest {@code createdAt}, then greatest
     * id). {@link CustomerCallSummary#NONE} when the customer has no calls.
     */
    CustomerCallSummary summarizeForCustomer(OrganizationId organizationId, CustomerId customerId);

    /**
     * Adds a voice platform's analysis to a stored call: each non-null member replaces what the call
     * has. A call is otherwise never changed.
     */
    void recordAnalysis(OrganizationId organizationId, CallId id, String summary, String transcript,
                        String successEvaluation, java.math.BigDecimal cost);
}
