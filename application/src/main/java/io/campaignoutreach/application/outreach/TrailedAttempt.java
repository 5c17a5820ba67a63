package io.campaignoutreach.application.outreach;

import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptTrail;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A call attempt with the trail it was dialed under; the trail is null for attempts recorded
 * before trails were kept.
 */
public record TrailedAttempt(Attempt attempt, AttemptTrail trail) {

    public TrailedAttempt {
        Objects.requireNonNull(attempt, "attempt");
    }

    /** Every attempt of the enrollment with its trail, oldest first; none for an unknown enrollment. */
    static List<TrailedAttempt> of(OutreachQueue queue, EnrollmentId enrollmentId) {
        List<Attempt> attempts = queue.attemptsOf(List.of(enrollmentId)).getOrDefault(enrollmentId, List.of());
        if (attempts.isEmpty()) {
            return List.of();
        }
        Map<String, AttemptTrail> trails = queue.trailsOf(attempts.stream().map(Attempt::key).toList());
        return attempts.stream().map(a -> new TrailedAttempt(a, trails.get(a.key()))).toList();
    }
}
