package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What becomes of an attempt after it is dialed, each step in the caller's unit of work with the
 * attempts locked: the carrier's answer to the submission, its progress, the call's end (the call
 * stored, the enrollment moved on, a customer who asked not to be called marked so and the number
 * suppressed), and for an attempt with no end by its deadline, interruption and review. Every step
 * looks at the attempt's state first, so an event that comes twice, late or out of order changes
 * nothing it should not.
 */
public final class AttemptResults {

    /** How soon a call the carrier refused without placing it is tried again. */
    static final Duration NOT_PLACED_RETRY = Duration.ofMinutes(1);

    private final OutreachQueue queue;
    private final EnrollmentRepository enrollments;
    private final CampaignRepository campaigns;
    private final WorkflowRepository workflows;
    private final CallOptOuts optOuts;
    private final AgentHandOver agents;
    private final CallLog callLog;
    private final CallTexts texts;

    public AttemptResults(OutreachQueue queue, EnrollmentRepository enrollments, CampaignRepository campaigns,
                          WorkflowRepository workflows, CallOptOuts optOuts, AgentHandOver agents, CallLog callLog,
                          CallTexts texts) {
        this.texts = texts;
        this.queue = queue;
        this.enrollments = enrollments;
        this.campaigns = campaigns;
        this.workflows = workflows;
        this.optOuts = optOuts;
        this.agents = agents;
        this.callLog = callLog;
    }

    /**
     * The carrier's ids of the round's accepted calls, each recorded unless the attempt has one
     * already (its end came first); the caller's unit of work, which may end without waiting for
     * the disk: an id lost in a crash is learned again from the call's events or its fetch by key.
     */
    Void recordAcceptances(Map<Dial, Submission> answers) {
        Map<String, String> accepted = new LinkedHashMap<>();
        answers.forEach((dial, answer) -> {
            if (answer instanceof Submission.Accepted acceptance) {
                accepted.put(dial.attempt().key(), acceptance.providerCallId());
            }
        });
        // Benchmark "engine": one statement for the round's acceptances rather than a lock and an update each.
        queue.recordAcceptances(accepted);
        return null;
    }

    /**
     * The carrier's refusals among the round's answers: one about the number ends the attempt as a
     * failed call; one about the carrier (or a call not sent in time) puts the enrollment back to be
     * tried again, not counting the attempt. Acceptances and unknown answers change nothing here.
     * Returns the calls that ended, by outcome; the caller's unit of work.
     */
    List<CallOutcome> recordRefusals(Map<Dial, Submission> answers, Instant now) {
        List<CallEvent.Ended> failed = new ArrayList<>();
        Map<String, Submission.Rejected> notPlaced = new LinkedHashMap<>();
        answers.forEach((dial, answer) -> {
            String key = dial.attempt().key();
            if (answer instanceof Submission.Rejected rejected && rejected.countsAsAttempt()) {
                failed.add(new CallEvent.Ended(key, null, new CallResult(CallOutcome.FAILED, 0, 0, rejected.reason()),
                        null, null, now));
            } else if (answer instanceof Submission.Rejected rejected) {
                notPlaced.put(key, rejected);
            }
        });
        notPlaced(notPlaced, now);
        return applyEnded(failed, now);
    }

    private void notPlaced(Map<String, Submission.Rejected> refusals, Instant now) {
        if (refusals.isEmpty()) {
            return;
        }
        List<Attempt> refused = lockByKey(refusals.keySet()).values().stream().filter(Attempt::isLive).toList();
        Map<EnrollmentId, Enrollment> theirs = lockEnrollments(refused);
        List<Enrollment> changed = new ArrayList<>();
        for (Attempt attempt : refused) {
            Enrollment enrollment = theirs.get(attempt.enrollmentId());
            if (enrollment != null && enrollment.isOnAttempt(attempt.number()) && !enrollment.reviewRequired()) {
                Submission.Rejected refusal = refusals.get(attempt.key());
                changed.add(enrollment.attemptNotPlaced(now.plus(refusal.retryAfterOr(NOT_PLACED_RETRY)),
                        "the carrier did not place the call: " + refusal.reason(), now));
            }
        }
        enrollments.updateAll(changed);
        queue.updateAttempts(refused.stream().map(Attempt::notPlaced).toList());
    }

    /** Progress of live calls; one that is over, or an earlier stage than known, changes nothing. */
    void applyProgress(List<CallEvent.Progress> progress) {
        if (progress.isEmpty()) {
            return;
        }
        Map<String, Attempt> locked = lockByKey(progress.stream().map(CallEvent::attemptKey).toList());
        Map<String, Attempt> changed = new LinkedHashMap<>();
        for (CallEvent.Progress event : progress) {
            Attempt current = changed.getOrDefault(event.attemptKey(), locked.get(event.attemptKey()));
            if (current != null) {
                Attempt next = current.progressed(event.stage(), event.providerCallId());
                if (next != current) {
                    changed.put(next.key(), next);
                }
            }
        }
        queue.updateAttempts(changed.values());
    }

    /**
     * Analyses of calls: added to the call once it is stored, and an appointment one reports gets the
     * campaign's texts about it ({@link CallTexts#afterBookings}). Returns those whose call has not
     * ended yet, to be delivered again; one for an attempt unknown, interrupted or not placed is dropped.
     */
    /** Of {@code events}, those of {@code organizationId}'s calls; the calls' attempts are locked. */
    List<CallEvent> ofOrganization(OrganizationId organizationId, List<CallEvent> events) {
        Map<String, Attempt> locked = lockByKey(events.stream().map(CallEvent::attemptKey).distinct().toList());
        return events.stream().filter(event -> Optional.ofNullable(locked.get(event.attemptKey()))
                .filter(attempt -> attempt.organizationId().equals(organizationId)).isPresent()).toList();
    }

    List<CallEvent> applyAnalysis(List<CallEvent.Analysis> analyses, Instant now) {
        if (analyses.isEmpty()) {
            return List.of();
        }
        Map<String, Attempt> locked = lockByKey(analyses.stream().map(CallEvent::attemptKey).toList());
        List<CallEvent> notYet = new ArrayList<>();
        Map<Attempt, Instant> booked = new LinkedHashMap<>();
        List<Attempt> reported = new ArrayList<>();
        for (CallEvent.Analysis analysis : analyses) {
            Attempt attempt = locked.get(analysis.attemptKey());
            if (attempt == null) {
                continue;
            }
            if (attempt.isLive()) {
                notYet.add(analysis);
            } else if (attempt.state() == AttemptState.PLACED) {
                callLog.recordAnalysis(attempt.organizationId(), attempt.callId(), analysis);
                reported.add(attempt);
                if (analysis.appointmentAt() != null) {
                    booked.put(attempt, analysis.appointmentAt());
                }
            }
        }
        callLog.linkAgentInquiries(reported);
        if (!booked.isEmpty()) {
            texts.afterBookings(campaignsOf(booked.keySet()), booked, now);
        }
        return notYet;
    }

    /**
     * Ends of calls: the call stored with the dial instant as its time, the attempt placed, and the
     * enrollment moved on while it is still on that attempt (an interrupted attempt's late end
     * settles its review). A {@code dnc_requested} marks the customer and suppresses the number
     * whatever else happens. An end for an attempt already ended changes nothing. Returns the
     * outcomes stored.
     */
    List<CallOutcome> applyEnded(List<CallEvent.Ended> ended, Instant now) {
        if (ended.isEmpty()) {
            return List.of();
        }
        Map<String, Attempt> locked = lockByKey(ended.stream().map(CallEvent::attemptKey).toList());
        Map<String, CallEvent.Ended> toApply = new LinkedHashMap<>();
        for (CallEvent.Ended event : ended) {
            Attempt attempt = locked.get(event.attemptKey());
            if (attempt != null && (attempt.isLive() || attempt.state() == AttemptState.INTERRUPTED)) {
                toApply.putIfAbsent(event.attemptKey(), event);
            }
        }
        if (toApply.isEmpty()) {
            return List.of();
        }
        List<Attempt> endedAttempts = toApply.keySet().stream().map(locked::get).toList();
        Map<EnrollmentId, Enrollment> theirs = lockEnrollments(endedAttempts);
        Map<EnrollmentId, List<Attempt>> history = queue.attemptsOf(theirs.keySet());
        Map<CampaignId, Campaign> ranCampaigns = campaignsOf(endedAttempts);
        Map<CampaignId, Optional<Workflow>> flows = new HashMap<>();
        List<Call> placed = new ArrayList<>();
        List<Attempt> done = new ArrayList<>();
        List<Enrollment> changed = new ArrayList<>();
        List<Attempt> optedOut = new ArrayList<>();
        List<CallOutcome> outcomes = new ArrayList<>();
        List<CallTexts.Ended> forTexts = new ArrayList<>();
        for (Attempt attempt : endedAttempts) {
            CallEvent.Ended event = toApply.get(attempt.key());
            CallResult result = event.result();
            Enrollment enrollment = Optional.ofNullable(theirs.get(attempt.enrollmentId()))
                    .filter(e -> e.isOnAttempt(attempt.number())).orElse(null);
            List<Attempt> run = enrollment == null ? List.of() : runBefore(history.get(attempt.enrollmentId()),
                    enrollment, attempt);
            Call call = callLog.newCall(attempt, result, run.isEmpty());
            placed.add(call);
            Attempt stored = attempt.placed(call.id(), result.outcome(), CallRecords.talkSeconds(result),
                    event.providerCallId());
            done.add(stored);
            outcomes.add(result.outcome());
            if (result.outcome() == CallOutcome.DNC_REQUESTED) {
                optedOut.add(attempt);
            }
            Campaign campaign = ranCampaigns.get(attempt.campaignId());
            if (campaign != null && call.isTransferred()) {
                agents.handOver(campaign, call.transfer().transferredAt());
            }
            if (enrollment != null && campaign != null) {
                forTexts.add(new CallTexts.Ended(campaign, attempt, result.outcome(), run));
                List<Attempt> withThis = new ArrayList<>(run);
                withThis.add(stored);
                Optional<Workflow> flow = flows.computeIfAbsent(campaign.id(),
                        id -> RoundData.flowOf(workflows, campaign));
                Enrollment after = OutreachTurn.afterCall(enrollment.reviewResolved(now), flow, result.outcome(),
                        RoundData.verdict(campaign, withThis), now);
                if (after != enrollment) {
                    changed.add(after);
                }
            }
        }
        callLog.storeAll(placed);
        enrollments.updateAll(changed);
        queue.updateAttempts(done);
        optOuts.record(optedOut, now);
        texts.afterCalls(forTexts, now);
        return outcomes;
    }

    /** Live attempts past their deadline, the most overdue first, at most {@code limit}. */
    List<Attempt> overdue(Instant now, int limit) {
        return queue.overdue(now, limit);
    }

    /**
     * Live attempts whose deadline passed and of which the carrier could say nothing: interrupted,
     * and their enrollments, when still on them, set aside for review. Returns how many.
     */
    int interrupt(Collection<String> overdueKeys, Instant now) {
        List<Attempt> live = lockByKey(overdueKeys).values().stream().filter(Attempt::isLive).toList();
        if (live.isEmpty()) {
            return 0;
        }
        List<Enrollment> changed = lockEnrollments(live).values().stream()
                .filter(e -> live.stream().anyMatch(a -> a.enrollmentId().equals(e.id()) && e.isOnAttempt(a.number()))
                        && !e.reviewRequired())
                .map(e -> e.interrupt(now))
                .toList();
        enrollments.updateAll(changed);
        queue.updateAttempts(live.stream().map(Attempt::interrupted).toList());
        return live.size();
    }

    /** The dialed attempts of the enrollment's run before {@code attempt}, oldest first. */
    private static List<Attempt> runBefore(List<Attempt> all, Enrollment enrollment, Attempt attempt) {
        return (all == null ? List.<Attempt>of() : all).stream()
                .filter(a -> a.number() < attempt.number() && a.state().dialed()
                        && !a.startedAt().isBefore(enrollment.agenda().runStartedAt()))
                .toList();
    }

    private Map<String, Attempt> lockByKey(Collection<String> keys) {
        return queue.lockAttempts(keys.stream().distinct().toList()).stream()
                .collect(Collectors.toMap(Attempt::key, Function.identity()));
    }

    private Map<EnrollmentId, Enrollment> lockEnrollments(Collection<Attempt> attempts) {
        return queue.lock(attempts.stream().map(Attempt::enrollmentId).distinct().toList()).stream()
                .collect(Collectors.toMap(Enrollment::id, Function.identity()));
    }

    private Map<CampaignId, Campaign> campaignsOf(Collection<Attempt> attempts) {
        Map<CampaignId, Campaign> found = new HashMap<>();
        byOrganization(attempts, Attempt::campaignId).forEach((organization, ids) ->
                campaigns.findByIds(organization, ids).forEach(c -> found.put(c.id(), c)));
        return found;
    }

    private static <T> Map<OrganizationId, List<T>> byOrganization(Collection<Attempt> attempts,
                                                                   Function<Attempt, T> id) {
        return attempts.stream().collect(Collectors.groupingBy(Attempt::organizationId,
                Collectors.mapping(id, Collectors.collectingAndThen(Collectors.toSet(), List::copyOf))));
    }
}
