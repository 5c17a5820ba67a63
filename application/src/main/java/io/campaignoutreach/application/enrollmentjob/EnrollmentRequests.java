package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import java.util.Collection;

/**
 * Enrollment requests built from typed values, for a program that calls
 * {@link SubmitEnrollmentJobUseCase} itself: the same entries an HTTP body naming the customers
 * by id or by phone number becomes, without an idempotency key.
 */
public final class EnrollmentRequests {

    private EnrollmentRequests() {
    }

    /** Enrolls the customers with these ids (1 to {@link EnrollmentJob#MAX_ENTRIES}). */
    public static EnrollmentJob.Request enroll(CampaignId campaignId, Collection<CustomerId> customers) {
        return new EnrollmentJob.Request(campaignId, EnrollmentAction.ENROLL, null, null, null,
                customers.stream().<CustomerReference>map(CustomerReference.ById::new).toList());
    }

    /**
     * Enrolls the customers with these phone numbers, in any usual US spelling (D10); a number
     * no customer has fails alone in the job, one that is not a US number is refused here.
     */
    public static EnrollmentJob.Request enrollByPhone(CampaignId campaignId, Collection<String> phones) {
        return new EnrollmentJob.Request(campaignId, EnrollmentAction.ENROLL, null, null, null,
                phones.stream().<CustomerReference>map(phone -> new CustomerReference.ByPhone(PhoneNumber.parse(phone)
                        .orElseThrow(() -> new IllegalArgumentException("not a US phone number: " + phone))))
                        .toList());
    }
}
