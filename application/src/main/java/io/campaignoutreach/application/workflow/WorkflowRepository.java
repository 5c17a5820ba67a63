package io.campaignoutreach.application.workflow;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Optional;

/** Outbound port: stores workflows. */
public interface WorkflowRepository {

    /** Inserts, or replaces the workflow with the same id. */
    void save(Workflow workflow);

    Optional<Workflow> findById(OrganizationId organizationId, WorkflowId id);
}
