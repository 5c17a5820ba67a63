package io.campaignoutreach.domain.workflow;

import java.util.Objects;
import java.util.UUID;

/** Identifies a workflow (flow) that drives an enrollment's outreach. */
public record WorkflowId(UUID value) {

    public WorkflowId {
        Objects.requireNonNull(value, "value");
    }

    public static WorkflowId of(UUID value) {
        return new WorkflowId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
