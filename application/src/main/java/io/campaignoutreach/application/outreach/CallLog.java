package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** Where the engine's calls are written: new calls from their attempts, and analyses that follow them. */
public final class CallLog {

    private final CallRepository calls;
    private final InquiryRepository inquiries;
    private final IdGenerator ids;

    public CallLog(CallRepository calls, InquiryRepository inquiries, IdGenerator ids) {
        this.calls = calls;
        this.inquiries = inquiries;
        this.ids = ids;
    }

    /** The call an ended attempt leaves, not yet stored. */
    Call newCall(Attempt attempt, CallResult result, boolean firstOfRun) {
        return CallRecords.of(ids.newId(), attempt, result, firstOfRun);
    }

    void storeAll(Collection<Call> placed) {
        calls.insertAll(placed);
    }

    /**
     * Links to each of these recorded calls the inquiries its voice agent recorded during it (by a tool call, on
     * its enrollment, since it started), which could not name the call while it was underway. Run when the voice
     * platform's report of the call arrives, since only voice platforms call tools: a carrier without one costs
     * the engine no look-up (benchmark: engine).
     */
    void linkAgentInquiries(Collection<Attempt> reported) {
        reported.stream().collect(Collectors.groupingBy(Attempt::organizationId)).forEach((organization, its) -> {
            Map<EnrollmentId, Attempt> byEnrollment = new HashMap<>();
            its.forEach(attempt -> byEnrollment.put(attempt.enrollmentId(), attempt));
            for (Inquiry inquiry : inquiries.findOpenByEnrollments(organization, byEnrollment.keySet())) {
                Attempt attempt = byEnrollment.get(inquiry.enrollmentId());
                if (inquiry.toolCallId() != null && inquiry.callId() == null
                        && !inquiry.createdAt().isBefore(attempt.startedAt())) {
                    inquiries.update(inquiry.raisedOn(attempt.callId()), inquiry.version());
                }
            }
        });
    }

    /** Adds what the voice platform made of a stored call. */
    void recordAnalysis(OrganizationId organizationId, CallId callId, CallEvent.Analysis analysis) {
        calls.recordAnalysis(organizationId, callId, analysis.summary(), analysis.transcript(),
                analysis.successEvaluation(), CallRecords.costInDollars(analysis));
    }
}
