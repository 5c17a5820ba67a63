package io.campaignoutreach.domain.enrollmentjob;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Entries that would restart or close an enrollment while its call is live are refused. */
class EntryRulesLiveCallTest {

    private static final Instant T0 = Instant.parse("2026-06-01T14:00:00Z");
    private static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());
    private static final CampaignId CAMPAIGN = CampaignId.of(UUID.randomUUID());
    private static final CustomerId CUSTOMER = CustomerId.of(UUID.randomUUID());

    private final Enrollment calling = Enrollment.start(EnrollmentId.of(UUID.randomUUID()), ORG, CAMPAIGN, CUSTOMER,
            "call-1", T0).beginAttempt(T0.plusSeconds(60));

    private static EntryDecision decide(EnrollmentAction action, Enrollment existing, boolean callLive) {
        EnrollmentStatus target = action == EnrollmentAction.SET_STATUS ? EnrollmentStatus.CANCELLED : null;
        EnrollmentJob job = EnrollmentJob.accept(EnrollmentJobId.of(UUID.randomUUID()), ORG,
                new EnrollmentJob.Request(CAMPAIGN, action, target, null, null,
                        List.of(new CustomerReference.ById(CUSTOMER))),
                "fingerprint", Map.of(new CustomerReference.ById(CUSTOMER), CUSTOMER), T0);
        // No campaign: the rule must hold before the campaign is looked at.
        return new EntryRules(job, null, true, "call-1").decide(CUSTOMER, CustomerProfile.empty(), existing, false,
                callLive, EnrollmentId.of(UUID.randomUUID()), T0.plusSeconds(90));
    }

    @Test
    void givenALiveCall_whenRestartedOrClosed_thenCallInProgressAndNothingChanges() {
        for (EnrollmentAction action : List.of(EnrollmentAction.RESTART, EnrollmentAction.SET_STATUS)) {
            EntryDecision decision = decide(action, calling, true);

            assertThat(decision.code()).as("%s", action).isEqualTo(ItemCode.CALL_IN_PROGRESS);
            assertThat(decision.code().outcome()).isEqualTo(ItemOutcome.FAILED);
            assertThat(decision.toUpdate()).isNull();
            assertThat(decision.toInsert()).isNull();
        }
    }

    @Test
    void givenACallThatEnded_whenClosed_thenTheStatusIsSet() {
        assertThat(decide(EnrollmentAction.SET_STATUS, calling, false).code()).isEqualTo(ItemCode.STATUS_CHANGED);
    }

    @Test
    void givenAnInterruptedAttempt_whenRestarted_thenReviewComesFirst() {
        Enrollment interrupted = calling.interrupt(T0.plusSeconds(80));

        assertThat(decide(EnrollmentAction.RESTART, interrupted, true).code())
                .isEqualTo(ItemCode.EXECUTION_UNCERTAIN);
    }
}
