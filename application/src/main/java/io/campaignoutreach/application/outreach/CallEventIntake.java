package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.domain.call.CallOutcome;
import java.time.Clock;
import java.util.List;

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
        List<CallEvent.Progress> progress = ofType(delivered, CallEvent.Progress.class);
        List<CallEvent.Ended> ended = ofType(delivered, CallEvent.Ended.class);
        List<CallEvent.Analysis> analyses = ofType(delivered, CallEvent.Analysis.class);
        Applied applied = transactions.inTransactionRetrying(RETRIES, () -> {
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
