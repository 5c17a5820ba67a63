package io.campaignoutreach.application.workflow;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Optional;

/** Outbound port: stores workflows. */
public interface WorkflowRepository {

    /** Inserts, or replaces the workflow with the same id. */
    void save(Workflow workflow);

    Optional<Workflow> findById(OrganizationId organizationId, WorkflowId id);

    /**
     * The workflow, held against other units of work's changes until this one ends, so that two new versions
     * published at once are made one after the other, each from the one before.
     */
    Optional<Workflow> lockById(OrganizationId organizationId, WorkflowId id);

    /** A page of the organization's workflows, by name (case-insensitively) then id. */
    Page<Workflow> findPage(OrganizationId organizationId, PageRequest page);
}
