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
    CARRIER_NAME("carrierName", FieldSpec.string(255)),
    PLAN_NAME("planName", FieldSpec.string(255)),
    PLAN_CODE("planCode", FieldSpec.string(255)),
    AOR_NPN("aorNpn", FieldSpec.string(255)),
    WRITING_AGENT_NPN("writingAgentNpn", FieldSpec.string(255)),
    POLICY_SUB_TYPE("policySubType", FieldSpec.string(255)),
    POLICY_NUMBER("policyNumber", FieldSpec.string(255)),
    APPLICATION_ID("applicationId", FieldSpec.string(255)),
    PLAN_STATE("planState", FieldSpec.string(255)),
    PLAN_COUNTY("planCounty", FieldSpec.string(255)),
    CARRIER_ASSIGNED_POLICY_ID("carrierAssignedPolicyId", FieldSpec.string(255)),
    AOR_FIRST_NAME("aorFirstName", FieldSpec.string(255)),
    AOR_LAST_NAME("aorLastName", FieldSpec.string(255)),
    WRITING_AGENT_NAME("writingAgentName", FieldSpec.string(255)),
    SEP_TYPE("sepType", FieldSpec.string(255)),
    SEP_CODE("sepCode", FieldSpec.string(255)),
    MONTHLY_PREMIUM("monthlyPremium", FieldSpec.string(255)),
    DEDUCTIBLE("deductible", FieldSpec.string(255)),
    OUT_OF_POCKET_MAX("outOfPocketMax", FieldSpec.string(255)),
    INITIAL_COMMISSION("initialCommission", FieldSpec.string(255)),
    RENEWAL_COMMISSION("renewalCommission", FieldSpec.string(255)),
    SPIF_AMOUNT("spifAmount", FieldSpec.string(255)),
    IS_REPLACING("isReplacing", FieldSpec.string(255)),
    REASON_FOR_PURCHASE("reasonForPurchase", FieldSpec.string(255)),
    CARRIER_ENROLLMENT_CODE("carrierEnrollmentCode", FieldSpec.string(255)),
    HOSPITAL_NETWORK("hospitalNetwork", FieldSpec.string(255)),
    PCP_NETWORK("pcpNetwork", FieldSpec.string(255)),
    ELECTION_PERIOD("electionPeriod", FieldSpec.string(255)),
    WRITTEN_AS("writtenAs", FieldSpec.string(255)),
    STATUS("status", FieldSpec.string(255)),
    EFFECTIVE_DATE("effectiveDate", FieldSpec.of(FieldKind.DATE)),
    ENROLLMENT_DATE("enrollmentDate", FieldSpec.of(FieldKind.DATE)),
    APPLICATION_APPROVAL_DATE("applicationApprovalDate", FieldSpec.of(FieldKind.DATE)),
    TERMINATION_DATE("terminationDate", FieldSpec.of(FieldKind.DATE)),
    RENEWAL_DATE("renewalDate", FieldSpec.of(FieldKind.DATE)),
    CANCELLED_DATE("cancelledDate", FieldSpec.of(FieldKind.DATE)),
    SEP_START_DATE("sepStartDate", FieldSpec.of(FieldKind.DATE)),
    SEP_END_DATE("sepEndDate", FieldSpec.of(FieldKind.DATE)),
    SEP_DOCUMENTATION_DATE("sepDocumentationDate", FieldSpec.of(FieldKind.DATE)),
    SEP_NOTES("sepNotes", FieldSpec.string(4000)),
    POLICY_NOTES("policyNotes", FieldSpec.string(4000)),
    AOR_AGENT_ID("aorAgentId", FieldSpec.of(FieldKind.UUID)),
    SEP_DOCUMENTATION_RECEIVED("sepDocumentationReceived", FieldSpec.of(FieldKind.BOOLEAN)),
    WAS_AGENT("wasAgent", FieldSpec.of(FieldKind.BOOLEAN)),
    IS_REWRITE("isRewrite", FieldSpec.of(FieldKind.BOOLEAN)),
    POLICY_LIVES("policyLives", FieldSpec.of(FieldKind.INT32));

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
