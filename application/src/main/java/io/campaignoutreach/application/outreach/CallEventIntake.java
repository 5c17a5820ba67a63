package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.util.List;
import java.util.Objects;

/**
 * Where carriers' events of live calls come in: each delivery applied in one unit of work, its
 * progress first, then the ends, then the analyses, so that an analysis delivered with its call's
 * end finds the call stored. Reported to metrics once committed.
 */
public final class CallEventIntake implements CallEventSink {

    private static final int RETRIES = 3;

    private final TransactionRunner transactions;
    private final AttemptResults results;
    private final Clock clock;
    private final OutreachEvents events;

    public CallEventIntake(TransactionRunner transactions, AttemptResults results, Clock clock,
                           OutreachEvents events) {
        this.transactions = transactions;
        this.results = results;
        this.clock = clock;
        this.events = events;
    }

    private record Applied(List<CallOutcome> ended, List<CallEvent> notYet) {
    }

    @Override
    public List<CallEvent> deliver(List<CallEvent> delivered) {
        return apply(null, delivered);
    }

    /**
     * A sink for a sender that speaks for {@code organizationId} alone (its provider account's webhooks): the
     * events of other organizations' calls are dropped.
     */
    public CallEventSink scopedTo(OrganizationId organizationId) {
        Objects.requireNonNull(organizationId, "organizationId");
        return delivered -> apply(organizationId, delivered);
    }

    private List<CallEvent> apply(OrganizationId sender, List<CallEvent> delivered) {
        Applied applied = transactions.inTransactionRetrying(RETRIES, () -> {
            List<CallEvent> theirs = sender == null ? delivered : results.ofOrganization(sender, delivered);
            List<CallEvent.Progress> progress = ofType(theirs, CallEvent.Progress.class);
            List<CallEvent.Ended> ended = ofType(theirs, CallEvent.Ended.class);
            List<CallEvent.Analysis> analyses = ofType(theirs, CallEvent.Analysis.class);
            results.applyProgress(progress);
            List<CallOutcome> outcomes = results.applyEnded(ended, clock.instant());
            return new Applied(outcomes, results.applyAnalysis(analyses, clock.instant()));
        });
        applied.ended().forEach(events::callPlaced);
        return applied.notYet();
    }

    private static <T extends CallEvent> List<T> ofType(List<CallEvent> delivered, Class<T> type) {
        return delivered.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
