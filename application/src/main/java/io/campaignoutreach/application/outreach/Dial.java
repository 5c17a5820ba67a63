package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.domain.outreach.Attempt;
import java.time.Instant;

/** A call the gate let through {@code at}: the attempt as recorded, and what the carrier is asked. */
record Dial(Attempt attempt, CallAttempt request, Instant at) {
}
