package io.campaignoutreach.application.enrollmentjob;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class RequestFingerprintTest {

    private static final CampaignId CAMPAIGN = CampaignId.of(UUID.fromString("0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b"));
    private static final CustomerReference ADA = new CustomerReference.ById(
            CustomerId.of(UUID.fromString("0190a5b2-3c4d-7e8f-9a0b-000000000001")));
    private static final CustomerReference GRACE = new CustomerReference.ByPhone(
            PhoneNumber.parse("(212) 555-0143").orElseThrow());

    private static EnrollmentJob.Request request(EnrollmentAction action, EnrollmentStatus status, String reason,
                                                 List<CustomerReference> entries) {
        return new EnrollmentJob.Request(CAMPAIGN, action, status, reason, "key", entries);
    }

    private static CustomerReference malformed(String received) {
        return new CustomerReference.Malformed(List.of(new Violation(List.of("customers", "2", "customerId"),
                "must be a uuid", "uuid", received, ViolationCode.INVALID_STRING)));
    }

    @Test
    void givenTheSameRequest_whenFingerprinted_thenTheSameVersionedDigest() {
        String once = RequestFingerprint.of(request(EnrollmentAction.ENROLL, null, null, List.of(ADA, GRACE)));

        assertThat(once).hasSize(64).isEqualTo(RequestFingerprint.of(request(EnrollmentAction.ENROLL, null, null,
                List.of(ADA, new CustomerReference.ByPhone(PhoneNumber.parse("+1 212.555.0143").orElseThrow())))));
    }

    @Test
    void givenAnyPartChanged_whenFingerprinted_thenAnotherDigest() {
        String base = RequestFingerprint.of(request(EnrollmentAction.SET_STATUS, EnrollmentStatus.COMPLETED, "done",
                List.of(ADA, GRACE, malformed("abc"))));

        assertThat(List.of(
                request(EnrollmentAction.SET_STATUS, EnrollmentStatus.FAILED, "done", List.of(ADA, GRACE,
                        malformed("abc"))),
                request(EnrollmentAction.SET_STATUS, EnrollmentStatus.COMPLETED, "done.", List.of(ADA, GRACE,
                        malformed("abc"))),
                request(EnrollmentAction.SET_STATUS, EnrollmentStatus.COMPLETED, "done", List.of(GRACE, ADA,
                        malformed("abc"))),
                request(EnrollmentAction.SET_STATUS, EnrollmentStatus.COMPLETED, "done", List.of(ADA, GRACE,
                        malformed("abd"))),
                request(EnrollmentAction.SET_STATUS, EnrollmentStatus.COMPLETED, "done", List.of(ADA, GRACE))))
                .extracting(RequestFingerprint::of)
                .doesNotContain(base)
                .doesNotHaveDuplicates();
    }
}
