package io.campaignoutreach.adapter.http.suppression;

import io.campaignoutreach.domain.suppression.Suppression;
import java.time.Instant;

/** A suppression of a phone number as the API writes it; the lift members are null while it is active. */
record SuppressionResponse(String id, String phoneNumber, String source, String reason, Instant createdAt,
                           Instant liftedAt, String liftedBy) {

    static SuppressionResponse from(Suppression s) {
        return new SuppressionResponse(s.id().toString(), s.phoneNumber().e164(), s.source().wireName(), s.reason(),
                s.createdAt(), s.liftedAt(), s.liftedBy());
    }
}
