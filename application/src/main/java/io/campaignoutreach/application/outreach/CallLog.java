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

    /**
     * Stores the calls, and links to each the inquiries a voice agent recorded during it (by a tool call, on its
     * enrollment, since it started), which could not name the call while it was underway.
     */
    void storeAll(Collection<Call> placed) {
        calls.insertAll(placed);
        placed.stream().collect(Collectors.groupingBy(Call::organizationId)).forEach((organization, its) -> {
            Map<EnrollmentId, Call> byEnrollment = new HashMap<>();
            its.stream().filter(call -> call.enrollmentId() != null)
                    .forEach(call -> byEnrollment.put(call.enrollmentId(), call));
            if (byEnrollment.isEmpty()) {
                return;
            }
            for (Inquiry inquiry : inquiries.findOpenByEnrollments(organization, byEnrollment.keySet())) {
                Call call = byEnrollment.get(inquiry.enrollmentId());
                if (inquiry.toolCallId() != null && inquiry.callId() == null
                        && !inquiry.createdAt().isBefore(call.createdAt())) {
                    inquiries.update(inquiry.raisedOn(call.id()), inquiry.version());
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
