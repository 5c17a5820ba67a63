package io.campaignoutreach.application.telephony;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Optional;

/**
 * Outbound port: the carrier that places calls, as every real one works. {@link #place} only
 * submits the call and answers at once; what becomes of it arrives later as {@link CallEvent}s,
 * which the carrier hands to the service's {@link CallEventSink} (a provider's webhooks, or the
 * simulated carrier's own timer). Events may come late, twice, out of order or never: a call with
 * no final event by its deadline is asked for with {@link #fetch}.
 *
 * <p>The attempt's key travels with the call and comes back on every event. The engine asks once
 * for each recorded attempt and never again, whatever the answer, since no provider offers an
 * idempotency key on call creation.
 */
public interface Telephony {

    Submission place(CallAttempt attempt);

    /**
     * What the carrier knows of the call now: its end, if it has ended; empty when it has not, or when the
     * carrier cannot tell.
     */
    Optional<CallEvent.Ended> fetch(PlacedCall call);

    /**
     * The number this carrier calls the organization's customers from, when it decides it (a provider account's own
     * number); empty when it sends the caller ID it is asked for.
     */
    default Optional<PhoneNumber> callerIdFor(OrganizationId organizationId) {
        return Optional.empty();
    }
}
