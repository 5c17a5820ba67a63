package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.Workflows;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Contract of {@link io.campaignoutreach.application.workflow.WorkflowRepository}. */
public abstract class WorkflowRepositoryContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenWorkflow_whenSavedAndFound_thenEveryFieldRoundTrips() {
        Workflow workflow = TestData.workflow(organizationId);

        store.workflows().save(workflow);

        assertThat(store.workflows().findById(organizationId, workflow.id())).contains(workflow);
    }

    @Test
    void givenWorkflowWithTransitionsAndParameters_whenSavedAndFound_thenEveryStepRoundTrips() {
        Workflow workflow = Workflows.everyStep(organizationId);

        store.workflows().save(workflow);

        assertThat(store.workflows().findById(organizationId, workflow.id())).contains(workflow);
    }

    @Test
    void givenSavedWorkflow_whenSavedAgainChanged_thenTheNewVersionReplacesIt() {
        Workflow workflow = TestData.workflow(organizationId);
        store.workflows().save(workflow);
        Workflow changed = new Workflow(workflow.id(), organizationId, "Shorter flow",
                List.of(new Workflow.WorkflowNode("only", "sms")), "only", false, workflow.createdAt(),
                TestData.at(900));

        store.workflows().save(changed);

        assertThat(store.workflows().findById(organizationId, workflow.id())).contains(changed);
    }

    @Test
    void givenWorkflowOfAnotherOrganization_whenFoundById_thenNothingIsFound() {
        Workflow theirs = TestData.workflow(otherOrganizationId);
        store.workflows().save(theirs);

        assertThat(store.workflows().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.workflows().findById(organizationId, WorkflowId.of(TestData.newId()))).isEmpty();
    }
}
