package io.campaignoutreach.adapter.http.enrollment;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.campaignoutreach.adapter.http.error.ViolationResponse;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.ItemOutcome;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import java.time.Instant;
import java.util.List;

/** The spec's Enrollment job result. */
record EnrollmentJobResponse(String jobId, String campaignId, String action, String status, int total, int processed,
                             int succeeded, int skipped, int failed, Instant completedAt, List<Item> items) {

    static EnrollmentJobResponse from(EnrollmentJob job) {
        return new EnrollmentJobResponse(job.id().toString(), job.campaignId().toString(), job.action().wireName(),
                job.status().wireName(), job.total(), job.processed(), job.count(ItemOutcome.SUCCEEDED),
                job.count(ItemOutcome.SKIPPED), job.count(ItemOutcome.FAILED), job.completedAt(),
                job.items().stream().map(Item::from).toList());
    }

    /**
     * One entry's outcome; {@code validationErrors} and {@code missingFields} are written only with
     * the item codes they explain.
     */
    record Item(int index, String customerId, Integer duplicateOf, String outcome, String code,
                String customerCampaignId,
                @JsonInclude(JsonInclude.Include.NON_NULL) List<ViolationResponse> validationErrors,
                @JsonInclude(JsonInclude.Include.NON_NULL) List<String> missingFields) {

        static Item from(JobItem item) {
            return new Item(item.index(), item.customerId() == null ? null : item.customerId().toString(),
                    item.duplicateOf(), item.outcome().wireName(), item.code() == null ? null : item.code().wireName(),
                    item.customerCampaignId() == null ? null : item.customerCampaignId().toString(),
                    item.code() == ItemCode.INVALID_CUSTOMER_REFERENCE
                            ? item.validationErrors().stream().map(ViolationResponse::from).toList() : null,
                    item.code() == ItemCode.MISSING_REQUIRED_FIELDS ? item.missingFields() : null);
        }
    }

    /** The answer to an accepted enrollment action: where to poll, and what was counted at acceptance. */
    record Accepted(String jobId, String statusUrl, int total, int resolvedCount) {
    }
}
