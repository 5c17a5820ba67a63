package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The outreach engine: takes due enrollments, decides each one's next step, places the calls that
 * are due and records what came of them. One round runs in three steps:
 * <ol>
 *   <li>in one unit of work, due enrollments are locked (skipping those another process holds),
 *       each takes its turn ({@link OutreachTurn}), and every call to place is recorded as an
 *       attempt with a lease before any carrier is asked;</li>
 *   <li>the calls are placed, each under its attempt's key, while the leases are renewed;</li>
 *   <li>in one unit of work, the calls are stored and each enrollment moves on.</li>
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
    private final EnrollmentRepository enrollments;
    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final WorkflowRepository workflows;
    private final CallRepository calls;
    private final AgentHandOver agents;
    private final Telephony telephony;
    private final Clock clock;
    private final IdGenerator ids;
    private final EngineSettings settings;
    private final OutreachEvents events;
    private final CallingRules rules = CallingRules.standard();
    /**
     * Campaigns found at their {@code maxConcurrentCalls} in the last round, with that limit: left
     * out of the next claim while their calls underway still reach it, so they cannot crowd out the
     * due work of other campaigns.
     */
    private final Map<CampaignId, Long> atConcurrencyLimit = new ConcurrentHashMap<>();
    /** When this engine next looks for attempts whose lease ran out (System.nanoTime). */
    private final AtomicLong nextExpiryCheck = new AtomicLong(System.nanoTime());

    public OutreachEngine(TransactionRunner transactions, OutreachQueue queue, EnrollmentRepository enrollments,
                          CampaignRepository campaigns, CustomerRepository customers, WorkflowRepository workflows,
                          CallRepository calls, AgentHandOver agents, Telephony telephony, Clock clock,
                          IdGenerator ids, EngineSettings settings, OutreachEvents events) {
        this.transactions = transactions;
        this.queue = queue;
        this.enrollments = enrollments;
        this.campaigns = campaigns;
        this.customers = customers;
        this.workflows = workflows;
        this.calls = calls;
        this.agents = agents;
        this.telephony = telephony;
        this.clock = clock;
        this.ids = ids;
        this.settings = settings;
        this.events = events;
    }

    /** What one round did: enrollments that took a turn, calls placed, attempts found interrupted. */
    public record Round(int turns, int calls, int interrupted) {
        public boolean idle() {
            return turns == 0 && interrupted == 0;
        }
    }

    /** A call to place: the attempt as recorded, what the carrier is asked, and what to record after. */
    private record Dial(Attempt attempt, CallAttempt request, Customer customer, Campaign campaign,
                        List<Attempt> earlier) {
    }

    /** What a claim decided: turns taken, calls to place, and what to report once it is stored. */
    private record Claimed(int turns, List<Dial> dials, int smsNotSent, int refusedByWindow) {
    }

    /**
     * Runs one round as {@code owner} (a name unique to the calling worker), placing calls on
     * {@code dialer} and waiting for them all.
     */
    public Round runOnce(String owner, Executor dialer) {
        int interrupted = expiryCheckDue() ? markInterrupted() : 0;
        Claimed claimed = transactions.inTransactionRetrying(ROUND_RETRIES, () -> claim(owner, clock.instant()));
        // Reported once stored: a unit of work that is retried would otherwise count twice.
        for (int i = 0; i < claimed.smsNotSent(); i++) {
            events.smsNotSent();
        }
        for (int i = 0; i < claimed.refusedByWindow(); i++) {
            events.refusedByWindow();
        }
        if (claimed.dials().isEmpty()) {
            return new Round(claimed.turns(), 0, interrupted);
        }
        Map<Dial, CallResult> results = place(claimed.dials(), owner, dialer);
        transactions.inTransactionRetrying(ROUND_RETRIES, () -> record(results, clock.instant()));
        results.values().forEach(result -> {
            if (result == null) {
                events.attemptInterrupted();
            } else {
                events.callPlaced(result.outcome());
            }
        });
        return new Round(claimed.turns(), results.size(), interrupted);
    }

    private Claimed claim(String owner, Instant now) {
        Map<CampaignId, Integer> underway = queue.attemptsUnderway();
        Set<CampaignId> full = atConcurrencyLimit.entrySet().stream()
                .filter(limit -> underway.getOrDefault(limit.getKey(), 0) >= limit.getValue())
                .map(Map.Entry::getKey).collect(Collectors.toSet());
        atConcurrencyLimit.clear();
        List<Enrollment> due = queue.lockDue(now, settings.batchSize(), full);
        if (due.isEmpty()) {
            return new Claimed(0, List.of(), 0, 0);
        }
        RoundData data = RoundData.read(due, campaigns, customers, workflows, queue);
        Map<CampaignId, Room> room = new HashMap<>();
        List<Enrollment> changed = new ArrayList<>();
        List<Dial> dials = new ArrayList<>();
        int smsNotSent = 0;
        int refusedByWindow = 0;
        for (Enrollment enrollment : due) {
            Optional<Campaign> campaign = data.campaign(enrollment);
            Optional<Customer> customer = data.customer(enrollment);
            if (campaign.isEmpty()) {
                changed.add(enrollment.park(now));
                continue;
            }
            if (customer.isEmpty()) {
                changed.add(enrollment.finish(EnrollmentStatus.SKIPPED, "the customer no longer exists", now));
                continue;
            }
            Room left = room.computeIfAbsent(campaign.get().id(), id -> Room.of(campaign.get(), underway));
            if (!left.hasRoom()) {
                if (left.concurrent() <= 0) {
                    atConcurrencyLimit.put(campaign.get().id(), campaign.get().dialing().maxConcurrentCalls());
                }
                continue;
            }
            List<Attempt> runAttempts = data.runAttempts(enrollment);
            CallingWindow window = RoundData.window(rules, campaign.get(), customer.get());
            Optional<Workflow> flow = data.flow(campaign.get());
            OutreachTurn.Turn turn = OutreachTurn.take(enrollment,
                    RoundData.context(enrollment, campaign.get(), customer.get(), flow, window, runAttempts), now);
            changed.add(turn.enrollment());
            smsNotSent += turn.smsNotSent().size();
            if (turn.dial()) {
                room.put(campaign.get().id(), left.less());
                dials.add(dial(turn.enrollment(), campaign.get(), customer.get(), runAttempts, now));
            } else if (turn.enrollment().isActive() && !window.isOpen(now)) {
                refusedByWindow++;
            }
        }
        enrollments.updateAll(changed);
        queue.recordAttempts(dials.stream().map(Dial::attempt).toList(), owner, now.plus(settings.lease()));
        return new Claimed(changed.size(), dials, smsNotSent, refusedByWindow);
    }

    /** What a campaign may still start this round: by its batch size, and by its calls underway. */
    private record Room(long round, long concurrent) {
        static Room of(Campaign campaign, Map<CampaignId, Integer> underway) {
            long perRound = campaign.dialing().outboundBatchSize() > 0 ? campaign.dialing().outboundBatchSize()
                    : Long.MAX_VALUE;
            Long limit = campaign.dialing().maxConcurrentCalls();
            long free = limit == null ? Long.MAX_VALUE : limit - underway.getOrDefault(campaign.id(), 0);
            return new Room(perRound, free);
        }

        boolean hasRoom() {
            return round > 0 && concurrent > 0;
        }

        Room less() {
            return new Room(round - 1, concurrent - 1);
        }
    }

    private static Dial dial(Enrollment started, Campaign campaign, Customer customer, List<Attempt> runAttempts,
                             Instant now) {
        Attempt attempt = Attempt.start(started.organizationId(), started.campaignId(), started.customerId(),
                started.id(), started.attempts(), now);
        CallAttempt request = new CallAttempt(attempt.key(), customer.phone(), null, attempt.number(),
                !campaign.links().transferConfigIds().isEmpty());
        return new Dial(attempt, request, customer, campaign, runAttempts);
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
        Map<Dial, CallResult> results = new HashMap<>();
        underway.forEach((d, call) -> results.put(d, call.isDone() && !call.isCompletedExceptionally()
                ? call.join() : null));
        return results;
    }

    private Void record(Map<Dial, CallResult> results, Instant now) {
        Map<EnrollmentId, Enrollment> locked = queue.lock(results.keySet().stream()
                .map(d -> d.attempt().enrollmentId()).toList()).stream()
                .collect(Collectors.toMap(Enrollment::id, Function.identity()));
        List<Call> placed = new ArrayList<>();
        List<Attempt> attempts = new ArrayList<>();
        List<Enrollment> changed = new ArrayList<>();
        Set<Customer> optedOut = new HashSet<>();
        Map<CampaignId, Campaign> ranCampaigns = new HashMap<>();
        Map<CampaignId, Optional<Workflow>> flows = new HashMap<>();
        results.forEach((dial, result) -> {
            Enrollment enrollment = locked.get(dial.attempt().enrollmentId());
            if (result == null) {
                attempts.add(dial.attempt().interrupted());
                if (enrollment != null && enrollment.status() == EnrollmentStatus.IN_PROGRESS
                        && !enrollment.reviewRequired()) {
                    changed.add(enrollment.interrupt(now));
                }
                return;
            }
            Call call = CallRecords.of(ids.newId(), dial.attempt(), dial.customer(), result, dial.earlier().isEmpty());
            placed.add(call);
            Attempt done = dial.attempt().placed(call.id(), result.outcome(), CallRecords.talkSeconds(result));
            attempts.add(done);
            if (result.outcome() == CallOutcome.DNC_REQUESTED) {
                optedOut.add(dial.customer());
            }
            if (call.isTransferred()) {
                agents.handOver(dial.campaign(), call.transfer().transferredAt());
            }
            ranCampaigns.put(dial.campaign().id(), dial.campaign());
            if (enrollment != null) {
                List<Attempt> run = new ArrayList<>(dial.earlier());
                run.add(done);
                Optional<Workflow> flow = flows.computeIfAbsent(dial.campaign().id(),
                        id -> RoundData.flowOf(workflows, dial.campaign()));
                Enrollment after = OutreachTurn.afterCall(enrollment, flow, result.outcome(),
                        RoundData.verdict(dial.campaign(), run), now);
                if (after != enrollment) {
                    changed.add(after);
                }
            }
        });
        calls.insertAll(placed);
        enrollments.updateAll(changed);
        queue.updateAttempts(attempts);
        optOut(optedOut, now);
        // Messaging does not exist yet, so a run sends no SMS.
        ranCampaigns.values().forEach(campaign -> campaigns.recordRedialRun(campaign.organizationId(), campaign.id(),
                new RedialTracking(0, now)));
        return null;
    }

    /** Customers who asked during a call not to be called are marked {@code doNotCall}, as they are now. */
    private void optOut(Collection<Customer> asked, Instant now) {
        asked.stream().collect(Collectors.groupingBy(Customer::organizationId)).forEach((organization, its) ->
                customers.findByIds(organization, its.stream().map(Customer::id).toList()).forEach(customer -> {
                    Customer optedOut = customer.optOutOfCalls(now);
                    if (optedOut != customer) {
                        customers.update(optedOut, customer.version());
                    }
                }));
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

    /**
     * Marks attempts whose lease ran out as interrupted, and their enrollments as needing review.
     * Returns how many.
     */
    private int markInterrupted() {
        int marked = transactions.inTransactionRetrying(ROUND_RETRIES, () -> {
            Instant now = clock.instant();
            List<Attempt> expired = queue.lockExpired(now, settings.batchSize());
            if (expired.isEmpty()) {
                return 0;
            }
            List<Enrollment> changed = queue.lock(expired.stream().map(Attempt::enrollmentId).toList()).stream()
                    .filter(e -> e.status() == EnrollmentStatus.IN_PROGRESS && !e.reviewRequired())
                    .map(e -> e.interrupt(now))
                    .toList();
            enrollments.updateAll(changed);
            queue.updateAttempts(expired.stream().map(Attempt::interrupted).toList());
            return expired.size();
        });
        for (int i = 0; i < marked; i++) {
            events.attemptInterrupted();
        }
        return marked;
    }
}
