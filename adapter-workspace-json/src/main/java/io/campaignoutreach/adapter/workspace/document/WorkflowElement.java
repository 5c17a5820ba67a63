package io.campaignoutreach.adapter.workspace.document;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.workflow.Ending;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** A workflow as a workspace document gives it (decision P52). */
public record WorkflowElement(UUID id, String name, List<Node> nodes, String entryNodeId, Boolean published,
                              Integer version, Instant createdAt)
        implements FileElement {

    /**
     * A node: every member any type of node may have; which of them its type takes is a rule of
     * the type. {@code next} is a node id, or for a call node an object of outcome to node id.
     */
    public record Node(String nodeId, String nodeType, Object next, @JsonProperty("wait") Wait pause,
                       SmsType smsType, Branch branch,
                       String then, @JsonProperty("else") String otherwise, Ending end) {
    }

    /** How long a wait node waits. */
    public record Wait(Integer days, Integer hours, Integer minutes, Boolean untilWindow) {
    }

    /** What a branch node tests. */
    public record Branch(String on, List<CallOutcome> in) {
    }
}
