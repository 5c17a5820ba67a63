package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.shared.StoreUnavailableException;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import java.lang.System.Logger;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The outreach engine: takes due enrollments, decides each one's next step and dials the calls that
 * are due. One round runs in three steps:
 * <ol>
 *   <li>in one unit of work, due enrollments are locked (skipping those another process holds),
 *       each takes its turn ({@link OutreachTurn}), and every call the {@code DialGate} lets
 *       through is recorded as dialed, at that instant ({@link DueWorkClaim});</li>
 *   <li>once that has committed, the carrier is asked for each call; it answers at once;</li>
 *   <li>in a unit of work, the carrier's ids for the accepted calls are recorded, and in another,
 *       if there are any, its refusals ({@link AttemptResults}).</li>
 * </ol>
 * A round ends with the texts that are due ({@link TextDispatch}): checked at that instant, handed to
 * the carrier once, and the campaigns' redial runs recorded.
 * No thread waits for a call: its progress and end come later as events ({@link CallEventIntake}).
 * A few times per deadline, a round also settles live attempts whose deadline passed: the carrier
 * is asked for each, and one it cannot say anything of is interrupted and its enrollment set aside
 * for review, never dialed again. Pacing: a campaign starts at most {@code outboundBatchSize} calls
 * a round and has at most {@code maxConcurrentCalls} live at once, across processes; a carrier that
 * refuses a call for itself (busy, throttled) is left alone by this process for a minute.
 */
public final class OutreachEngine {

    private static final Logger LOG = System.getLogger(OutreachEngine.class.getName());
    private static final int ROUND_RETRIES = 3;
    private static final Submission.Rejected NOT_SENT = new Submission.Rejected(
            "not sent: the database did not confirm the dial", false, Duration.ofSeconds(1));

    private final TransactionRunner transactions;
    private final DueWorkClaim claim;
    private final AttemptResults results;
    private final TextDispatch texts;
    private final Telephony telephony;
    private final Clock clock;
    private final EngineSettings settings;
    private final OutreachEvents events;
    /**
     * Until when this process asks nothing of an organization's carrier because it refused a call for
     * itself (busy, throttled, not set up): asking again at once would only be refused again. By
     * organization, since each may have its own provider account.
     */
    private final Map<OrganizationId, Instant> carrierBusyUntil = new ConcurrentHashMap<>();
    /** When this engine next looks for attempts past their deadline (System.nanoTime). */
    private final AtomicLong nextDeadlineCheck = new AtomicLong(System.nanoTime());
    /**
     * Dials of a claim whose commit the store did not confirm (the connection was lost as it committed): the claim
     * may have been stored, and then its attempts wait as dialed for calls this process never asked for. They are
     * put back, not counted, once the store answers again. By attempt key.
     */
    private final Map<String, Dial> unconfirmed = new ConcurrentHashMap<>();

    public OutreachEngine(TransactionRunner transactions, DueWorkClaim claim,
                          AttemptResults results, TextDispatch texts, Telephony telephony, Clock clock,
                          EngineSettings settings, OutreachEvents events) {
        this.transactions = transactions;
        this.texts = texts;
        this.claim = claim;
        this.results = results;
        this.telephony = telephony;
        this.clock = clock;
        this.settings = settings;
        this.events = events;
    }

    /**
     * What one round did: enrollments that took a turn, calls dialed, attempts found interrupted,
     * texts handed to the carrier or skipped.
     */
    public record Round(int turns, int calls, int interrupted, int texts) {
        public boolean idle() {
            return turns == 0 && interrupted == 0 && texts == 0;
        }
    }

    /**
     * Runs one round as {@code owner} (a name unique to the calling worker), asking the carrier for
     * the calls and the texts on {@code submitter}.
     */
    public Round runOnce(String owner, Executor submitter) {
        Dialed dialed = dialRound(owner, submitter);
        TextDispatch.Sent sent = texts.runOnce(dialed.campaigns(), dialed.textsDecided() > 0, submitter);
        repeat(sent.handedOver(), events::textSent);
        repeat(sent.skipped(), events::textSkipped);
        return new Round(dialed.turns(), dialed.calls(), dialed.interrupted(), sent.handedOver() + sent.skipped());
    }

    /** What a round's calls did, the campaigns they were for, and how many texts its turns decided on. */
    private record Dialed(int turns, int calls, int interrupted, Set<Campaign> campaigns, int textsDecided) {
    }

    private Dialed dialRound(String owner, Executor submitter) {
        putBackUnconfirmed();
        int interrupted = deadlineCheckDue() ? settleOverdue() : 0;
        Set<OrganizationId> paused = carriersBusy(clock.instant());
        AtomicReference<DueWorkClaim.Claimed> lastTry = new AtomicReference<>();
        DueWorkClaim.Claimed claimed;
        try {
            claimed = transactions.inTransactionRetrying(ROUND_RETRIES, () -> {
                DueWorkClaim.Claimed tried = claim.claim(owner, clock.instant(), paused, telephony::callerIdFor);
                lastTry.set(tried);
                return tried;
            });
        } catch (StoreUnavailableException unsure) {
            // A try that rolled back left no attempts, and putting back what does not exist changes nothing.
            Optional.ofNullable(lastTry.get())
                    .ifPresent(tried -> tried.dials().forEach(dial -> unconfirmed.put(dial.attempt().key(), dial)));
            throw unsure;
        }
        // Reported once stored: a unit of work that is retried would otherwise count twice.
        repeat(claimed.refusedByConsent(), events::refusedByConsent);
        repeat(claimed.refusedByWindow(), events::refusedByWindow);
        repeat(claimed.conflictingLocation(), events::conflictingLocation);
        repeat(claimed.deferredByGate(), events::dialDeferred);
        if (claimed.dials().isEmpty()) {
            return new Dialed(claimed.turns(), 0, interrupted, claimed.dialedFor(), claimed.textsDecided());
        }
        Map<Dial, Submission> answers = submit(claimed.dials(), submitter);
        transactions.inTransactionRetrying(ROUND_RETRIES, () -> results.recordAcceptances(answers));
        if (answers.values().stream().anyMatch(Submission.Rejected.class::isInstance)) {
            List<CallOutcome> ended = transactions.inTransactionRetrying(ROUND_RETRIES,
                    () -> results.recordRefusals(answers, clock.instant()));
            ended.forEach(events::callPlaced);
        }
        claimed.dials().forEach(d -> events.callDialed());
        return new Dialed(claimed.turns(), claimed.dials().size(), interrupted, claimed.dialedFor(),
                claimed.textsDecided());
    }

    /**
     * Asks the carrier for every call at once and waits for the answers, which come at once. A call
     * that waited past {@link DialingRules#SUBMIT_WITHIN} since its gate is not sent; a carrier that
     * throws gives an unknown answer, never a second request.
     */
    private Map<Dial, Submission> submit(List<Dial> dials, Executor submitter) {
        Map<Dial, CompletableFuture<Submission>> asked = new LinkedHashMap<>();
        Map<OrganizationId, Submission.Rejected> refusedForItself = new ConcurrentHashMap<>();
        for (Dial dial : dials) {
            asked.put(dial, CompletableFuture.supplyAsync(() -> submitOne(dial, refusedForItself), submitter));
        }
        Map<Dial, Submission> answers = new LinkedHashMap<>();
        asked.forEach((dial, answer) -> answers.put(dial, answer.exceptionally(failure -> {
            LOG.log(Logger.Level.WARNING, "Carrier failed on attempt " + dial.attempt().key() + ": "
                    + failure.getClass().getSimpleName());
            return new Submission.Unknown("the carrier failed: " + failure.getClass().getSimpleName());
        }).join()));
        return answers;
    }

    /**
     * The dials of claims whose commit was not confirmed, recorded as not placed (never counted: this process asked
     * the carrier for none of them) and tried again shortly, once the store answers.
     */
    private void putBackUnconfirmed() {
        if (unconfirmed.isEmpty()) {
            return;
        }
        Map<Dial, Submission> notSent = new LinkedHashMap<>();
        unconfirmed.values().forEach(dial -> notSent.put(dial, NOT_SENT));
        transactions.inTransactionRetrying(ROUND_RETRIES, () -> results.recordRefusals(notSent, clock.instant()));
        notSent.keySet().forEach(dial -> unconfirmed.remove(dial.attempt().key()));
    }

    /** Ends the organization's pause after a refusal: its carrier is another one now. */
    public void carrierChanged(OrganizationId organizationId) {
        carrierBusyUntil.remove(organizationId);
    }

    /** The organizations whose carrier refused a call for itself within the minute; the others' pauses are over. */
    private Set<OrganizationId> carriersBusy(Instant now) {
        carrierBusyUntil.values().removeIf(until -> !now.isBefore(until));
        return Set.copyOf(carrierBusyUntil.keySet());
    }

    /**
     * Asks for one call, unless it waited too long since its gate or the organization's carrier
     * already refused a call of this round for itself (busy, throttled): its other calls then wait,
     * and its enrollments are not claimed for a minute, rather than each being refused in turn.
     */
    private Submission submitOne(Dial dial, Map<OrganizationId, Submission.Rejected> refusedForItself) {
        OrganizationId organization = dial.attempt().organizationId();
        Submission.Rejected refused = refusedForItself.get(organization);
        if (refused != null) {
            return refused;
        }
        Instant now = clock.instant();
        if (now.isAfter(dial.at().plus(DialingRules.SUBMIT_WITHIN))) {
            return new Submission.Rejected("not sent within " + DialingRules.SUBMIT_WITHIN.toSeconds()
                    + " seconds of its check", false);
        }
        Submission answer = telephony.place(dial.request());
        if (answer instanceof Submission.Rejected rejected && !rejected.countsAsAttempt()) {
            refusedForItself.putIfAbsent(organization, rejected);
            carrierBusyUntil.put(organization,
                    clock.instant().plus(rejected.retryAfterOr(AttemptResults.NOT_PLACED_RETRY)));
        }
        return answer;
    }

    /**
     * Whether to look for attempts past their deadline this round: a few times a minute, not every
     * round, since rounds run back to back under load.
     */
    private boolean deadlineCheckDue() {
        long now = System.nanoTime();
        long next = nextDeadlineCheck.get();
        return now - next >= 0 && nextDeadlineCheck.compareAndSet(next, now + settings.settleEvery().toNanos());
    }

    /**
     * Settles live attempts past their deadline: the carrier is asked for each, outside any unit of
     * work; those it reports ended are recorded, the others interrupted. Returns how many were.
     */
    private int settleOverdue() {
        Instant now = clock.instant();
        List<Attempt> overdue = transactions.inTransaction(() -> results.overdue(now, settings.batchSize()));
        if (overdue.isEmpty()) {
            return 0;
        }
        List<CallEvent.Ended> found = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (Attempt attempt : overdue) {
            Optional<CallEvent.Ended> end = fetch(attempt);
            end.ifPresentOrElse(found::add, () -> unknown.add(attempt.key()));
        }
        record Settled(List<CallOutcome> ended, int interrupted) {
        }
        Settled settled = transactions.inTransactionRetrying(ROUND_RETRIES, () -> new Settled(
                results.applyEnded(found, clock.instant()), results.interrupt(unknown, clock.instant())));
        settled.ended().forEach(events::callPlaced);
        repeat(settled.interrupted(), events::attemptInterrupted);
        return settled.interrupted();
    }

    private Optional<CallEvent.Ended> fetch(Attempt attempt) {
        try {
            return telephony.fetch(new PlacedCall(attempt.organizationId(), attempt.key(), attempt.providerCallId(),
                    attempt.to(), attempt.startedAt()));
        } catch (RuntimeException failed) {
            LOG.log(Logger.Level.WARNING, "Carrier could not be asked about attempt " + attempt.key() + ": "
                    + failed.getClass().getSimpleName());
            return Optional.empty();
        }
    }

    private static void repeat(int times, Runnable report) {
        for (int i = 0; i < times; i++) {
            report.run();
        }
    }
}
