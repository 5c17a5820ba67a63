package io.campaignoutreach.domain.customer;

import io.campaignoutreach.domain.shared.FieldKind;
import io.campaignoutreach.domain.shared.FieldSpec;
import java.util.Arrays;
import java.util.Optional;

/**
 * The fields of an insurance policy held by a customer. {@code policyType} is MA (Medicare
 * Advantage), MAPD (Medicare Advantage with drug coverage), MS (Medicare Supplement) or PDP
 * (Part D drug plan). Dates are {@code YYYY-MM-DD}; money amounts are kept as the text sent.
 */
public enum PolicyField {
    POLICY_TYPE("policyType", FieldSpec.oneOf("MA", "MAPD", "MS", "PDP")),
    CARRIER_NAME("carrierName", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    PLAN_NAME("planName", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    PLAN_CODE("planCode", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    AOR_NPN("aorNpn", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    WRITING_AGENT_NPN("writingAgentNpn", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    POLICY_SUB_TYPE("policySubType", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    POLICY_NUMBER("policyNumber", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    APPLICATION_ID("applicationId", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    PLAN_STATE("planState", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    PLAN_COUNTY("planCounty", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    CARRIER_ASSIGNED_POLICY_ID("carrierAssignedPolicyId", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    AOR_FIRST_NAME("aorFirstName", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    AOR_LAST_NAME("aorLastName", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    WRITING_AGENT_NAME("writingAgentName", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    SEP_TYPE("sepType", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    SEP_CODE("sepCode", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    MONTHLY_PREMIUM("monthlyPremium", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    DEDUCTIBLE("deductible", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    OUT_OF_POCKET_MAX("outOfPocketMax", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    INITIAL_COMMISSION("initialCommission", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    RENEWAL_COMMISSION("renewalCommission", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    SPIF_AMOUNT("spifAmount", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    IS_REPLACING("isReplacing", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    REASON_FOR_PURCHASE("reasonForPurchase", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    CARRIER_ENROLLMENT_CODE("carrierEnrollmentCode", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    HOSPITAL_NETWORK("hospitalNetwork", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    PCP_NETWORK("pcpNetwork", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    ELECTION_PERIOD("electionPeriod", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    WRITTEN_AS("writtenAs", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    STATUS("status", FieldSpec.string(PolicyField.MAX_TEXT_LENGTH)),
    EFFECTIVE_DATE("effectiveDate", FieldSpec.of(FieldKind.DATE)),
    ENROLLMENT_DATE("enrollmentDate", FieldSpec.of(FieldKind.DATE)),
    APPLICATION_APPROVAL_DATE("applicationApprovalDate", FieldSpec.of(FieldKind.DATE)),
    TERMINATION_DATE("terminationDate", FieldSpec.of(FieldKind.DATE)),
    RENEWAL_DATE("renewalDate", FieldSpec.of(FieldKind.DATE)),
    CANCELLED_DATE("cancelledDate", FieldSpec.of(FieldKind.DATE)),
    SEP_START_DATE("sepStartDate", FieldSpec.of(FieldKind.DATE)),
    SEP_END_DATE("sepEndDate", FieldSpec.of(FieldKind.DATE)),
    SEP_DOCUMENTATION_DATE("sepDocumentationDate", FieldSpec.of(FieldKind.DATE)),
    SEP_NOTES("sepNotes", FieldSpec.string(PolicyField.MAX_NOTES_LENGTH)),
    POLICY_NOTES("policyNotes", FieldSpec.string(PolicyField.MAX_NOTES_LENGTH)),
    AOR_AGENT_ID("aorAgentId", FieldSpec.of(FieldKind.UUID)),
    SEP_DOCUMENTATION_RECEIVED("sepDocumentationReceived", FieldSpec.of(FieldKind.BOOLEAN)),
    WAS_AGENT("wasAgent", FieldSpec.of(FieldKind.BOOLEAN)),
    IS_REWRITE("isRewrite", FieldSpec.of(FieldKind.BOOLEAN)),
    POLICY_LIVES("policyLives", FieldSpec.of(FieldKind.INT32));

    // Named by the enumeration's own name: a constant's initializer may not name these before they are declared.
    /** Most characters of a policy's texts but its notes. */
    public static final int MAX_TEXT_LENGTH = 255;
    /** Most characters of {@code sepNotes} and {@code policyNotes}. */
    public static final int MAX_NOTES_LENGTH = 4000;

    private final String wireName;
    private final FieldSpec spec;

    PolicyField(String wireName, FieldSpec spec) {
        this.wireName = wireName;
        this.spec = spec;
    }

    public String wireName() {
        return wireName;
    }

    public FieldSpec spec() {
        return spec;
    }

    public static Optional<PolicyField> fromWireName(String name) {
        return Arrays.stream(values()).filter(f -> f.wireName.equals(name)).findFirst();
    }
}
