package io.campaignoutreach.adapter.http.inquiry;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
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
import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Inquiries in the spec's three shapes: the record of the standard inquiry table (the update's
 * answer), the full single read with every extra member, the customer and the call, and the list
 * item with its customer's name and phone and its campaign. Every member is always written, null
 * when not set (P20).
 */
record InquiryResponse(String id, Instant createdAt, Instant updatedAt, String customerCampaignId, String callId,
                       String toolCallId, String inquiry, String response, String status, String primaryCategory,
                       String subcategory, String severity, Object severityTriggers, String suggestedHandling,
                       String handlingRationale, String reasoning, Boolean escalationApplied,
                       Object additionalConcerns, String resolutionType, String notes, Instant resolvedAt,
                       String resolvedBy, String assignedTo) {

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

    /** The record of the standard inquiry table. */
    static InquiryResponse from(Inquiry i) {
        InquiryClassification c = i.classification();
        return new InquiryResponse(i.id().toString(), i.createdAt(), i.updatedAt(), i.enrollmentId().toString(),
                text(i.callId() == null ? null : i.callId().value()), i.toolCallId(), i.inquiry(), i.response(),
                i.status().wireName(), c.primaryCategory(), c.subcategory(), c.severity(), c.severityTriggers(),
                c.suggestedHandling(), c.handlingRationale(), c.reasoning(), c.escalationApplied(),
                c.additionalConcerns(), i.resolutionType(), i.notes(), i.resolvedAt(), text(i.resolvedBy()),
                text(i.assignedTo()));
    }

    /** The full single read: the record, then the members only the single read has. */
    record Detail(@JsonUnwrapped InquiryResponse record, String duplicateOfId, Integer priority,
                  Integer priorityConfidence, Integer priorityRank, String priorityRationale, String priorityCategory,
                  Instant callbackRequestedAt, String callbackRequestedBy, String callbackWorkflowId,
                  Instant callbackCompletedAt, String callbackCallId, String callbackDisposition,
                  String callbackFailureReason, Instant callbackScheduledFor, String carrierName, String planName,
                  String planCode, String agentName, String firstName, String lastName, String callerId,
                  User assignedUser, User customerAssignedUser, Map<String, Object> customer, CallResponse call) {

        static Detail from(InquiryView view) {
            Inquiry i = view.inquiry();
            Customer customer = view.customer();
            InquiryPriority p = i.priority();
            InquiryCallback cb = i.callback();
            return new Detail(InquiryResponse.from(i),
                    i.duplicateOfId() == null ? null : i.duplicateOfId().toString(),
                    p.priority(), p.confidence(), p.rank(), p.rationale(), p.category(), cb.requestedAt(),
                    text(cb.requestedBy()), text(cb.workflowId()), cb.completedAt(), text(cb.callId()),
                    cb.disposition(), cb.failureReason(), cb.scheduledFor(), i.context().carrierName(),
                    i.context().planName(), i.context().planCode(), i.context().agentName(),
                    customer == null ? null : customer.profile().text(CustomerField.FIRST_NAME),
                    customer == null ? null : customer.profile().text(CustomerField.LAST_NAME),
                    customer == null ? null : customer.phone().e164(), User.from(i.assignedUser()),
                    User.from(i.customerAssignedUser()), customer == null ? null : customerObject(customer),
                    view.call() == null ? null : CallResponse.from(view.call()));
        }
    }

    /** The list item, with its customer's name and phone and its campaign. */
    record Item(String id, String customerCampaignId, String callId, String inquiry, String status,
                String primaryCategory, String severity, Instant resolvedAt, Instant createdAt, String customerName,
                String callerId, String agentName, String carrierName, String planName, CampaignSummary campaign) {

        static Item from(InquiryListItem item) {
            Inquiry i = item.inquiry();
            Customer customer = item.customer();
            return new Item(i.id().toString(), i.enrollmentId().toString(),
                    text(i.callId() == null ? null : i.callId().value()), i.inquiry(), i.status().wireName(),
                    i.classification().primaryCategory(), i.classification().severity(), i.resolvedAt(),
                    i.createdAt(), customer == null ? null : InquiryQuery.fullName(
                            customer.profile().text(CustomerField.FIRST_NAME),
                            customer.profile().text(CustomerField.LAST_NAME)),
                    customer == null ? null : customer.phone().e164(), i.context().agentName(),
                    i.context().carrierName(), i.context().planName(),
                    item.campaign() == null ? null : CampaignSummary.from(item.campaign()));
        }
    }

    /** The campaign of a list item. */
    record CampaignSummary(String id, String name, String templateId, String status, Instant createdAt,
                           String description) {

        static CampaignSummary from(Campaign campaign) {
            return new CampaignSummary(campaign.id().toString(), campaign.profile().name(),
                    text(campaign.profile().templateId()), campaign.status().wireName(), campaign.createdAt(),
                    campaign.profile().description());
        }
    }

    /** A user an inquiry is assigned to. */
    record User(String id, String name, String image) {

        static User from(AssignedUser user) {
            return user == null ? null : new User(user.id().toString(), user.name(), user.image());
        }
    }

    /** The call an inquiry was raised in. */
    record CallResponse(String id, String callerId, Instant createdAt, String disposition, long durationMs,
                        String assistantType, String summary, String transcript, String direction, BigDecimal cost,
                        String successEvaluation, String endedReason, boolean testFlag) {

        static CallResponse from(Call call) {
            return new CallResponse(call.id().toString(), call.callerId(), call.createdAt(), call.disposition(),
                    call.durationMs(), call.assistantType(), call.summary(), call.transcript(),
                    call.direction().wireName(), call.cost(), call.successEvaluation(), call.endedReason(),
                    call.testFlag());
        }
    }

    /** The customer's fields the spec lists for this read, by the catalog's names. */
    private static Map<String, Object> customerObject(Customer customer) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", customer.id().toString());
        for (CustomerField field : CUSTOMER_FIELDS) {
            Object value = customer.profile().get(field);
            m.put(field.wireName(), FLAGS_AS_TEXT.contains(field) && value != null ? value.toString() : value);
        }
        return m;
    }

    private static String text(UUID id) {
        return id == null ? null : id.toString();
    }
}
