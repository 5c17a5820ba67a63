package io.campaignoutreach.application.outreach;

import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptTrail;
import java.util.Objects;

/** An attempt as recorded when it is dialed, with the trail it was dialed under. */
public record DialRecord(Attempt attempt, AttemptTrail trail) {

    public DialRecord {
        Objects.requireNonNull(attempt, "attempt");
        Objects.requireNonNull(trail, "trail");
    }
}
