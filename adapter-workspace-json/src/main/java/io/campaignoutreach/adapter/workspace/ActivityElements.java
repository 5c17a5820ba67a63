package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.adapter.workspace.document.CallElement;
import io.campaignoutreach.adapter.workspace.document.EnrollmentElement;
import io.campaignoutreach.adapter.workspace.document.InquiryElement;
import io.campaignoutreach.adapter.workspace.document.SourceElement;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.call.Transfer;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.inquiry.AssignedUser;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryCallback;
import io.campaignoutreach.domain.inquiry.InquiryClassification;
import io.campaignoutreach.domain.inquiry.InquiryContext;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryPriority;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceTerms;
import io.campaignoutreach.domain.source.SourceType;
import java.math.BigDecimal;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/** Turns what happened in a workspace into the domain's: lead sources, enrollments, calls and inquiries. */
final class ActivityElements {

    private static final char[] BASE32 = "abcdefghijklmnopqrstuvwxyz234567".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String MONEY = "a decimal string such as \"25.00\"";

    private final ReadContext context;
    private final CustomerElements customers;
    private final Set<String> takenSourceIds;
    private final Map<String, String> sourceIdPaths = new HashMap<>();
    /** Campaign and customer of each enrollment and call read, by new id, for consistency checks. */
    private final Map<UUID, UUID[]> enrollmentPairs = new HashMap<>();
    private final Map<String, UUID> enrollmentByPair = new HashMap<>();
    private final Map<String, String> enrollmentPaths = new HashMap<>();
    private final Map<UUID, UUID[]> callPairs = new HashMap<>();

    ActivityElements(ReadContext context, CustomerElements customers, Set<String> takenSourceIds) {
        this.context = context;
        this.customers = customers;
        this.takenSourceIds = takenSourceIds;
    }

    Source source(SourceElement element, Checks at, UUID id) {
        int before = context.problems().total();
        String sourceId = at.text("sourceId", element.sourceId(), Source.MAX_SOURCE_ID_LENGTH);
        if (sourceId != null && sourceId.isEmpty()) {
            at.problem("sourceId", "must not be empty");
        } else if (sourceId != null && sourceIdPaths.containsKey(sourceId)) {
            at.problem("sourceId", "repeats the sourceId of " + sourceIdPaths.get(sourceId));
        } else if (sourceId != null && takenSourceIds.contains(sourceId)) {
            at.problem("sourceId", "the organization already has a source with sourceId \"" + sourceId + "\"");
        } else if (sourceId != null) {
            sourceIdPaths.put(sourceId, at.path());
        }
        String name = at.text("name", element.name(), Source.MAX_NAME_LENGTH);
        String description = at.text("description", element.description(), Source.MAX_DESCRIPTION_LENGTH);
        UUID campaignId = at.require("campaignId", element.campaignId(), ElementKind.CAMPAIGNS);
        at.required("dealType", element.dealType(), "one of " + DocumentValues.oneOf(DealType.class));
        at.required("pricingModel", element.pricingModel(), "one of " + DocumentValues.oneOf(PricingModel.class));
        String payout = term(at, "payout", element.payout(), SourceTerms.MONEY, MONEY);
        String commission = term(at, "commissionPerSale", element.commissionPerSale(), SourceTerms.MONEY, MONEY);
        String leadCost = term(at, "leadCost", element.leadCost(), SourceTerms.MONEY, MONEY);
        String threshold = term(at, "durationThreshold", element.durationThreshold(), SourceTerms.SECONDS,
                "whole seconds as a string such as \"90\"");
        return context.build(at.path(), before, () -> Source.builder(SourceId.of(id), context.organizationId(),
                        sourceId == null ? newSourceId() : sourceId, CampaignId.of(campaignId), element.dealType(),
                        element.sourceType() == null ? SourceType.OUTBOUND : element.sourceType(),
                        element.pricingModel())
                .name(name).description(description).phoneNumberId(element.phoneNumberId()).payout(payout)
                .commissionPerSale(commission).leadCost(leadCost).durationThreshold(threshold)
                .enabled(ConfigurationElements.orYes(element.enabled()))
                .create(context.createdAt(element.createdAt())));
    }

    /** D15's generated sourceId, drawn again should the organization or the file have it. */
    private String newSourceId() {
        while (true) {
            StringBuilder id = new StringBuilder("src_");
            for (int i = 0; i < 12; i++) {
                id.append(BASE32[RANDOM.nextInt(BASE32.length)]);
            }
            String candidate = id.toString();
            if (!takenSourceIds.contains(candidate) && !sourceIdPaths.containsKey(candidate)) {
                return candidate;
            }
        }
    }

    private static String term(Checks at, String member, String text, Pattern pattern, String expected) {
        if (text != null && !pattern.matcher(text).matches()) {
            at.problem(member, "must be " + expected);
            return null;
        }
        return text;
    }

    Enrollment enrollment(EnrollmentElement element, Checks at, UUID id) {
        int before = context.problems().total();
        UUID campaignId = at.require("campaignId", element.campaignId(), ElementKind.CAMPAIGNS);
        UUID customerId = at.require("customerId", element.customerId(), ElementKind.CUSTOMERS);
        String currentNodeId = at.text("currentNodeId", element.currentNodeId(), ConfigurationElements.MAX_TEXT);
        Integer attempts = at.atLeast("attempts", element.attempts(), 0);
        Instant created = context.createdAt(element.createdAt());
        Instant updated = updatedAt(at, element.updatedAt(), created);
        if (campaignId != null && customerId != null) {
            String earlier = enrollmentPaths.putIfAbsent(campaignId + "/" + customerId, at.path());
            if (earlier != null) {
                at.problem("customerId", "the customer already has " + earlier + " in this campaign");
            }
        }
        Enrollment enrollment = context.build(at.path(), before, () -> Enrollment.builder(EnrollmentId.of(id),
                        context.organizationId(), CampaignId.of(campaignId), CustomerId.of(customerId),
                        element.status() == null ? EnrollmentStatus.PENDING : element.status())
                .currentNodeId(currentNodeId).workflowStatus(element.workflowStatus())
                .statusReason(element.statusReason()).failureReason(element.failureReason())
                .attempts(attempts == null ? 0 : attempts).reconstitute(0, created, updated));
        if (enrollment != null) {
            enrollmentPairs.put(id, new UUID[] {campaignId, customerId});
            enrollmentByPair.put(campaignId + "/" + customerId, id);
        }
        return enrollment;
    }

    Call call(CallElement element, Checks at, UUID id) {
        int before = context.problems().total();
        UUID campaignId = at.require("campaignId", element.campaignId(), ElementKind.CAMPAIGNS);
        UUID customerId = at.require("customerId", element.customerId(), ElementKind.CUSTOMERS);
        UUID enrollmentId = at.resolve("enrollmentId", element.enrollmentId(), ElementKind.ENROLLMENTS);
        if (enrollmentId != null && campaignId != null && customerId != null) {
            UUID[] pair = enrollmentPairs.get(enrollmentId);
            if (pair != null && (!pair[0].equals(campaignId) || !pair[1].equals(customerId))) {
                at.problem("enrollmentId", "is the enrollment of another customer or campaign");
            }
        } else if (campaignId != null && customerId != null) {
            // A call of an enrolled customer belongs to that enrollment unless the file says otherwise.
            enrollmentId = enrollmentByPair.get(campaignId + "/" + customerId);
        }
        UUID sourceId = at.resolve("sourceId", element.sourceId(), ElementKind.SOURCES);
        String callerId = at.phone("callerId", element.callerId());
        Instant created = context.createdAt(element.createdAt());
        Long durationMs = at.atLeast("durationMs", element.durationMs(), 0);
        BigDecimal cost = notNegative(at, "cost", element.cost());
        Transfer transfer = transfer(element.transfer(), at.in("transfer"), created);
        UUID enrollment = enrollmentId;
        String caller = callerId != null ? callerId : customerId == null ? null : customers.phoneOf(customerId);
        Call call = context.build(at.path(), before, () -> Call.builder(CallId.of(id), context.organizationId(),
                        CampaignId.of(campaignId), CustomerId.of(customerId), created,
                        element.direction() == null ? CallDirection.OUTBOUND : element.direction(),
                        element.purpose() == null ? CallPurpose.NEW : element.purpose())
                .enrollmentId(enrollment == null ? null : EnrollmentId.of(enrollment)).callerId(caller)
                .disposition(element.disposition()).durationMs(durationMs == null ? 0 : durationMs)
                .assistantType(element.assistantType()).summary(element.summary()).transcript(element.transcript())
                .cost(cost).successEvaluation(element.successEvaluation()).endedReason(element.endedReason())
                .testFlag(ConfigurationElements.yes(element.testFlag()))
                .sourceId(sourceId == null ? null : SourceId.of(sourceId)).transfer(transfer).build());
        if (call != null) {
            callPairs.put(id, new UUID[] {campaignId, customerId});
        }
        return call;
    }

    private Transfer transfer(CallElement.Transfer transfer, Checks at, Instant callCreated) {
        if (transfer == null) {
            return null;
        }
        int before = context.problems().total();
        Long talk = at.atLeast("talkDurationMs", transfer.talkDurationMs(), 0);
        BigDecimal price = notNegative(at, "price", transfer.price());
        return context.build(at.path(), before, () -> new Transfer(transfer.transferredAt() == null ? callCreated
                : transfer.transferredAt(), talk == null ? 0 : talk, ConfigurationElements.yes(transfer.converted()),
                price));
    }

    private static BigDecimal notNegative(Checks at, String member, BigDecimal value) {
        if (value != null && value.signum() < 0) {
            at.problem(member, "must not be negative");
            return null;
        }
        return value;
    }

    Inquiry inquiry(InquiryElement element, Checks at, UUID id) {
        int before = context.problems().total();
        UUID enrollmentId = at.require("customerCampaignId", element.customerCampaignId(), ElementKind.ENROLLMENTS);
        UUID[] pair = enrollmentId == null ? null : enrollmentPairs.get(enrollmentId);
        UUID callId = at.resolve("callId", element.callId(), ElementKind.CALLS);
        if (callId != null && pair != null && callPairs.containsKey(callId)
                && !Arrays.equals(callPairs.get(callId), pair)) {
            at.problem("callId", "is a call of another customer or campaign than the inquiry's enrollment");
        }
        UUID duplicateOf = at.resolve("duplicateOfId", element.duplicateOfId(), ElementKind.INQUIRIES);
        at.required("inquiry", element.inquiry(), null);
        InquiryStatus status = element.status() == null ? InquiryStatus.NEW : element.status();
        String resolutionType = at.text("resolutionType", element.resolutionType(), Inquiry.MAX_RESOLUTION_TYPE_LENGTH);
        if (status != InquiryStatus.RESOLVED && (element.resolvedAt() != null || element.resolvedBy() != null)) {
            at.problem(element.resolvedAt() != null ? "resolvedAt" : "resolvedBy", "only a resolved inquiry has one");
        }
        InquiryClassification classification = new InquiryClassification(
                at.text("primaryCategory", element.primaryCategory(),
                        InquiryClassification.MAX_PRIMARY_CATEGORY_LENGTH),
                at.text("subcategory", element.subcategory(), InquiryClassification.MAX_SUBCATEGORY_LENGTH),
                at.text("severity", element.severity(), InquiryClassification.MAX_SEVERITY_LENGTH),
                element.severityTriggers(), at.text("suggestedHandling", element.suggestedHandling(),
                InquiryClassification.MAX_SUGGESTED_HANDLING_LENGTH), element.handlingRationale(),
                element.reasoning(), element.escalationApplied(), element.additionalConcerns());
        InquiryPriority priority = new InquiryPriority(element.priority(), element.priorityConfidence(),
                element.priorityRank(), element.priorityRationale(), element.priorityCategory());
        InquiryCallback callback = new InquiryCallback(element.callbackRequestedAt(), element.callbackRequestedBy(),
                at.resolve("callbackWorkflowId", element.callbackWorkflowId(), ElementKind.WORKFLOWS),
                element.callbackCompletedAt(),
                at.resolve("callbackCallId", element.callbackCallId(), ElementKind.CALLS),
                element.callbackDisposition(), element.callbackFailureReason(), element.callbackScheduledFor());
        InquiryContext circumstances = new InquiryContext(element.agentName(), element.carrierName(),
                element.planName(), element.planCode());
        AssignedUser assignedUser = user(element.assignedUser(), at.in("assignedUser"));
        AssignedUser customerAssignedUser = user(element.customerAssignedUser(), at.in("customerAssignedUser"));
        Instant created = context.createdAt(element.createdAt());
        Instant updated = updatedAt(at, element.updatedAt(), created);
        Instant resolvedAt = status == InquiryStatus.RESOLVED && element.resolvedAt() == null ? updated
                : element.resolvedAt();
        return context.build(at.path(), before, () -> Inquiry.builder(InquiryId.of(id),
                        context.organizationId(), CampaignId.of(pair[0]), CustomerId.of(pair[1]),
                        EnrollmentId.of(enrollmentId), element.inquiry(), status)
                .callId(callId == null ? null : CallId.of(callId)).toolCallId(element.toolCallId())
                .duplicateOfId(duplicateOf == null ? null : InquiryId.of(duplicateOf)).response(element.response())
                .resolutionType(resolutionType).notes(element.notes()).resolvedAt(resolvedAt)
                .resolvedBy(element.resolvedBy()).classification(classification).priority(priority)
                .callback(callback).context(circumstances).assignedUser(assignedUser)
                .customerAssignedUser(customerAssignedUser).reconstitute(0, created, updated));
    }

    private static AssignedUser user(InquiryElement.AssignedUser user, Checks at) {
        return user != null && at.required("id", user.id(), null)
                ? new AssignedUser(user.id(), user.name(), user.image()) : null;
    }

    private static Instant updatedAt(Checks at, Instant updated, Instant created) {
        if (updated != null && updated.isBefore(created)) {
            at.problem("updatedAt", "must not be before createdAt");
            return created;
        }
        return updated == null ? created : updated;
    }
}
