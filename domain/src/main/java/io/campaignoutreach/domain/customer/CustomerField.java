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
    CLIENT_CUSTOMER_ID("clientCustomerId", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    STATUS("status", FieldSpec.oneOf("Lead", "Active", "Inactive")),
    QUALIFICATION_STATUS("qualificationStatus",
            FieldSpec.oneOf("Qualified", "Disqualified", "Pending Review", "Needs Information", "In Progress")),
    INTENT("intent", FieldSpec.oneOf("High", "Medium", "Low", "Unknown")),
    IS_DECISION_MAKER("isDecisionMaker", FieldSpec.of(FieldKind.BOOLEAN)),
    DISQUALIFICATION_REASON("disqualificationReason", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    PRODUCT_INTEREST("productInterest", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    PRODUCT_FAMILY("productFamily", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    SALUTATION("salutation", FieldSpec.string(CustomerField.MAX_SHORT_TEXT_LENGTH)),
    SUFFIX("suffix", FieldSpec.string(CustomerField.MAX_SHORT_TEXT_LENGTH)),
    FIRST_NAME("firstName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    MIDDLE_NAME("middleName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    LAST_NAME("lastName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    PREFERRED_NAME("preferredName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    LINE_TYPE("lineType", FieldSpec.oneOf("landline", "mobile", "fixedVoip", "nonFixedVoip", "personal", "tollFree",
            "premium", "sharedCost", "uan", "voicemail", "pager", "unknown")),
    EMAIL("email", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    LANGUAGE("language", FieldSpec.string(CustomerField.MAX_SHORT_TEXT_LENGTH)),
    ETHNICITY("ethnicity", FieldSpec.string(CustomerField.MAX_SHORT_TEXT_LENGTH)),
    GENDER("gender", FieldSpec.oneOf("Male", "Female", "Non-Binary", "Other", "Prefer Not to Say")),
    MARITAL_STATUS("maritalStatus", FieldSpec.oneOf("Single", "Married", "Divorced", "Widowed", "Separated",
            "Domestic Partnership")),
    POSTAL_CODE("postalCode", FieldSpec.string(CustomerField.MAX_POSTAL_CODE_LENGTH)),
    TIMEZONE("timezone", FieldSpec.string(CustomerField.MAX_SHORT_TEXT_LENGTH)),
    STATE("state", FieldSpec.string(CustomerField.MAX_SHORT_TEXT_LENGTH)),
    CITY("city", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    COUNTY("county", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    ADDRESS("address", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    ADDRESS2("address2", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    MBI_NUMBER("mbiNumber", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    MEDICAID_NUMBER("medicaidNumber", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    VA_NUMBER("vaNumber", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    PARTNER_CUSTOMER_ID("partnerCustomerId", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    CARRIER_ASSIGNED_CUSTOMER_ID("carrierAssignedCustomerId", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
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
    FILING_STATUS("filingStatus", FieldSpec.string(CustomerField.MAX_SHORT_TEXT_LENGTH)),
    EXISTING_COVERAGE("existingCoverage", FieldSpec.oneOf("None", "Medicare Advantage", "Original Medicare",
            "Medicaid", "Employer", "Marketplace/ACA", "Other")),
    EXISTING_COVERAGE_PLAN_NAME("existingCoveragePlanName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    EXISTING_COVERAGE_CARRIER("existingCoverageCarrier", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    AGENT_NAME("agentName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    CARRIER_NAME("carrierName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    PLAN_NAME("planName", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    PLAN_CODE("planCode", FieldSpec.string(CustomerField.MAX_TEXT_LENGTH)),
    DO_NOT_CALL("doNotCall", FieldSpec.of(FieldKind.BOOLEAN)),
    DO_NOT_SMS("doNotSMS", FieldSpec.of(FieldKind.BOOLEAN)),
    DO_NOT_EMAIL("doNotEmail", FieldSpec.of(FieldKind.BOOLEAN)),
    DO_NOT_MAIL("doNotMail", FieldSpec.of(FieldKind.BOOLEAN)),
    DATE_OF_BIRTH("dateOfBirth", FieldSpec.of(FieldKind.DATE)),
    ENROLLMENT_DATE("enrollmentDate", FieldSpec.of(FieldKind.DATE)),
    EFFECTIVE_DATE("effectiveDate", FieldSpec.of(FieldKind.DATE)),
    DESIRED_COVERAGE_START("desiredCoverageStart", FieldSpec.of(FieldKind.DATE));

    // Named by the enumeration's own name: a constant's initializer may not name these before they are declared.
    /** Most characters of a name, an address line, an identifier and the other free texts. */
    public static final int MAX_TEXT_LENGTH = 255;
    /** Most characters of a salutation, suffix, language, ethnicity, time zone, state and filing status. */
    public static final int MAX_SHORT_TEXT_LENGTH = 50;
    public static final int MAX_POSTAL_CODE_LENGTH = 20;

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
