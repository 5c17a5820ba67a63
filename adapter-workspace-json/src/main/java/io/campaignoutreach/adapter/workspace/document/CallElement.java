package io.campaignoutreach.adapter.workspace.document;

import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallPurpose;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** A call as a workspace document gives it. */
public record CallElement(UUID id, UUID campaignId, UUID customerId, UUID enrollmentId, UUID sourceId,
                          String callerId, CallPurpose purpose, CallDirection direction, String disposition,
                          Long durationMs, String assistantType, String summary, String transcript, BigDecimal cost,
                          String successEvaluation, String endedReason, Boolean testFlag, Transfer transfer,
                          Instant createdAt)
        implements FileElement {

    /** The call's transfer to an agent. */
    public record Transfer(Instant transferredAt, Long talkDurationMs, Boolean converted, BigDecimal price) {
    }
}
