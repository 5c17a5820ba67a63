package io.campaignoutreach.adapter.workspace;

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
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/** Reads what happened in a workspace: lead sources, enrollments, calls and inquiries. */
final class ActivityReader {

    static final List<String> DEAL_TYPES = Arrays.stream(DealType.values()).map(DealType::wireName).toList();
    static final List<String> SOURCE_TYPES = Arrays.stream(SourceType.values()).map(SourceType::wireName).toList();
    static final List<String> PRICING_MODELS = Arrays.stream(PricingModel.values()).map(PricingModel::wireName)
            .toList();
    static final List<String> ENROLLMENT_STATUSES = Arrays.stream(EnrollmentStatus.values())
            .map(EnrollmentStatus::wireName).toList();
    static final List<String> WORKFLOW_STATUSES = Arrays.stream(WorkflowExecutionStatus.values())
            .map(WorkflowExecutionStatus::wireName).toList();
    static final List<String> DIRECTIONS = Arrays.stream(CallDirection.values()).map(CallDirection::wireName)
            .toList();
    static final List<String> PURPOSES = Arrays.stream(CallPurpose.values()).map(CallPurpose::wireName).toList();
    static final List<String> INQUIRY_STATUSES = Arrays.stream(InquiryStatus.values()).map(InquiryStatus::wireName)
            .toList();
    private static final char[] BASE32 = "abcdefghijklmnopqrstuvwxyz234567".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();

    private final ReadContext context;
    private final CustomerReader customers;
    private final Set<String> takenSourceIds;
    private final Map<String, String> sourceIdPaths = new HashMap<>();
    /** Campaign and customer of each enrollment and call read, by new id, for consistency checks. */
    private final Map<UUID, UUID[]> enrollmentPairs = new HashMap<>();
    private final Map<String, UUID> enrollmentByPair = new HashMap<>();
    private final Map<String, String> enrollmentPaths = new HashMap<>();
    private final Map<UUID, UUID[]> callPairs = new HashMap<>();

    ActivityReader(ReadContext context, CustomerReader customers, Set<String> takenSourceIds) {
        this.context = context;
        this.customers = customers;
        this.takenSourceIds = takenSourceIds;
    }

    Source source(JsonMembers element, UUID id) {
        int before = context.problems().total();
        String sourceId = element.string("sourceId", Source.MAX_SOURCE_ID_LENGTH);
        if (sourceId != null && sourceId.isEmpty()) {
            element.problem("sourceId", "must not be empty");
        } else if (sourceId != null && sourceIdPaths.containsKey(sourceId)) {
            element.problem("sourceId", "repeats the sourceId of " + sourceIdPaths.get(sourceId));
        } else if (sourceId != null && takenSourceIds.contains(sourceId)) {
            element.problem("sourceId", "the organization already has a source with sourceId \"" + sourceId + "\"");
        } else if (sourceId != null) {
            sourceIdPaths.put(sourceId, element.path());
        }
        String name = element.string("name", Source.MAX_NAME_LENGTH);
        String description = element.string("description", Source.MAX_DESCRIPTION_LENGTH);
        UUID campaignId = required(element, "campaignId", ElementKind.CAMPAIGNS);
        Integer phoneNumberId = element.int32("phoneNumberId");
        DealType dealType = requiredChoice(element, "dealType", DealType::fromWireName, DEAL_TYPES);
        SourceType sourceType = element.choice("sourceType", SourceType::fromWireName, SOURCE_TYPES);
        PricingModel pricingModel = requiredChoice(element, "pricingModel", PricingModel::fromWireName,
                PRICING_MODELS);
        String payout = term(element, "payout", SourceTerms.MONEY, "a decimal string such as \"25.00\"");
        String commission = term(element, "commissionPerSale", SourceTerms.MONEY,
                "a decimal string such as \"25.00\"");
        String leadCost = term(element, "leadCost", SourceTerms.MONEY, "a decimal string such as \"25.00\"");
        String threshold = term(element, "durationThreshold", SourceTerms.SECONDS,
                "whole seconds as a string such as \"90\"");
        Boolean enabled = element.bool("enabled");
        Instant created = context.createdAt(element);
        element.finish();
        return context.build(element.path(), before, () -> Source.builder(SourceId.of(id), context.organizationId(),
                        sourceId == null ? newSourceId() : sourceId, CampaignId.of(campaignId), dealType,
                        sourceType == null ? SourceType.OUTBOUND : sourceType, pricingModel)
                .name(name).description(description).phoneNumberId(phoneNumberId).payout(payout)
                .commissionPerSale(commission).leadCost(leadCost).durationThreshold(threshold)
                .enabled(enabled == null ? Boolean.TRUE : enabled).create(created));
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

    private static String term(JsonMembers element, String member, Pattern pattern, String expected) {
        String text = element.string(member);
        if (text != null && !pattern.matcher(text).matches()) {
            element.problem(member, "must be " + expected);
            return null;
        }
        return text;
    }

    Enrollment enrollment(JsonMembers element, UUID id) {
        int before = context.problems().total();
        UUID campaignId = required(element, "campaignId", ElementKind.CAMPAIGNS);
        UUID customerId = required(element, "customerId", ElementKind.CUSTOMERS);
        EnrollmentStatus status = element.choice("status", EnrollmentStatus::fromWireName, ENROLLMENT_STATUSES);
        String currentNodeId = element.string("currentNodeId", ConfigurationReader.MAX_TEXT);
        WorkflowExecutionStatus workflowStatus = element.choice("workflowStatus", ActivityReader::workflowStatus,
                WORKFLOW_STATUSES);
        String statusReason = element.string("statusReason");
        String failureReason = element.string("failureReason");
        Integer attempts = element.int32("attempts", 0, Integer.MAX_VALUE);
        Instant created = context.createdAt(element);
        Instant updated = updatedAt(element, created);
        element.finish();
        if (campaignId != null && customerId != null) {
            String pair = campaignId + "/" + customerId;
            String earlier = enrollmentPaths.putIfAbsent(pair, element.path());
            if (earlier != null) {
                element.problem("customerId", "the customer already has " + earlier + " in this campaign");
            }
        }
        Enrollment enrollment = context.build(element.path(), before, () -> Enrollment.builder(EnrollmentId.of(id),
                        context.organizationId(), CampaignId.of(campaignId), CustomerId.of(customerId),
                        status == null ? EnrollmentStatus.PENDING : status)
                .currentNodeId(currentNodeId).workflowStatus(workflowStatus).statusReason(statusReason)
                .failureReason(failureReason).attempts(attempts == null ? 0 : attempts)
                .reconstitute(0, created, updated));
        if (enrollment != null) {
            enrollmentPairs.put(id, new UUID[] {campaignId, customerId});
            enrollmentByPair.put(campaignId + "/" + customerId, id);
        }
        return enrollment;
    }

    private static Optional<WorkflowExecutionStatus> workflowStatus(String text) {
        return Arrays.stream(WorkflowExecutionStatus.values()).filter(s -> s.wireName().equals(text)).findFirst();
    }

    Call call(JsonMembers element, UUID id) {
        int before = context.problems().total();
        UUID campaignId = required(element, "campaignId", ElementKind.CAMPAIGNS);
        UUID customerId = required(element, "customerId", ElementKind.CUSTOMERS);
        UUID enrollmentId = context.resolve(element, "enrollmentId", ElementKind.ENROLLMENTS);
        if (enrollmentId != null && campaignId != null && customerId != null) {
            UUID[] pair = enrollmentPairs.get(enrollmentId);
            if (pair != null && (!pair[0].equals(campaignId) || !pair[1].equals(customerId))) {
                element.problem("enrollmentId", "is the enrollment of another customer or campaign");
            }
        } else if (campaignId != null && customerId != null) {
            // A call of an enrolled customer belongs to that enrollment unless the file says otherwise.
            enrollmentId = enrollmentByPair.get(campaignId + "/" + customerId);
        }
        UUID sourceId = context.resolve(element, "sourceId", ElementKind.SOURCES);
        String callerId = context.phone(element, "callerId");
        Instant created = context.createdAt(element);
        String disposition = element.string("disposition");
        Long durationMs = element.whole("durationMs", 0, Long.MAX_VALUE);
        String assistantType = element.string("assistantType");
        String summary = element.string("summary");
        String transcript = element.string("transcript");
        CallDirection direction = element.choice("direction", ActivityReader::direction, DIRECTIONS);
        BigDecimal cost = element.decimal("cost", false);
        String successEvaluation = element.string("successEvaluation");
        String endedReason = element.string("endedReason");
        boolean testFlag = element.bool("testFlag", false);
        CallPurpose purpose = element.choice("purpose", CallPurpose::fromWire, PURPOSES);
        Transfer transfer = element.object("transfer").map(t -> transfer(t, created)).orElse(null);
        element.finish();
        UUID enrollment = enrollmentId;
        String caller = callerId != null ? callerId : customerId == null ? null : customers.phoneOf(customerId);
        Call call = context.build(element.path(), before, () -> Call.builder(CallId.of(id), context.organizationId(),
                        CampaignId.of(campaignId), CustomerId.of(customerId), created,
                        direction == null ? CallDirection.OUTBOUND : direction,
                        purpose == null ? CallPurpose.NEW : purpose)
                .enrollmentId(enrollment == null ? null : EnrollmentId.of(enrollment)).callerId(caller)
                .disposition(disposition).durationMs(durationMs == null ? 0 : durationMs).assistantType(assistantType)
                .summary(summary).transcript(transcript).cost(cost).successEvaluation(successEvaluation)
                .endedReason(endedReason).testFlag(testFlag).sourceId(sourceId == null ? null : SourceId.of(sourceId))
                .transfer(transfer).build());
        if (call != null) {
            callPairs.put(id, new UUID[] {campaignId, customerId});
        }
        return call;
    }

    private Transfer transfer(JsonMembers transfer, Instant callCreated) {
        int before = context.problems().total();
        Instant transferredAt = transfer.instant("transferredAt");
        Long talk = transfer.whole("talkDurationMs", 0, Long.MAX_VALUE);
        boolean converted = transfer.bool("converted", false);
        BigDecimal price = transfer.decimal("price", false);
        transfer.finish();
        return context.build(transfer.path(), before, () -> new Transfer(
                transferredAt == null ? callCreated : transferredAt, talk == null ? 0 : talk, converted, price));
    }

    private static Optional<CallDirection> direction(String text) {
        return Arrays.stream(CallDirection.values()).filter(d -> d.wireName().equals(text)).findFirst();
    }

    Inquiry inquiry(JsonMembers element, UUID id) {
        int before = context.problems().total();
        UUID enrollmentId = required(element, "customerCampaignId", ElementKind.ENROLLMENTS);
        UUID[] pair = enrollmentId == null ? null : enrollmentPairs.get(enrollmentId);
        UUID callId = context.resolve(element, "callId", ElementKind.CALLS);
        if (callId != null && pair != null && callPairs.containsKey(callId)
                && !Arrays.equals(callPairs.get(callId), pair)) {
            element.problem("callId", "is a call of another customer or campaign than the inquiry's enrollment");
        }
        String toolCallId = element.string("toolCallId");
        UUID duplicateOf = context.resolve(element, "duplicateOfId", ElementKind.INQUIRIES);
        if (!element.has("inquiry")) {
            element.problem("inquiry", "is required");
        }
        String text = element.string("inquiry");
        String response = element.string("response");
        InquiryStatus status = element.choice("status", InquiryStatus::fromWireName, INQUIRY_STATUSES);
        String resolutionType = element.string("resolutionType", Inquiry.MAX_RESOLUTION_TYPE_LENGTH);
        String notes = element.string("notes");
        Instant resolvedAt = element.instant("resolvedAt");
        UUID resolvedBy = element.uuid("resolvedBy");
        if (status != InquiryStatus.RESOLVED && (resolvedAt != null || resolvedBy != null)) {
            element.problem(resolvedAt != null ? "resolvedAt" : "resolvedBy", "only a resolved inquiry has one");
        }
        InquiryClassification classification = new InquiryClassification(
                element.string("primaryCategory", InquiryClassification.MAX_PRIMARY_CATEGORY_LENGTH),
                element.string("subcategory", InquiryClassification.MAX_SUBCATEGORY_LENGTH),
                element.string("severity", InquiryClassification.MAX_SEVERITY_LENGTH),
                element.open("severityTriggers"),
                element.string("suggestedHandling", InquiryClassification.MAX_SUGGESTED_HANDLING_LENGTH),
                element.string("handlingRationale"), element.string("reasoning"), element.bool("escalationApplied"),
                element.open("additionalConcerns"));
        InquiryPriority priority = new InquiryPriority(element.int32("priority"),
                element.int32("priorityConfidence"), element.int32("priorityRank"),
                element.string("priorityRationale"), element.string("priorityCategory"));
        InquiryCallback callback = new InquiryCallback(element.instant("callbackRequestedAt"),
                element.uuid("callbackRequestedBy"),
                context.resolve(element, "callbackWorkflowId", ElementKind.WORKFLOWS),
                element.instant("callbackCompletedAt"),
                context.resolve(element, "callbackCallId", ElementKind.CALLS),
                element.string("callbackDisposition"), element.string("callbackFailureReason"),
                element.instant("callbackScheduledFor"));
        InquiryContext circumstances = new InquiryContext(element.string("agentName"),
                element.string("carrierName"), element.string("planName"), element.string("planCode"));
        AssignedUser assignedUser = element.object("assignedUser").map(ActivityReader::user).orElse(null);
        AssignedUser customerAssignedUser = element.object("customerAssignedUser").map(ActivityReader::user)
                .orElse(null);
        Instant created = context.createdAt(element);
        Instant updated = updatedAt(element, created);
        element.finish();
        InquiryStatus finalStatus = status == null ? InquiryStatus.NEW : status;
        Instant finalResolvedAt = finalStatus == InquiryStatus.RESOLVED && resolvedAt == null ? updated : resolvedAt;
        return context.build(element.path(), before, () -> Inquiry.builder(InquiryId.of(id),
                        context.organizationId(), CampaignId.of(pair[0]), CustomerId.of(pair[1]),
                        EnrollmentId.of(enrollmentId), text, finalStatus)
                .callId(callId == null ? null : CallId.of(callId)).toolCallId(toolCallId)
                .duplicateOfId(duplicateOf == null ? null : InquiryId.of(duplicateOf)).response(response)
                .resolutionType(resolutionType).notes(notes).resolvedAt(finalResolvedAt).resolvedBy(resolvedBy)
                .classification(classification).priority(priority).callback(callback).context(circumstances)
                .assignedUser(assignedUser).customerAssignedUser(customerAssignedUser)
                .reconstitute(0, created, updated));
    }

    private static AssignedUser user(JsonMembers user) {
        if (!user.has("id")) {
            user.problem("id", "is required");
        }
        UUID id = user.uuid("id");
        String name = user.string("name");
        String image = user.string("image");
        user.finish();
        return id == null ? null : new AssignedUser(id, name, image);
    }

    private UUID required(JsonMembers element, String member, ElementKind kind) {
        if (!element.has(member)) {
            element.problem(member, "is required: the id of a " + kind.singular() + " of the file");
            element.markRead(member);
            return null;
        }
        return context.resolve(element, member, kind);
    }

    private static <E> E requiredChoice(JsonMembers element, String member,
                                        java.util.function.Function<String, Optional<E>> parse, List<String> allowed) {
        if (!element.has(member)) {
            element.problem(member, "is required: one of " + String.join(", ", allowed));
        }
        return element.choice(member, parse, allowed);
    }

    private static Instant updatedAt(JsonMembers element, Instant created) {
        Instant updated = element.instant("updatedAt");
        if (updated != null && updated.isBefore(created)) {
            element.problem("updatedAt", "must not be before createdAt");
            return created;
        }
        return updated == null ? created : updated;
    }
}
