package io.campaignoutreach.application.telephony;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * A call the engine asked for and has no end of: its attempt key, the carrier's id when its acceptance was
 * recorded (null when the answer was lost), the number called and when it was asked for, by which a carrier
 * without the id finds the call among those it placed.
 */
public record PlacedCall(OrganizationId organizationId, String attemptKey, String providerCallId, PhoneNumber to,
                         Instant startedAt) {

    public PlacedCall {
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(attemptKey, "attemptKey");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(startedAt, "startedAt");
    }
}
