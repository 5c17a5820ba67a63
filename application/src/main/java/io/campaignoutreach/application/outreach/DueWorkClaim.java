package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptTrail;
import io.campaignoutreach.domain.outreach.DialGate;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.schedule.CandidateZones;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The first step of an engine round, in one unit of work at one instant: due enrollments locked,
 * each one's turn taken, and every call the turn decides on put to the {@link DialGate} and, when
 * it passes, recorded as dialed with its trail. The carrier is asked only once this unit of work
 * has committed, right after it. Pacing: a campaign starts at most {@code outboundBatchSize} calls
 * a round and has at most {@code maxConcurrentCalls} live at once, across processes, so a round
 * claims only what it can dial now.
 */
public final class DueWorkClaim {

    /**
     * The period a number's calls are counted over for its daily cap: 24 hours, and the most a call
     * may wait between the gate and the carrier, so that the cap holds at the carrier's instant too.
     */
    private static final Duration CAP_PERIOD = Duration.ofDays(1).plus(DialingRules.SUBMIT_WITHIN);

    private final RoundReads reads;
    private final OutreachQueue queue;
    private final EnrollmentRepository enrollments;
    private final MessageRepository messages;
    private final TextRequests texts;
    private final EngineSettings settings;
    private final DialingRules dialing;
    private final CallingRules rules = CallingRules.standard();
    /**
     * Campaigns found at their {@code maxConcurrentCalls} in the last round, with that limit: left
     * out of the next claim while their live calls still reach it, so they cannot crowd out the due
     * work of other campaigns.
     */
    private final Map<CampaignId, Long> atConcurrencyLimit = new ConcurrentHashMap<>();

    public DueWorkClaim(RoundReads reads, OutreachQueue queue, EnrollmentRepository enrollments,
                        MessageRepository messages, TextRequests texts, EngineSettings settings,
                        DialingRules dialing) {
        this.reads = reads;
        this.queue = queue;
        this.enrollments = enrollments;
        this.messages = messages;
        this.texts = texts;
        this.settings = settings;
        this.dialing = dialing;
    }

    /**
     * What a claim decided: turns taken, calls dialed and the campaigns they are of (their redial
     * tracking is written after the claim, so that rounds of two threads do not queue on a campaign's
     * row: `scripts/bench engine`), and what to report once it is stored.
     */
    record Claimed(int turns, List<Dial> dials, Set<Campaign> dialedFor, int textsDecided, int refusedByConsent,
                   int refusedByWindow, int conflictingLocation, int deferredByGate) {
    }

    /**
     * Locks due enrollments (skipping those another process holds, and the {@code paused}
     * organizations' whose carrier is refusing calls), lets each take its turn, and records every call
     * the gate lets through as dialed by {@code owner} at {@code now}, from the organization's own
     * caller ID where its carrier has one ({@code accountCallerIds}), the server's otherwise; the
     * caller's unit of work.
     */
    Claimed claim(String owner, Instant now, Set<OrganizationId> paused,
                  Function<OrganizationId, Optional<PhoneNumber>> accountCallerIds) {
        Map<OrganizationId, PhoneNumber> callerIds = new HashMap<>();
        Function<OrganizationId, PhoneNumber> callerIdOf = organization -> callerIds.computeIfAbsent(organization,
                each -> accountCallerIds.apply(each).orElse(dialing.callerId()));
        Map<CampaignId, Integer> underway = queue.attemptsUnderway();
        Set<CampaignId> full = atConcurrencyLimit.entrySet().stream()
                .filter(limit -> underway.getOrDefault(limit.getKey(), 0) >= limit.getValue())
                .map(Map.Entry::getKey).collect(Collectors.toSet());
        atConcurrencyLimit.clear();
        List<Enrollment> due = queue.lockDue(now, settings.batchSize(), full, paused);
        if (due.isEmpty()) {
            return new Claimed(0, List.of(), Set.of(), 0, 0, 0, 0, 0);
        }
        RoundData data = reads.read(due, now.minus(CAP_PERIOD));
        Map<CampaignId, Room> room = new HashMap<>();
        List<Enrollment> changed = new ArrayList<>();
        List<DialRecord> dialed = new ArrayList<>();
        List<Dial> dials = new ArrayList<>();
        Set<Campaign> ranCampaigns = new LinkedHashSet<>();
        int refusedByConsent = 0;
        List<Message> decided = new ArrayList<>();
        int refusedByWindow = 0;
        int conflictingLocation = 0;
        int deferred = 0;
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
            CandidateZones whereabouts = RoundData.whereabouts(rules, customer.get());
            CallingWindow window = RoundData.window(rules, campaign.get(), whereabouts);
            Optional<Workflow> flow = data.flow(campaign.get());
            OutreachTurn.Turn turn = OutreachTurn.take(enrollment,
                    data.context(enrollment, campaign.get(), customer.get(), flow, window, runAttempts), now);
            if (whereabouts.conflicting()) {
                conflictingLocation++;
            }
            for (SmsType step : turn.texts()) {
                texts.request(step, campaign.get(), customer.get(), enrollment.id(), Map.of(), now)
                        .ifPresent(decided::add);
            }
            if (data.refusedByConsent(turn.enrollment(), campaign.get(), customer.get())) {
                refusedByConsent++;
            }
            if (!turn.dial()) {
                changed.add(turn.enrollment());
                if (turn.enrollment().isActive() && !window.isOpen(now)) {
                    refusedByWindow++;
                }
                continue;
            }
            DialGate.Answer answer = DialGate.check(now, window, dialing.minimumOpen(), campaign.get().startDate(),
                    numberFacts(data, customer.get(), whereabouts));
            if (answer instanceof DialGate.Answer.Deferred later) {
                changed.add(enrollment.defer(turn.enrollment().currentNodeId(), later.retryAt(), later.why(), now));
                deferred++;
                continue;
            }
            changed.add(turn.enrollment());
            if (flow.isEmpty()) {
                // A campaign with a workflow texts where its workflow's sms steps say, never twice.
                SmsType withCall = turn.enrollment().attempts() == 1 ? SmsType.FIRST_CONTACT : SmsType.REDIAL;
                texts.request(withCall, campaign.get(), customer.get(), enrollment.id(), Map.of(), now)
                        .ifPresent(decided::add);
            }
            ranCampaigns.add(campaign.get());
            room.put(campaign.get().id(), left.less());
            data.dialed(customer.get(), now);
            Attempt attempt = Attempt.start(enrollment.organizationId(), enrollment.campaignId(),
                    enrollment.customerId(), enrollment.id(), turn.enrollment().attempts(), customer.get().phone(),
                    callerIdOf.apply(enrollment.organizationId()), CallRecords.sourceOf(customer.get()), now);
            dialed.add(new DialRecord(attempt, new AttemptTrail(attempt.from().e164(), whereabouts.zones(),
                    whereabouts.states(), whereabouts.evidence(), CallingRules.tablesVersion(), now,
                    AttemptTrail.GATE_OPEN)));
            dials.add(new Dial(attempt, callAttempt(attempt, campaign.get(), customer.get()), now));
        }
        enrollments.updateAll(changed);
        queue.recordAttempts(dialed, owner, now.plus(dialing.callDeadline()));
        messages.add(decided);
        return new Claimed(changed.size(), dials, ranCampaigns, decided.size(), refusedByConsent, refusedByWindow,
                conflictingLocation, deferred);
    }

    private CallAttempt callAttempt(Attempt attempt, Campaign campaign, Customer customer) {
        DialerConfig dialer = campaign.dialing().dialerConfig();
        Map<String, String> variables = new HashMap<>();
        putPresent(variables, "firstName", customer.profile().text(CustomerField.FIRST_NAME));
        putPresent(variables, "lastName", customer.profile().text(CustomerField.LAST_NAME));
        putPresent(variables, "campaignName", campaign.profile().name());
        return new CallAttempt(attempt.key(), attempt.organizationId(), customer.phone(), attempt.from(),
                attempt.number(), !campaign.links().transferConfigIds().isEmpty(),
                dialer != null && dialer.voicemailDetectionEnabled(), variables);
    }

    private static void putPresent(Map<String, String> values, String name, String value) {
        if (value != null && !value.isBlank()) {
            values.put(name, value);
        }
    }

    /** The number's calls with the cap for where the customer may be: the operator's, or a stricter state's. */
    private DialGate.NumberFacts numberFacts(RoundData data, Customer customer, CandidateZones whereabouts) {
        NumberActivity activity = data.activity(customer);
        int cap = Math.min(dialing.callsPerNumberPerDay(),
                rules.caps().capFor(whereabouts.states()).orElse(Integer.MAX_VALUE));
        return new DialGate.NumberFacts(activity.live(), activity.callsSince(), activity.oldestSince(), cap,
                CAP_PERIOD);
    }

    /** What a campaign may still start this round: by its batch size, and by its live calls. */
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
}
