package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The outreach engine: takes due enrollments, decides each one's next step, places the calls that
 * are due and records what came of them. One round runs in three steps:
 * <ol>
 *   <li>in one unit of work, due enrollments are locked (skipping those another process holds),
 *       each takes its turn ({@link OutreachTurn}), and every call to place is recorded as an
 *       attempt with a lease before any carrier is asked ({@link DueWorkClaim});</li>
 *   <li>the calls are placed, each under its attempt's key, while the leases are renewed;</li>
 *   <li>in one unit of work, the calls are stored and each enrollment moves on
 *       ({@link AttemptResults}).</li>
 * </ol>
 * A process that stops between the first and the last step leaves attempts whose lease runs out;
 * any engine then marks them interrupted and their enrollments as needing review, and never
 * places them again. Pacing: a campaign starts at most {@code outboundBatchSize} calls a round and
 * has at most {@code maxConcurrentCalls} underway at once, across processes.
 */
public final class OutreachEngine {

    private static final int ROUND_RETRIES = 3;

    private final TransactionRunner transactions;
    private final OutreachQueue queue;
    private final DueWorkClaim claim;
    private final AttemptResults results;
    private final Telephony telephony;
    private final Clock clock;
    private final EngineSettings settings;
    private final OutreachEvents events;
    /** When this engine next looks for attempts whose lease ran out (System.nanoTime). */
    private final AtomicLong nextExpiryCheck = new AtomicLong(System.nanoTime());

    public OutreachEngine(TransactionRunner transactions, OutreachQueue queue, DueWorkClaim claim,
                          AttemptResults results, Telephony telephony, Clock clock, EngineSettings settings,
                          OutreachEvents events) {
        this.transactions = transactions;
        this.queue = queue;
        this.claim = claim;
        this.results = results;
        this.telephony = telephony;
        this.clock = clock;
        this.settings = settings;
        this.events = events;
    }

    /** What one round did: enrollments that took a turn, calls placed, attempts found interrupted. */
    public record Round(int turns, int calls, int interrupted) {
        public boolean idle() {
            return turns == 0 && interrupted == 0;
        }
    }

    /**
     * Runs one round as {@code owner} (a name unique to the calling worker), placing calls on
     * {@code dialer} and waiting for them all.
     */
    public Round runOnce(String owner, Executor dialer) {
        int interrupted = expiryCheckDue() ? markInterrupted() : 0;
        DueWorkClaim.Claimed claimed = transactions.inTransactionRetrying(ROUND_RETRIES,
                () -> claim.claim(owner, clock.instant()));
        // Reported once stored: a unit of work that is retried would otherwise count twice.
        for (int i = 0; i < claimed.smsNotSent(); i++) {
            events.smsNotSent();
        }
        for (int i = 0; i < claimed.refusedByWindow(); i++) {
            events.refusedByWindow();
        }
        for (int i = 0; i < claimed.conflictingLocation(); i++) {
            events.conflictingLocation();
        }
        if (claimed.dials().isEmpty()) {
            return new Round(claimed.turns(), 0, interrupted);
        }
        Map<Dial, CallResult> placed = place(claimed.dials(), owner, dialer);
        transactions.inTransactionRetrying(ROUND_RETRIES, () -> results.record(placed, clock.instant()));
        placed.values().forEach(result -> {
            if (result == null) {
                events.attemptInterrupted();
            } else {
                events.callPlaced(result.outcome());
            }
        });
        return new Round(claimed.turns(), placed.size(), interrupted);
    }

    /** Places every call, renewing the attempts' leases while any is underway. A call that failed maps to null. */
    private Map<Dial, CallResult> place(List<Dial> dials, String owner, Executor dialer) {
        Map<Dial, CompletableFuture<CallResult>> underway = new HashMap<>();
        dials.forEach(d -> underway.put(d, CompletableFuture.supplyAsync(() -> telephony.place(d.request()), dialer)));
        CompletableFuture<Void> all = CompletableFuture.allOf(underway.values().toArray(CompletableFuture[]::new));
        long renewEvery = Math.max(1, settings.lease().toMillis() / 3);
        while (true) {
            try {
                all.get(renewEvery, TimeUnit.MILLISECONDS);
                break;
            } catch (TimeoutException stillCalling) {
                List<String> keys = underway.entrySet().stream().filter(e -> !e.getValue().isDone())
                        .map(e -> e.getKey().attempt().key()).toList();
                queue.extendLeases(keys, owner, clock.instant().plus(settings.lease()));
            } catch (ExecutionException someFailed) {
                break;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        Map<Dial, CallResult> outcomes = new HashMap<>();
        underway.forEach((d, call) -> outcomes.put(d, call.isDone() && !call.isCompletedExceptionally()
                ? call.join() : null));
        return outcomes;
    }

    /**
     * Whether to look for expired leases this round: a few times per lease, not every round, since a
     * lease runs out only that often; rounds run back to back under load.
     */
    private boolean expiryCheckDue() {
        long now = System.nanoTime();
        long next = nextExpiryCheck.get();
        return now - next >= 0 && nextExpiryCheck.compareAndSet(next, now + settings.lease().toNanos() / 4);
    }

    /** Marks attempts whose lease ran out as interrupted (see {@link AttemptResults}); returns how many. */
    private int markInterrupted() {
        int marked = transactions.inTransactionRetrying(ROUND_RETRIES,
                () -> results.interruptExpired(clock.instant(), settings.batchSize()));
        for (int i = 0; i < marked; i++) {
            events.attemptInterrupted();
        }
        return marked;
    }
}
