package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.workflow.Workflow;

/** Use case: create a published workflow (needs campaigns.manage; not for read-only keys). */
public interface CreateWorkflowUseCase {

    Workflow createWorkflow(AccessContext access, NewWorkflow command);
}
