package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.adapter.http.error.ErrorResponses;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.ItemOutcome;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes the spec's Enrollment job result. */
final class EnrollmentJobJson {

    private EnrollmentJobJson() {
    }

    static Map<String, Object> of(EnrollmentJob job) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jobId", job.id().toString());
        m.put("campaignId", job.campaignId().toString());
        m.put("action", job.action().wireName());
        m.put("status", job.status().wireName());
        m.put("total", job.total());
        m.put("processed", job.processed());
        m.put("succeeded", job.count(ItemOutcome.SUCCEEDED));
        m.put("skipped", job.count(ItemOutcome.SKIPPED));
        m.put("failed", job.count(ItemOutcome.FAILED));
        m.put("completedAt", job.completedAt());
        m.put("items", job.items().stream().map(EnrollmentJobJson::item).toList());
        return m;
    }

    private static Map<String, Object> item(JobItem item) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", item.index());
        m.put("customerId", item.customerId() == null ? null : item.customerId().toString());
        m.put("duplicateOf", item.duplicateOf());
        m.put("outcome", item.outcome().wireName());
        m.put("code", item.code() == null ? null : item.code().wireName());
        m.put("customerCampaignId", item.customerCampaignId() == null ? null : item.customerCampaignId().toString());
        if (item.code() == ItemCode.INVALID_CUSTOMER_REFERENCE) {
            m.put("validationErrors", ((List<?>) ErrorResponses.validationBody(item.validationErrors()).get("errors")));
        }
        if (item.code() == ItemCode.MISSING_REQUIRED_FIELDS) {
            m.put("missingFields", item.missingFields());
        }
        return m;
    }
}
