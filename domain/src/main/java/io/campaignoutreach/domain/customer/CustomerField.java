package io.campaignoutreach.domain.customer;

import io.campaignoutreach.domain.shared.FieldKind;
import io.campaignoutreach.domain.shared.FieldSpec;
import java.util.Arrays;
import java.util.Optional;

/**
 * The descriptive fields of a customer record, with the spec's types and maximum lengths. The
 * catalog is the single list that reading, writing, syncing and required-field checks use.
 */
public enum CustomerField {
    CREATED_BY("createdBy", FieldSpec.of(FieldKind.UUID)),
    UPDATED_BY("updatedBy", FieldSpec.of(FieldKind.UUID)),
    CURRENT_SOURCE_ID("currentSourceId", FieldSpec.of(FieldKind.UUID)),
    ORIGINAL_SOURCE_ID("originalSourceId", FieldSpec.of(FieldKind.UUID)),
    MEMBER_ID("memberId", FieldSpec.of(FieldKind.UUID)),
    CLIENT_CUSTOMER_ID("clientCustomerId", FieldSpec.string(255)),
    STATUS("status", FieldSpec.oneOf("Lead", "Active", "Inactive")),
    QUALIFICATION_STATUS("qualificationStatus",
            FieldSpec.oneOf("Qualified", "Disqualified", "Pending Review", "Needs Information", "In Progress")),
    INTENT("intent", FieldSpec.oneOf("High", "Medium", "Low", "Unknown")),
    IS_DECISION_MAKER("isDecisionMaker", FieldSpec.of(FieldKind.BOOLEAN)),
    DISQUALIFICATION_REASON("disqualificationReason", FieldSpec.string(255)),
    PRODUCT_INTEREST("productInterest", FieldSpec.string(255)),
    PRODUCT_FAMILY("productFamily", FieldSpec.string(255)),
    SALUTATION("salutation", FieldSpec.string(50)),
    SUFFIX("suffix", FieldSpec.string(50)),
    FIRST_NAME("firstName", FieldSpec.string(255)),
    MIDDLE_NAME("middleName", FieldSpec.string(255)),
    LAST_NAME("lastName", FieldSpec.string(255)),
    PREFERRED_NAME("preferredName", FieldSpec.string(255)),
    LINE_TYPE("lineType", FieldSpec.oneOf("landline", "mobile", "fixedVoip", "nonFixedVoip", "personal", "tollFree",
            "premium", "sharedCost", "uan", "voicemail", "pager", "unknown")),
    EMAIL("email", FieldSpec.string(255)),
    LANGUAGE("language", FieldSpec.string(50)),
    ETHNICITY("ethnicity", FieldSpec.string(50)),
    GENDER("gender", FieldSpec.oneOf("Male", "Female", "Non-Binary", "Other", "Prefer Not to Say")),
    MARITAL_STATUS("maritalStatus", FieldSpec.oneOf("Single", "Married", "Divorced", "Widowed", "Separated",
            "Domestic Partnership")),
    POSTAL_CODE("postalCode", FieldSpec.string(20)),
    TIMEZONE("timezone", FieldSpec.string(50)),
    STATE("state", FieldSpec.string(50)),
    CITY("city", FieldSpec.string(255)),
    COUNTY("county", FieldSpec.string(255)),
    ADDRESS("address", FieldSpec.string(255)),
    ADDRESS2("address2", FieldSpec.string(255)),
    MBI_NUMBER("mbiNumber", FieldSpec.string(255)),
    MEDICAID_NUMBER("medicaidNumber", FieldSpec.string(255)),
    VA_NUMBER("vaNumber", FieldSpec.string(255)),
    PARTNER_CUSTOMER_ID("partnerCustomerId", FieldSpec.string(255)),
    CARRIER_ASSIGNED_CUSTOMER_ID("carrierAssignedCustomerId", FieldSpec.string(255)),
    MEDICARE_CARD("medicareCard", FieldSpec.of(FieldKind.BOOLEAN)),
    MEDICAID("medicaid", FieldSpec.of(FieldKind.BOOLEAN)),
    SOCIAL_SECURITY_DISABILITY("socialSecurityDisability", FieldSpec.of(FieldKind.BOOLEAN)),
    VETERAN("veteran", FieldSpec.of(FieldKind.BOOLEAN)),
    SUBSIDY_ELIGIBLE("subsidyEligible", FieldSpec.of(FieldKind.BOOLEAN)),
    MEDICARE_PART_A_DATE("medicarePartADate", FieldSpec.of(FieldKind.DATE)),
    MEDICARE_PART_B_DATE("medicarePartBDate", FieldSpec.of(FieldKind.DATE)),
    DESIRED_COVERAGE_START_DATE("desiredCoverageStartDate", FieldSpec.of(FieldKind.DATE)),
    LAST_CONTACTED_AT("lastContactedAt", FieldSpec.of(FieldKind.DATE_TIME)),
    CONVERTED_AT("convertedAt", FieldSpec.of(FieldKind.DATE_TIME)),
    HOUSEHOLD_INCOME("householdIncome", FieldSpec.of(FieldKind.INT32)),
    ANNUAL_INCOME("annualIncome", FieldSpec.of(FieldKind.INT32)),
    DEPENDENT_COUNT("dependentCount", FieldSpec.of(FieldKind.INT32)),
    SUBSIDY_AMOUNT("subsidyAmount", FieldSpec.of(FieldKind.INT32)),
    AGENT_NPN("agentNpn", FieldSpec.of(FieldKind.INT32)),
    FILING_STATUS("filingStatus", FieldSpec.string(50)),
    EXISTING_COVERAGE("existingCoverage", FieldSpec.oneOf("None", "Medicare Advantage", "Original Medicare",
            "Medicaid", "Employer", "Marketplace/ACA", "Other")),
    EXISTING_COVERAGE_PLAN_NAME("existingCoveragePlanName", FieldSpec.string(255)),
    EXISTING_COVERAGE_CARRIER("existingCoverageCarrier", FieldSpec.string(255)),
    AGENT_NAME("agentName", FieldSpec.string(255)),
    CARRIER_NAME("carrierName", FieldSpec.string(255)),
    PLAN_NAME("planName", FieldSpec.string(255)),
    PLAN_CODE("planCode", FieldSpec.string(255)),
    DO_NOT_CALL("doNotCall", FieldSpec.of(FieldKind.BOOLEAN)),
    DO_NOT_SMS("doNotSMS", FieldSpec.of(FieldKind.BOOLEAN)),
    DO_NOT_EMAIL("doNotEmail", FieldSpec.of(FieldKind.BOOLEAN)),
    DO_NOT_MAIL("doNotMail", FieldSpec.of(FieldKind.BOOLEAN)),
    DATE_OF_BIRTH("dateOfBirth", FieldSpec.of(FieldKind.DATE)),
    ENROLLMENT_DATE("enrollmentDate", FieldSpec.of(FieldKind.DATE)),
    EFFECTIVE_DATE("effectiveDate", FieldSpec.of(FieldKind.DATE)),
    DESIRED_COVERAGE_START("desiredCoverageStart", FieldSpec.of(FieldKind.DATE));

    private final String wireName;
    private final FieldSpec spec;

    CustomerField(String wireName, FieldSpec spec) {
        this.wireName = wireName;
        this.spec = spec;
    }

    /** The field's name in the API, e.g. {@code firstName}. */
    public String wireName() {
        return wireName;
    }

    public FieldSpec spec() {
        return spec;
    }

    public static Optional<CustomerField> fromWireName(String name) {
        return Arrays.stream(values()).filter(f -> f.wireName.equals(name)).findFirst();
    }
}
