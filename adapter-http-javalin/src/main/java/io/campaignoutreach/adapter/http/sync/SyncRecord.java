package io.campaignoutreach.adapter.http.sync;

import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.consent.ConsentStatement;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.customer.SyncedPolicy;
import io.campaignoutreach.domain.customfield.FieldKeys;
import io.campaignoutreach.domain.shared.FieldSpec;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * One record of a Medicare sync (D17, P25): a member not sent leaves the customer's field as it
 * is, one sent as null clears it. Members are declared in the order their faults are listed. A
 * customer written on its own shares its members (but {@code consent}), their rules and the fields
 * they fill, which is why those are open to other routes.
 */
public record SyncRecord(
        @NotNull @CodePointLength(min = 1, max = CustomerField.MAX_TEXT_LENGTH) String firstName,
        @NotNull @CodePointLength(min = 1, max = CustomerField.MAX_TEXT_LENGTH) String lastName,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> mbiNumber,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> email,
        @Nullable @CodePointLength(max = CustomerField.MAX_POSTAL_CODE_LENGTH) Patch<String> postalCode,
        @Nullable @CodePointLength(max = CustomerField.MAX_SHORT_TEXT_LENGTH) Patch<String> timezone,
        @Nullable @CodePointLength(max = CustomerField.MAX_SHORT_TEXT_LENGTH) Patch<String> state,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> city,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> county,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> address,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> address2,
        @Nullable Patch<LocalDate> dateOfBirth,
        @Nullable @CodePointLength(max = CustomerField.MAX_SHORT_TEXT_LENGTH) Patch<String> language,
        @Nullable @CodePointLength(max = CustomerField.MAX_SHORT_TEXT_LENGTH) Patch<String> filingStatus,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> medicaidNumber,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> vaNumber,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> carrierAssignedCustomerId,
        @Nullable @CodePointLength(max = CustomerField.MAX_TEXT_LENGTH) Patch<String> partnerCustomerId,
        @Nullable @CodePointLength(min = 1, max = CustomerField.MAX_TEXT_LENGTH) Patch<String> externalId,
        @Nullable Patch<String> gender,
        @Nullable Patch<String> maritalStatus,
        @Nullable Patch<Integer> dependentCount,
        @Nullable Patch<Integer> householdIncome,
        @Nullable Patch<Boolean> isDecisionMaker,
        @Nullable Patch<Boolean> medicaid,
        @Nullable Patch<Boolean> veteran,
        @Nullable Patch<Boolean> socialSecurityDisability,
        @Nullable Patch<Boolean> doNotCall,
        @Nullable Patch<Boolean> doNotSMS,
        @Nullable Patch<Boolean> doNotEmail,
        @Nullable Patch<Boolean> doNotMail,
        @NotNull @CodePointLength(min = 1, max = MAX_PHONE_LENGTH) String phoneNumber,
        @Size(max = MAX_CUSTOM_FIELDS) List<@Valid CustomField> customFields,
        @Size(max = MAX_POLICIES) List<@Valid Policy> policies,
        @Size(max = MAX_CONSENT) List<@Valid Consent> consent) {

    public static final int MAX_PHONE_LENGTH = 32;
    /** The member a record's client id is sent as. */
    private static final String EXTERNAL_ID = "externalId";
    /** One entry per channel and purpose, given and revoked, is 12; a record needs no more. */
    static final int MAX_CONSENT = 12;
    public static final int MAX_CUSTOM_FIELDS = 100;
    static final int MAX_CUSTOM_VALUE_LENGTH = 10_000;
    public static final int MAX_POLICIES = 50;

    /** One custom value: {@code value} must be sent, and may be null to remove the customer's value. */
    public record CustomField(@NotNull @CodePointLength(min = 1, max = FieldKeys.MAX_LENGTH) String fieldKey,
                              @Nullable @CodePointLength(max = MAX_CUSTOM_VALUE_LENGTH) Patch<String> value) {

        void checkRules(List<String> at, SyncFindings findings) {
            List<String> valueAt = Values.append(at, "value");
            if (!value.isPresent() && findings.sound(valueAt)) {
                findings.add(Violation.required(valueAt));
            }
        }

        public CustomValue toDomain() {
            return new CustomValue(fieldKey, value.value());
        }
    }

    /**
     * What the record states of its number's consent for one channel and purpose (P65), appended with
     * source SYNC; a consent given never undoes a standing revocation, which the ledger sees to.
     */
    record Consent(@NotNull ConsentChannel channel, @NotNull ConsentPurpose purpose, @NotNull ConsentKind kind,
                   @NotNull @CodePointLength(min = 1, max = ConsentEntry.MAX_EVIDENCE_LENGTH) String evidence,
                   @Nullable Instant occurredAt) {

        ConsentStatement toStatement() {
            return new ConsentStatement(channel, purpose, kind, evidence, occurredAt);
        }
    }

    /** One policy, matched among the customer's by policyNumber, then carrierAssignedPolicyId (P25). */
    public record Policy(
            @NotNull String policyType,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> carrierName,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> planName,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> planCode,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> aorNpn,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> writingAgentNpn,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> policySubType,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> policyNumber,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> applicationId,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> planState,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> planCounty,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> carrierAssignedPolicyId,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> aorFirstName,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> aorLastName,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> writingAgentName,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> sepType,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> sepCode,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> monthlyPremium,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> deductible,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> outOfPocketMax,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> initialCommission,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> renewalCommission,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> spifAmount,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> isReplacing,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> reasonForPurchase,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> carrierEnrollmentCode,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> hospitalNetwork,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> pcpNetwork,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> electionPeriod,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> writtenAs,
            @Nullable @CodePointLength(max = PolicyField.MAX_TEXT_LENGTH) Patch<String> status,
            @Nullable Patch<LocalDate> effectiveDate,
            @Nullable Patch<LocalDate> enrollmentDate,
            @Nullable Patch<LocalDate> applicationApprovalDate,
            @Nullable Patch<LocalDate> terminationDate,
            @Nullable Patch<LocalDate> renewalDate,
            @Nullable Patch<LocalDate> cancelledDate,
            @Nullable Patch<LocalDate> sepStartDate,
            @Nullable Patch<LocalDate> sepEndDate,
            @Nullable Patch<LocalDate> sepDocumentationDate,
            @Nullable @CodePointLength(max = PolicyField.MAX_NOTES_LENGTH) Patch<String> sepNotes,
            @Nullable @CodePointLength(max = PolicyField.MAX_NOTES_LENGTH) Patch<String> policyNotes,
            @Nullable Patch<UUID> aorAgentId,
            @Nullable Patch<Boolean> sepDocumentationReceived,
            @Nullable Patch<Boolean> wasAgent,
            @Nullable Patch<Boolean> isRewrite,
            @Nullable Patch<Integer> policyLives) {

        void checkRules(List<String> at, SyncFindings findings) {
            oneOf(at, "policyType", policyType, PolicyField.POLICY_TYPE.spec(), findings);
        }

        public SyncedPolicy toDomain() {
            Map<PolicyField, Object> fields = new EnumMap<>(PolicyField.class);
            fields.put(PolicyField.POLICY_TYPE, policyType);
            put(fields, PolicyField.CARRIER_NAME, carrierName);
            put(fields, PolicyField.PLAN_NAME, planName);
            put(fields, PolicyField.PLAN_CODE, planCode);
            put(fields, PolicyField.AOR_NPN, aorNpn);
            put(fields, PolicyField.WRITING_AGENT_NPN, writingAgentNpn);
            put(fields, PolicyField.POLICY_SUB_TYPE, policySubType);
            put(fields, PolicyField.POLICY_NUMBER, policyNumber);
            put(fields, PolicyField.APPLICATION_ID, applicationId);
            put(fields, PolicyField.PLAN_STATE, planState);
            put(fields, PolicyField.PLAN_COUNTY, planCounty);
            put(fields, PolicyField.CARRIER_ASSIGNED_POLICY_ID, carrierAssignedPolicyId);
            put(fields, PolicyField.AOR_FIRST_NAME, aorFirstName);
            put(fields, PolicyField.AOR_LAST_NAME, aorLastName);
            put(fields, PolicyField.WRITING_AGENT_NAME, writingAgentName);
            put(fields, PolicyField.SEP_TYPE, sepType);
            put(fields, PolicyField.SEP_CODE, sepCode);
            put(fields, PolicyField.MONTHLY_PREMIUM, monthlyPremium);
            put(fields, PolicyField.DEDUCTIBLE, deductible);
            put(fields, PolicyField.OUT_OF_POCKET_MAX, outOfPocketMax);
            put(fields, PolicyField.INITIAL_COMMISSION, initialCommission);
            put(fields, PolicyField.RENEWAL_COMMISSION, renewalCommission);
            put(fields, PolicyField.SPIF_AMOUNT, spifAmount);
            put(fields, PolicyField.IS_REPLACING, isReplacing);
            put(fields, PolicyField.REASON_FOR_PURCHASE, reasonForPurchase);
            put(fields, PolicyField.CARRIER_ENROLLMENT_CODE, carrierEnrollmentCode);
            put(fields, PolicyField.HOSPITAL_NETWORK, hospitalNetwork);
            put(fields, PolicyField.PCP_NETWORK, pcpNetwork);
            put(fields, PolicyField.ELECTION_PERIOD, electionPeriod);
            put(fields, PolicyField.WRITTEN_AS, writtenAs);
            put(fields, PolicyField.STATUS, status);
            put(fields, PolicyField.EFFECTIVE_DATE, effectiveDate);
            put(fields, PolicyField.ENROLLMENT_DATE, enrollmentDate);
            put(fields, PolicyField.APPLICATION_APPROVAL_DATE, applicationApprovalDate);
            put(fields, PolicyField.TERMINATION_DATE, terminationDate);
            put(fields, PolicyField.RENEWAL_DATE, renewalDate);
            put(fields, PolicyField.CANCELLED_DATE, cancelledDate);
            put(fields, PolicyField.SEP_START_DATE, sepStartDate);
            put(fields, PolicyField.SEP_END_DATE, sepEndDate);
            put(fields, PolicyField.SEP_DOCUMENTATION_DATE, sepDocumentationDate);
            put(fields, PolicyField.SEP_NOTES, sepNotes);
            put(fields, PolicyField.POLICY_NOTES, policyNotes);
            put(fields, PolicyField.AOR_AGENT_ID, aorAgentId);
            put(fields, PolicyField.SEP_DOCUMENTATION_RECEIVED, sepDocumentationReceived);
            put(fields, PolicyField.WAS_AGENT, wasAgent);
            put(fields, PolicyField.IS_REWRITE, isRewrite);
            put(fields, PolicyField.POLICY_LIVES, policyLives);
            return SyncedPolicy.of(fields);
        }
    }

    /**
     * The record's rules that no annotation words as the API does: names that are only spaces, a
     * phone number, the catalog's labels, a custom value's presence and each custom field sent
     * once. A rule speaks only of a member that broke no other; a list longer than its limit is
     * refused whole, its items unread.
     */
    void checkRules(List<String> at, SyncFindings findings) {
        notBlank(at, "firstName", firstName, findings);
        notBlank(at, "lastName", lastName, findings);
        checkCustomerMembers(at, findings, gender.orElse(null), maritalStatus.orElse(null), phoneNumber, customFields,
                policies);
        List<String> consentAt = Values.append(at, "consent");
        if (consent != null && !findings.dropItemsOfTooLong(consentAt, consent, MAX_CONSENT)) {
            for (int i = 0; i < consent.size(); i++) {
                if (consent.get(i) != null) {
                    notBlank(Values.append(consentAt, String.valueOf(i)), "evidence", consent.get(i).evidence(),
                            findings);
                }
            }
        }
    }

    /**
     * The rules of the members a customer written on its own shares with a record, at {@code at}: the
     * catalog's labels, a phone number, a custom value's presence, each custom field sent once, and
     * each policy's type.
     */
    public static void checkCustomerMembers(List<String> at, SyncFindings findings, String gender,
                                            String maritalStatus, String phoneNumber, List<CustomField> customFields,
                                            List<Policy> policies) {
        oneOf(at, "gender", gender, CustomerField.GENDER.spec(), findings);
        oneOf(at, "maritalStatus", maritalStatus, CustomerField.MARITAL_STATUS.spec(), findings);
        List<String> phoneAt = Values.append(at, "phoneNumber");
        if (phoneNumber != null && findings.sound(phoneAt) && PhoneNumber.parse(phoneNumber).isEmpty()) {
            findings.add(Values.notAPhoneNumber(phoneAt, phoneNumber));
        }
        List<String> customFieldsAt = Values.append(at, "customFields");
        if (customFields != null && !findings.dropItemsOfTooLong(customFieldsAt, customFields, MAX_CUSTOM_FIELDS)) {
            Map<String, Integer> firstAt = new HashMap<>();
            for (int i = 0; i < customFields.size(); i++) {
                CustomField item = customFields.get(i);
                List<String> itemAt = Values.append(customFieldsAt, String.valueOf(i));
                if (item != null) {
                    item.checkRules(itemAt, findings);
                    Integer first = findings.sound(itemAt) ? firstAt.putIfAbsent(item.fieldKey(), i) : null;
                    if (first != null) {
                        findings.add(new Violation(Values.append(itemAt, "fieldKey"), "repeats the fieldKey of item "
                                + first + "; send each field once", "a fieldKey not sent before",
                                Values.abbreviate(item.fieldKey()), ViolationCode.CUSTOM));
                    }
                }
            }
        }
        List<String> policiesAt = Values.append(at, "policies");
        if (policies != null && !findings.dropItemsOfTooLong(policiesAt, policies, MAX_POLICIES)) {
            for (int i = 0; i < policies.size(); i++) {
                if (policies.get(i) != null) {
                    policies.get(i).checkRules(Values.append(policiesAt, String.valueOf(i)), findings);
                }
            }
        }
    }

    /** What the record states of its number's consent, in order; only for a record that broke no rule. */
    List<ConsentStatement> consentStatements() {
        return consent == null ? List.of() : consent.stream().map(Consent::toStatement).toList();
    }

    /** The customer's record as the sync applies it; only for a record that broke no rule. */
    SyncedCustomer toDomain() {
        return new SyncedCustomer(PhoneNumber.parse(phoneNumber).orElseThrow(), customerFields(this),
                customValues(customFields), policies(policies));
    }

    /**
     * The customer fields the members of a request record fill: each member named as a field a sync
     * record carries ({@code externalId} for the field it is kept in) that was sent, null included.
     */
    public static Map<CustomerField, Object> customerFields(Record request) {
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        for (FieldMember member : FIELD_MEMBERS.get(request.getClass())) {
            Object value = member.read(request);
            if (value instanceof Patch<?> patch) {
                put(fields, member.field(), patch);
            } else if (value != null) {
                fields.put(member.field(), value);
            }
        }
        return fields;
    }

    /**
     * The members of a request record that fill customer fields, found once per record type: benchmark "sync"
     * reads every record of a 100-record request, and looking the members up for each cost a third of its time.
     */
    private static final ClassValue<List<FieldMember>> FIELD_MEMBERS = new ClassValue<>() {
        @Override
        protected List<FieldMember> computeValue(Class<?> type) {
            List<FieldMember> members = new ArrayList<>();
            for (RecordComponent member : type.getRecordComponents()) {
                Optional<CustomerField> field = member.getName().equals(EXTERNAL_ID)
                        ? Optional.of(SyncedCustomer.EXTERNAL_ID)
                        : CustomerField.fromWireName(member.getName()).filter(SyncedCustomer.FIELDS::contains);
                if (field.isPresent()) {
                    Method accessor = member.getAccessor();
                    accessor.setAccessible(true);
                    members.add(new FieldMember(field.get(), accessor));
                }
            }
            return List.copyOf(members);
        }
    };

    /** A record member and the customer field it fills. */
    private record FieldMember(CustomerField field, Method accessor) {

        Object read(Record request) {
            try {
                return accessor.invoke(request);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + accessor.getName(), e);
            }
        }
    }

    /** The custom values of a record that broke no rule, in order. */
    public static List<CustomValue> customValues(List<CustomField> customFields) {
        return customFields == null ? List.of() : customFields.stream().map(CustomField::toDomain).toList();
    }

    /** The policies of a record that broke no rule, in order. */
    public static List<SyncedPolicy> policies(List<Policy> policies) {
        return policies == null ? List.of() : policies.stream().map(Policy::toDomain).toList();
    }

    /** Text sent that is only spaces is refused at {@code name}, when nothing else was found there. */
    public static void notBlank(List<String> at, String name, String text, SyncFindings findings) {
        List<String> member = Values.append(at, name);
        if (text != null && text.isBlank() && findings.sound(member)) {
            findings.add(new Violation(member, "must not be blank", "at least 1 character that is not a space",
                    "only spaces", ViolationCode.TOO_SMALL));
        }
    }

    /** A text that must be one of the labels of a field of the domain's catalog. */
    private static void oneOf(List<String> at, String name, String text, FieldSpec field, SyncFindings findings) {
        List<String> member = Values.append(at, name);
        if (text != null && !field.allowed().contains(text) && findings.sound(member)) {
            findings.add(Values.notOneOf(member, field.allowed(), text));
        }
    }

    /** A member sent fills its field, null included; dates and uuids as their text. */
    private static <F> void put(Map<F, Object> fields, F field, Patch<?> member) {
        member.ifPresent(value -> fields.put(field, value instanceof LocalDate || value instanceof UUID
                ? value.toString() : value));
    }
}
