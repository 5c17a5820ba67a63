package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.application.inquiry.InquiryListItem;
import io.campaignoutreach.application.inquiry.InquiryView;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.inquiry.AssignedUser;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryCallback;
import io.campaignoutreach.domain.inquiry.InquiryClassification;
import io.campaignoutreach.domain.inquiry.InquiryPriority;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Writes inquiries in the spec's three shapes: the record of the standard inquiry table (the
 * update's answer), the full single read with every extra member, the customer and the call, and
 * the list item with its customer's name and phone and its campaign. Every member is always
 * written, null when not set (P20).
 */
final class InquiryJson {

    /** The customer fields the full read's customer object carries, in the spec's order, after {@code id}. */
    private static final List<CustomerField> CUSTOMER_FIELDS = List.of(CustomerField.EMAIL,
            CustomerField.DATE_OF_BIRTH, CustomerField.STATE, CustomerField.CITY, CustomerField.POSTAL_CODE,
            CustomerField.ADDRESS, CustomerField.LANGUAGE, CustomerField.TIMEZONE, CustomerField.ENROLLMENT_DATE,
            CustomerField.EFFECTIVE_DATE, CustomerField.VETERAN, CustomerField.MEDICARE_CARD, CustomerField.MEDICAID,
            CustomerField.SOCIAL_SECURITY_DISABILITY, CustomerField.EXISTING_COVERAGE,
            CustomerField.DESIRED_COVERAGE_START, CustomerField.SUBSIDY_AMOUNT, CustomerField.HOUSEHOLD_INCOME,
            CustomerField.FILING_STATUS, CustomerField.DO_NOT_CALL, CustomerField.DO_NOT_SMS,
            CustomerField.DO_NOT_EMAIL, CustomerField.DO_NOT_MAIL);
    /** Flags the spec types as strings in this object only; written as the text of the flag (P20). */
    private static final List<CustomerField> FLAGS_AS_TEXT = List.of(CustomerField.MEDICARE_CARD,
            CustomerField.MEDICAID);

    private InquiryJson() {
    }

    /** The record of the standard inquiry table. */
    static Map<String, Object> record(Inquiry i) {
        InquiryClassification c = i.classification();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", i.id().toString());
        m.put("createdAt", i.createdAt());
        m.put("updatedAt", i.updatedAt());
        m.put("customerCampaignId", i.enrollmentId().toString());
        m.put("callId", text(i.callId() == null ? null : i.callId().value()));
        m.put("toolCallId", i.toolCallId());
        m.put("inquiry", i.inquiry());
        m.put("response", i.response());
        m.put("status", i.status().wireName());
        m.put("primaryCategory", c.primaryCategory());
        m.put("subcategory", c.subcategory());
        m.put("severity", c.severity());
        m.put("severityTriggers", c.severityTriggers());
        m.put("suggestedHandling", c.suggestedHandling());
        m.put("handlingRationale", c.handlingRationale());
        m.put("reasoning", c.reasoning());
        m.put("escalationApplied", c.escalationApplied());
        m.put("additionalConcerns", c.additionalConcerns());
        m.put("resolutionType", i.resolutionType());
        m.put("notes", i.notes());
        m.put("resolvedAt", i.resolvedAt());
        m.put("resolvedBy", text(i.resolvedBy()));
        m.put("assignedTo", text(i.assignedTo()));
        return m;
    }

    /** The full single read: the record, the members of the single read, the customer and the call. */
    static Map<String, Object> detail(InquiryView view) {
        Inquiry i = view.inquiry();
        Customer customer = view.customer();
        InquiryPriority p = i.priority();
        InquiryCallback cb = i.callback();
        Map<String, Object> m = record(i);
        m.put("duplicateOfId", i.duplicateOfId() == null ? null : i.duplicateOfId().toString());
        m.put("priority", p.priority());
        m.put("priorityConfidence", p.confidence());
        m.put("priorityRank", p.rank());
        m.put("priorityRationale", p.rationale());
        m.put("priorityCategory", p.category());
        m.put("callbackRequestedAt", cb.requestedAt());
        m.put("callbackRequestedBy", text(cb.requestedBy()));
        m.put("callbackWorkflowId", text(cb.workflowId()));
        m.put("callbackCompletedAt", cb.completedAt());
        m.put("callbackCallId", text(cb.callId()));
        m.put("callbackDisposition", cb.disposition());
        m.put("callbackFailureReason", cb.failureReason());
        m.put("callbackScheduledFor", cb.scheduledFor());
        m.put("carrierName", i.context().carrierName());
        m.put("planName", i.context().planName());
        m.put("planCode", i.context().planCode());
        m.put("agentName", i.context().agentName());
        m.put("firstName", customer == null ? null : customer.profile().text(CustomerField.FIRST_NAME));
        m.put("lastName", customer == null ? null : customer.profile().text(CustomerField.LAST_NAME));
        m.put("callerId", customer == null ? null : customer.phone().e164());
        m.put("assignedUser", user(i.assignedUser()));
        m.put("customerAssignedUser", user(i.customerAssignedUser()));
        m.put("customer", customer == null ? null : customer(customer));
        m.put("call", view.call() == null ? null : call(view.call()));
        return m;
    }

    /** The list item. */
    static Map<String, Object> item(InquiryListItem item) {
        Inquiry i = item.inquiry();
        Customer customer = item.customer();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", i.id().toString());
        m.put("customerCampaignId", i.enrollmentId().toString());
        m.put("callId", text(i.callId() == null ? null : i.callId().value()));
        m.put("inquiry", i.inquiry());
        m.put("status", i.status().wireName());
        m.put("primaryCategory", i.classification().primaryCategory());
        m.put("severity", i.classification().severity());
        m.put("resolvedAt", i.resolvedAt());
        m.put("createdAt", i.createdAt());
        m.put("customerName", customer == null ? null : InquiryQuery.fullName(
                customer.profile().text(CustomerField.FIRST_NAME), customer.profile().text(CustomerField.LAST_NAME)));
        m.put("callerId", customer == null ? null : customer.phone().e164());
        m.put("agentName", i.context().agentName());
        m.put("carrierName", i.context().carrierName());
        m.put("planName", i.context().planName());
        m.put("campaign", item.campaign() == null ? null : campaign(item.campaign()));
        return m;
    }

    private static Map<String, Object> campaign(Campaign campaign) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", campaign.id().toString());
        m.put("name", campaign.profile().name());
        m.put("templateId", text(campaign.profile().templateId()));
        m.put("status", campaign.status().wireName());
        m.put("createdAt", campaign.createdAt());
        m.put("description", campaign.profile().description());
        return m;
    }

    private static Map<String, Object> user(AssignedUser user) {
        if (user == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", user.id().toString());
        m.put("name", user.name());
        m.put("image", user.image());
        return m;
    }

    private static Map<String, Object> customer(Customer customer) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", customer.id().toString());
        for (CustomerField field : CUSTOMER_FIELDS) {
            Object value = customer.profile().get(field);
            m.put(field.wireName(), FLAGS_AS_TEXT.contains(field) && value != null ? value.toString() : value);
        }
        return m;
    }

    private static Map<String, Object> call(Call call) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", call.id().toString());
        m.put("callerId", call.callerId());
        m.put("createdAt", call.createdAt());
        m.put("disposition", call.disposition());
        m.put("durationMs", call.durationMs());
        m.put("assistantType", call.assistantType());
        m.put("summary", call.summary());
        m.put("transcript", call.transcript());
        m.put("direction", call.direction().wireName());
        m.put("cost", call.cost());
        m.put("successEvaluation", call.successEvaluation());
        m.put("endedReason", call.endedReason());
        m.put("testFlag", call.testFlag());
        return m;
    }

    private static String text(UUID id) {
        return id == null ? null : id.toString();
    }
}
