package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.Workflows;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
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

    @Test
    void givenLaterVersion_whenSavedAndFound_thenItsVersionRoundTrips() {
        Workflow first = TestData.workflow(organizationId);
        store.workflows().save(first);
        Workflow second = first.nextVersion("Renewal flow, shorter", List.of(new Workflow.WorkflowNode("start",
                "call")), "start", TestData.at(900));

        store.workflows().save(second);

        assertThat(store.workflows().findById(organizationId, first.id())).contains(second);
        assertThat(second.version()).isEqualTo(2);
    }

    @Test
    void givenWorkflow_whenLockedInUnitOfWork_thenItIsReadAsStoredAndAnotherOrganizationsIsNot() {
        Workflow ours = TestData.workflow(organizationId);
        Workflow theirs = TestData.workflow(otherOrganizationId);
        store.workflows().save(ours);
        store.workflows().save(theirs);

        assertThat(store.transactions().inTransaction(() -> store.workflows().lockById(organizationId, ours.id())))
                .contains(ours);
        assertThat(store.transactions().inTransaction(() -> store.workflows().lockById(organizationId,
                theirs.id()))).isEmpty();
    }

    @Test
    void givenWorkflowsOfTwoOrganizations_whenPaged_thenOnlyTheOrganizationsAreListedByNameThenId() {
        Workflow beta = named(organizationId, "beta");
        Workflow alpha = named(organizationId, "Alpha");
        Workflow gamma = named(organizationId, "gamma");
        Workflow alphaAgain = named(organizationId, "alpha");
        store.workflows().save(beta);
        store.workflows().save(alpha);
        store.workflows().save(gamma);
        store.workflows().save(alphaAgain);
        store.workflows().save(named(otherOrganizationId, "aardvark"));
        List<Workflow> alphas = alpha.id().value().toString().compareTo(alphaAgain.id().value().toString()) < 0
                ? List.of(alpha, alphaAgain) : List.of(alphaAgain, alpha);

        Page<Workflow> first = store.workflows().findPage(organizationId, new PageRequest(1, 3));
        Page<Workflow> second = store.workflows().findPage(organizationId, new PageRequest(2, 3));

        assertThat(first.items()).containsExactly(alphas.get(0), alphas.get(1), beta);
        assertThat(first.itemsTotal()).isEqualTo(4);
        assertThat(second.items()).containsExactly(gamma);
        assertThat(store.workflows().findPage(organizationId, new PageRequest(3, 3)).items()).isEmpty();
    }

    private static Workflow named(OrganizationId organizationId, String name) {
        Workflow workflow = TestData.workflow(organizationId);
        return new Workflow(workflow.id(), organizationId, name, workflow.nodes(), workflow.entryNodeId(),
                workflow.published(), workflow.createdAt(), workflow.updatedAt());
    }
}
