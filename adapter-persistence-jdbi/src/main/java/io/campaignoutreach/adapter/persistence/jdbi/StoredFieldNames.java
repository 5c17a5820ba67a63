package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PolicyField;

/**
 * The names under which a customer's profile fields and a policy's fields are stored (today the
 * same as the API's). Each switch has no default, so a field added to or renamed in the domain
 * fails to compile here until it is given its stored name; the names of fields already stored
 * never change. SQL reads some of them too: the customer lookups and their index (V7), and the
 * inquiry search.
 */
final class StoredFieldNames {

    private StoredFieldNames() {
    }

    /** In {@code customers.profile}, as its keys. */
    static final StoredName<CustomerField> CUSTOMER_FIELD = new StoredName<>(CustomerField.class, "customer field",
            c -> switch (c) {
                case CREATED_BY -> "createdBy";
                case UPDATED_BY -> "updatedBy";
                case CURRENT_SOURCE_ID -> "currentSourceId";
                case ORIGINAL_SOURCE_ID -> "originalSourceId";
                case MEMBER_ID -> "memberId";
                case CLIENT_CUSTOMER_ID -> "clientCustomerId";
                case STATUS -> "status";
                case QUALIFICATION_STATUS -> "qualificationStatus";
                case INTENT -> "intent";
                case IS_DECISION_MAKER -> "isDecisionMaker";
                case DISQUALIFICATION_REASON -> "disqualificationReason";
                case PRODUCT_INTEREST -> "productInterest";
                case PRODUCT_FAMILY -> "productFamily";
                case SALUTATION -> "salutation";
                case SUFFIX -> "suffix";
                case FIRST_NAME -> "firstName";
                case MIDDLE_NAME -> "middleName";
                case LAST_NAME -> "lastName";
                case PREFERRED_NAME -> "preferredName";
                case LINE_TYPE -> "lineType";
                case EMAIL -> "email";
                case LANGUAGE -> "language";
                case ETHNICITY -> "ethnicity";
                case GENDER -> "gender";
                case MARITAL_STATUS -> "maritalStatus";
                case POSTAL_CODE -> "postalCode";
                case TIMEZONE -> "timezone";
                case STATE -> "state";
                case CITY -> "city";
                case COUNTY -> "county";
                case ADDRESS -> "address";
                case ADDRESS2 -> "address2";
                case MBI_NUMBER -> "mbiNumber";
                case MEDICAID_NUMBER -> "medicaidNumber";
                case VA_NUMBER -> "vaNumber";
                case PARTNER_CUSTOMER_ID -> "partnerCustomerId";
                case CARRIER_ASSIGNED_CUSTOMER_ID -> "carrierAssignedCustomerId";
                case MEDICARE_CARD -> "medicareCard";
                case MEDICAID -> "medicaid";
                case SOCIAL_SECURITY_DISABILITY -> "socialSecurityDisability";
                case VETERAN -> "veteran";
                case SUBSIDY_ELIGIBLE -> "subsidyEligible";
                case MEDICARE_PART_A_DATE -> "medicarePartADate";
                case MEDICARE_PART_B_DATE -> "medicarePartBDate";
                case DESIRED_COVERAGE_START_DATE -> "desiredCoverageStartDate";
                case LAST_CONTACTED_AT -> "lastContactedAt";
                case CONVERTED_AT -> "convertedAt";
                case HOUSEHOLD_INCOME -> "householdIncome";
                case ANNUAL_INCOME -> "annualIncome";
                case DEPENDENT_COUNT -> "dependentCount";
                case SUBSIDY_AMOUNT -> "subsidyAmount";
                case AGENT_NPN -> "agentNpn";
                case FILING_STATUS -> "filingStatus";
                case EXISTING_COVERAGE -> "existingCoverage";
                case EXISTING_COVERAGE_PLAN_NAME -> "existingCoveragePlanName";
                case EXISTING_COVERAGE_CARRIER -> "existingCoverageCarrier";
                case AGENT_NAME -> "agentName";
                case CARRIER_NAME -> "carrierName";
                case PLAN_NAME -> "planName";
                case PLAN_CODE -> "planCode";
                case DO_NOT_CALL -> "doNotCall";
                case DO_NOT_SMS -> "doNotSMS";
                case DO_NOT_EMAIL -> "doNotEmail";
                case DO_NOT_MAIL -> "doNotMail";
                case DATE_OF_BIRTH -> "dateOfBirth";
                case ENROLLMENT_DATE -> "enrollmentDate";
                case EFFECTIVE_DATE -> "effectiveDate";
                case DESIRED_COVERAGE_START -> "desiredCoverageStart";
            });

    /** In {@code customers.policies}, as the keys of each policy's {@code values}. */
    static final StoredName<PolicyField> POLICY_FIELD = new StoredName<>(PolicyField.class, "policy field",
            c -> switch (c) {
                case POLICY_TYPE -> "policyType";
                case CARRIER_NAME -> "carrierName";
                case PLAN_NAME -> "planName";
                case PLAN_CODE -> "planCode";
                case AOR_NPN -> "aorNpn";
                case WRITING_AGENT_NPN -> "writingAgentNpn";
                case POLICY_SUB_TYPE -> "policySubType";
                case POLICY_NUMBER -> "policyNumber";
                case APPLICATION_ID -> "applicationId";
                case PLAN_STATE -> "planState";
                case PLAN_COUNTY -> "planCounty";
                case CARRIER_ASSIGNED_POLICY_ID -> "carrierAssignedPolicyId";
                case AOR_FIRST_NAME -> "aorFirstName";
                case AOR_LAST_NAME -> "aorLastName";
                case WRITING_AGENT_NAME -> "writingAgentName";
                case SEP_TYPE -> "sepType";
                case SEP_CODE -> "sepCode";
                case MONTHLY_PREMIUM -> "monthlyPremium";
                case DEDUCTIBLE -> "deductible";
                case OUT_OF_POCKET_MAX -> "outOfPocketMax";
                case INITIAL_COMMISSION -> "initialCommission";
                case RENEWAL_COMMISSION -> "renewalCommission";
                case SPIF_AMOUNT -> "spifAmount";
                case IS_REPLACING -> "isReplacing";
                case REASON_FOR_PURCHASE -> "reasonForPurchase";
                case CARRIER_ENROLLMENT_CODE -> "carrierEnrollmentCode";
                case HOSPITAL_NETWORK -> "hospitalNetwork";
                case PCP_NETWORK -> "pcpNetwork";
                case ELECTION_PERIOD -> "electionPeriod";
                case WRITTEN_AS -> "writtenAs";
                case STATUS -> "status";
                case EFFECTIVE_DATE -> "effectiveDate";
                case ENROLLMENT_DATE -> "enrollmentDate";
                case APPLICATION_APPROVAL_DATE -> "applicationApprovalDate";
                case TERMINATION_DATE -> "terminationDate";
                case RENEWAL_DATE -> "renewalDate";
                case CANCELLED_DATE -> "cancelledDate";
                case SEP_START_DATE -> "sepStartDate";
                case SEP_END_DATE -> "sepEndDate";
                case SEP_DOCUMENTATION_DATE -> "sepDocumentationDate";
                case SEP_NOTES -> "sepNotes";
                case POLICY_NOTES -> "policyNotes";
                case AOR_AGENT_ID -> "aorAgentId";
                case SEP_DOCUMENTATION_RECEIVED -> "sepDocumentationReceived";
                case WAS_AGENT -> "wasAgent";
                case IS_REWRITE -> "isRewrite";
                case POLICY_LIVES -> "policyLives";
            });
}
