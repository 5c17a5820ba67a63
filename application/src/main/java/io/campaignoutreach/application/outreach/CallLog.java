package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import java.util.Collection;

/** Where the engine's calls are written: new calls from their attempts, and analyses that follow them. */
public final class CallLog {

    private final CallRepository calls;
    private final IdGenerator ids;

    public CallLog(CallRepository calls, IdGenerator ids) {
        this.calls = calls;
        this.ids = ids;
    }

    /** The call an ended attempt leaves, not yet stored. */
    Call newCall(Attempt attempt, CallResult result, boolean firstOfRun) {
        return CallRecords.of(ids.newId(), attempt, result, firstOfRun);
    }

    void storeAll(Collection<Call> placed) {
        calls.insertAll(placed);
    }

    /** Adds what the voice platform made of a stored call. */
    void recordAnalysis(OrganizationId organizationId, CallId callId, CallEvent.Analysis analysis) {
        calls.recordAnalysis(organizationId, callId, analysis.summary(), analysis.transcript(),
                analysis.successEvaluation(), CallRecords.costInDollars(analysis));
    }
}
