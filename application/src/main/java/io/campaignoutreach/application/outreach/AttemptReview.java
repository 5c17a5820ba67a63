package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.shared.NotFoundException;
import java.time.Clock;
import java.util.List;

/**
 * The operator's review of interrupted call attempts. An enrollment whose attempt was interrupted
 * answers every enrollment action with {@code execution_uncertain} and the engine leaves it alone,
 * because nobody knows whether that call was placed. Having checked (with the carrier's records,
 * say), the operator either resumes its outreach, the attempt still counting, or ends it.
 */
public final class AttemptReview {

    private final TransactionRunner transactions;
    private final OutreachQueue queue;
    private final EnrollmentRepository enrollments;
    private final Clock clock;

    public AttemptReview(TransactionRunner transactions, OutreachQueue queue, EnrollmentRepository enrollments,
                         Clock clock) {
        this.transactions = transactions;
        this.queue = queue;
        this.enrollments = enrollments;
        this.clock = clock;
    }

    /** The enrollments awaiting review, in every organization, longest waiting first. */
    public List<Enrollment> awaitingReview(int limit) {
        return queue.awaitingReview(limit);
    }

    /**
     * Every attempt of the enrollment, in any organization, with its trail, oldest first: what the
     * reviewer weighs before resuming or closing it. None for an unknown enrollment.
     */
    public List<TrailedAttempt> attempts(EnrollmentId id) {
        return TrailedAttempt.of(queue, id);
    }

    /** Outreach goes on: the enrollment is pending again and due at once. */
    public Enrollment resume(EnrollmentId id) {
        return transactions.inTransaction(() -> {
            Enrollment resumed = awaiting(id).resume(clock.instant());
            enrollments.updateAll(List.of(resumed));
            return resumed;
        });
    }

    /** Outreach ends with {@code status} (completed, failed or cancelled) and {@code reason}. */
    public Enrollment close(EnrollmentId id, EnrollmentStatus status, String reason) {
        return transactions.inTransaction(() -> {
            Enrollment closed = awaiting(id).close(status, reason, clock.instant());
            enrollments.updateAll(List.of(closed));
            return closed;
        });
    }

    private Enrollment awaiting(EnrollmentId id) {
        return queue.lock(List.of(id)).stream().filter(Enrollment::reviewRequired).findFirst()
                .orElseThrow(() -> new NotFoundException("enrollment " + id + " awaiting review"));
    }
}
