package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.OutreachTurn;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The last step of an engine round: what came of each attempt is stored, calls placed with their
 * enrollments' next step, customers who asked not to be called marked so and their numbers
 * suppressed, and attempts whose lease
 * ran out marked interrupted, their enrollments set aside for review.
 */
public final class AttemptResults {

    private final OutreachQueue queue;
    private final EnrollmentRepository enrollments;
    private final CallRepository calls;
    private final CampaignRepository campaigns;
    private final CallOptOuts optOuts;
    private final WorkflowRepository workflows;
    private final AgentHandOver agents;
    private final IdGenerator ids;

    public AttemptResults(OutreachQueue queue, EnrollmentRepository enrollments, CallRepository calls,
                          CampaignRepository campaigns, CallOptOuts optOuts, WorkflowRepository workflows,
                          AgentHandOver agents, IdGenerator ids) {
        this.queue = queue;
        this.enrollments = enrollments;
        this.calls = calls;
        this.campaigns = campaigns;
        this.optOuts = optOuts;
        this.workflows = workflows;
        this.agents = agents;
        this.ids = ids;
    }

    /**
     * Stores the calls placed and moves each enrollment on; the caller's unit of work. A result
     * moves its enrollment only while the enrollment is still on that attempt: otherwise it belongs
     * to a run that was restarted or closed, and only the attempt and its call are stored.
     */
    Void record(Map<Dial, CallResult> results, Instant now) {
        Map<EnrollmentId, Enrollment> locked = queue.lock(results.keySet().stream()
                .map(d -> d.attempt().enrollmentId()).toList()).stream()
                .collect(Collectors.toMap(Enrollment::id, Function.identity()));
        List<Call> placed = new ArrayList<>();
        List<Attempt> attempts = new ArrayList<>();
        List<Enrollment> changed = new ArrayList<>();
        List<Dial> optedOut = new ArrayList<>();
        Map<CampaignId, Campaign> ranCampaigns = new HashMap<>();
        Map<CampaignId, Optional<Workflow>> flows = new HashMap<>();
        results.forEach((dial, result) -> {
            Enrollment enrollment = Optional.ofNullable(locked.get(dial.attempt().enrollmentId()))
                    .filter(e -> e.isOnAttempt(dial.attempt().number())).orElse(null);
            if (result == null) {
                attempts.add(dial.attempt().interrupted());
                if (enrollment != null && !enrollment.reviewRequired()) {
                    changed.add(enrollment.interrupt(now));
                }
                return;
            }
            Call call = CallRecords.of(ids.newId(), dial.attempt(), dial.customer(), result, dial.earlier().isEmpty());
            placed.add(call);
            Attempt done = dial.attempt().placed(call.id(), result.outcome(), CallRecords.talkSeconds(result));
            attempts.add(done);
            if (result.outcome() == CallOutcome.DNC_REQUESTED) {
                optedOut.add(dial);
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
        optOuts.record(optedOut, now);
        // Messaging does not exist yet, so a run sends no SMS.
        ranCampaigns.values().forEach(campaign -> campaigns.recordRedialRun(campaign.organizationId(), campaign.id(),
                new RedialTracking(0, now)));
        return null;
    }

    /**
     * Marks attempts whose lease ran out as interrupted, and their enrollments, when still on that
     * attempt, as needing review;
     * the caller's unit of work. Returns how many, at most {@code batchSize}.
     */
    int interruptExpired(Instant now, int batchSize) {
        List<Attempt> expired = queue.lockExpired(now, batchSize);
        if (expired.isEmpty()) {
            return 0;
        }
        Map<EnrollmentId, Integer> numbers = expired.stream()
                .collect(Collectors.toMap(Attempt::enrollmentId, Attempt::number, Math::max));
        List<Enrollment> changed = queue.lock(numbers.keySet()).stream()
                .filter(e -> e.isOnAttempt(numbers.get(e.id())) && !e.reviewRequired())
                .map(e -> e.interrupt(now))
                .toList();
        enrollments.updateAll(changed);
        queue.updateAttempts(expired.stream().map(Attempt::interrupted).toList());
        return expired.size();
    }
}
