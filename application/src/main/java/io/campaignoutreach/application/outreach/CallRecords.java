package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.call.Transfer;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.source.SourceId;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/**
 * The {@link Call} an engine call leaves behind, the same record an import of history produces: an
 * outbound call of the campaign to the customer, from the customer's lead source when dialed, made to a
 * new lead on the run's first attempt and as a follow-up after, handed to an agent when transferred.
 */
final class CallRecords {

    private CallRecords() {
    }

    static Call of(UUID id, Attempt attempt, CallResult result, boolean firstOfRun) {
        Transfer transfer = null;
        if (result.outcome() == CallOutcome.TRANSFERRED) {
            Instant handedOver = attempt.startedAt().plusMillis(result.durationMs());
            transfer = new Transfer(handedOver, result.agentTalkMs(), false, null);
        }
        CallPurpose purpose = firstOfRun ? CallPurpose.NEW : CallPurpose.FOLLOW_UP;
        return Call.builder(CallId.of(id), attempt.organizationId(), attempt.campaignId(), attempt.customerId(),
                        attempt.startedAt(), CallDirection.OUTBOUND, purpose)
                .enrollmentId(attempt.enrollmentId()).disposition(result.outcome().disposition())
                .durationMs(result.durationMs()).endedReason(result.endedReason()).sourceId(attempt.source())
                .transfer(transfer).callerId(attempt.from() == null ? null : attempt.from().e164()).build();
    }

    /**
     * The cost as the service keeps it, in US dollars; a cost in another currency is left out
     * rather than stored as if it were dollars.
     */
    static BigDecimal costInDollars(CallEvent.Analysis analysis) {
        boolean dollars = analysis.currency() == null || analysis.currency().equalsIgnoreCase("USD");
        return dollars ? analysis.cost() : null;
    }

    /** How long the customer spoke, with the agent's part of a transferred call. */
    static long talkSeconds(CallResult result) {
        return result.outcome().connected() ? (result.durationMs() + result.agentTalkMs()) / 1000 : 0;
    }

    /** The customer's current lead source, which the call is credited to; null when none. */
    static SourceId sourceOf(Customer customer) {
        Object source = customer.profile().get(CustomerField.CURRENT_SOURCE_ID);
        if (source instanceof UUID uuid) {
            return SourceId.of(uuid);
        }
        return source == null ? null : SourceId.of(UUID.fromString(source.toString()));
    }
}
