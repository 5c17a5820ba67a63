package io.campaignoutreach.domain.shared;

import java.util.Objects;
import java.util.UUID;

/**
 * Identifies a workflow (flow) that drives an enrollment's outreach. It lives with the shared types, not
 * in {@code workflow}, because campaigns name their workflow by it while the workflow language uses the
 * campaign's and the call's vocabulary (SMS types, call outcomes; decision P52): concepts refer to each
 * other in one direction only.
 */
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
