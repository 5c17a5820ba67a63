package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Workflow execution waits until the campaign is active, and then starts. */
class CampaignActivationApiTest {

    private TestApi api;
    private Workflow workflow;
    private int phones;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        workflow = TestData.workflow(api.orgA.id());
        api.store.workflows().save(workflow);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private Campaign campaign(CampaignStatus status) {
        Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).status(status).flowWorkflowId(workflow.id())
                .build();
        api.store.campaigns().insert(campaign);
        return campaign;
    }

    private Enrollment enrolled(Campaign campaign, String node) {
        Customer customer = TestData.customer(api.orgA.id(), TestData.phone(++phones));
        api.store.customers().insert(customer);
        Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), api.orgA.id(), campaign.id(),
                customer.id(), node, TestData.T0);
        api.store.enrollments().insert(enrollment);
        return enrollment;
    }

    private Enrollment reread(Enrollment enrollment) {
        return api.store.enrollments().findByCampaign(api.orgA.id(), enrollment.campaignId()).stream()
                .filter(e -> e.id().equals(enrollment.id())).findFirst().orElseThrow();
    }

    @Test
    void givenEnrollmentsWaitingForAPausedCampaign_whenActivated_thenOnTheEntryNode() {
        Campaign paused = campaign(CampaignStatus.PAUSED);
        Enrollment waiting = enrolled(paused, null);
        Enrollment alsoWaiting = enrolled(paused, null);
        Enrollment placedAlready = enrolled(paused, "wait-1");
        Enrollment over = enrolled(paused, null).close(EnrollmentStatus.CANCELLED, "by the agency", TestData.T0);
        api.store.enrollments().updateAll(List.of(over));

        var response = api.patch("/v2/campaigns/" + paused.id(), api.fullKey, "{\"status\":\"active\"}");

        assertThat(response.status()).isEqualTo(200);
        for (Enrollment enrollment : List.of(waiting, alsoWaiting)) {
            Enrollment now = reread(enrollment);
            assertThat(now.currentNodeId()).isEqualTo(workflow.entryNodeId());
            assertThat(now.workflowStatus()).isEqualTo(WorkflowExecutionStatus.WAITING);
            assertThat(now.status()).isEqualTo(EnrollmentStatus.PENDING);
        }
        assertThat(reread(placedAlready)).isEqualTo(placedAlready);
        assertThat(reread(over).currentNodeId()).isNull();
        assertThat(reread(over).status()).isEqualTo(EnrollmentStatus.CANCELLED);
    }

    @Test
    void givenAnActiveCampaignChangedOrACampaignPaused_whenPatched_thenWaitingEnrollmentsStayAsTheyAre() {
        Campaign active = campaign(CampaignStatus.ACTIVE);
        Enrollment waiting = enrolled(active, null);

        assertThat(api.patch("/v2/campaigns/" + active.id(), api.fullKey, "{\"name\":\"Renamed\"}").status())
                .isEqualTo(200);
        assertThat(api.patch("/v2/campaigns/" + active.id(), api.fullKey, "{\"status\":\"paused\"}").status())
                .isEqualTo(200);

        assertThat(reread(waiting)).isEqualTo(waiting);
    }
}
