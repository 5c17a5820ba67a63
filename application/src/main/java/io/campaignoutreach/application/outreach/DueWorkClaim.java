package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.schedule.CandidateZones;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The first step of an engine round: due enrollments locked, each one's turn taken and every call
 * to place recorded as an attempt with a lease, in the caller's unit of work, before any carrier is
 * asked. Pacing: a campaign starts at most {@code outboundBatchSize} calls a round and has at most
 * {@code maxConcurrentCalls} underway at once, across processes.
 */
public final class DueWorkClaim {

    private final OutreachQueue queue;
    private final EnrollmentRepository enrollments;
    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final SuppressionRepository suppressions;
    private final WorkflowRepository workflows;
    private final EngineSettings settings;
    private final CallingRules rules = CallingRules.standard();
    /**
     * Campaigns found at their {@code maxConcurrentCalls} in the last round, with that limit: left
     * out of the next claim while their calls underway still reach it, so they cannot crowd out the
     * due work of other campaigns.
     */
    private final Map<CampaignId, Long> atConcurrencyLimit = new ConcurrentHashMap<>();

    public DueWorkClaim(OutreachQueue queue, EnrollmentRepository enrollments, CampaignRepository campaigns,
                        CustomerRepository customers, SuppressionRepository suppressions, WorkflowRepository workflows,
                        EngineSettings settings) {
        this.queue = queue;
        this.enrollments = enrollments;
        this.campaigns = campaigns;
        this.customers = customers;
        this.suppressions = suppressions;
        this.workflows = workflows;
        this.settings = settings;
    }

    /** What a claim decided: turns taken, calls to place, and what to report once it is stored. */
    record Claimed(int turns, List<Dial> dials, int smsNotSent, int refusedByWindow, int conflictingLocation) {
    }

    /**
     * Locks due enrollments (skipping those another process holds), lets each take its turn, and
     * records every call to place as an attempt leased to {@code owner}; the caller's unit of work.
     */
    Claimed claim(String owner, Instant now) {
        Map<CampaignId, Integer> underway = queue.attemptsUnderway();
        Set<CampaignId> full = atConcurrencyLimit.entrySet().stream()
                .filter(limit -> underway.getOrDefault(limit.getKey(), 0) >= limit.getValue())
                .map(Map.Entry::getKey).collect(Collectors.toSet());
        atConcurrencyLimit.clear();
        List<Enrollment> due = queue.lockDue(now, settings.batchSize(), full);
        if (due.isEmpty()) {
            return new Claimed(0, List.of(), 0, 0, 0);
        }
        RoundData data = RoundData.read(due, campaigns, customers, suppressions, workflows, queue);
        Map<CampaignId, Room> room = new HashMap<>();
        List<Enrollment> changed = new ArrayList<>();
        List<Dial> dials = new ArrayList<>();
        int smsNotSent = 0;
        int refusedByWindow = 0;
        int conflictingLocation = 0;
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
            changed.add(turn.enrollment());
            if (whereabouts.conflicting()) {
                conflictingLocation++;
            }
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
        return new Claimed(changed.size(), dials, smsNotSent, refusedByWindow, conflictingLocation);
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
}
