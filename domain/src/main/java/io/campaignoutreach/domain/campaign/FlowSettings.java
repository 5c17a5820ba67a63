package io.campaignoutreach.domain.campaign;

import io.campaignoutreach.domain.shared.WorkflowId;

/** Whether a campaign's enrollments are driven by a workflow (flow), and which one. */
public record FlowSettings(boolean enableFlow, WorkflowId flowWorkflowId, boolean behaviorsEngineEnabled) {
}
