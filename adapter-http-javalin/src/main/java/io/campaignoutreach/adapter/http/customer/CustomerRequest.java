package io.campaignoutreach.adapter.http.customer;

import io.campaignoutreach.adapter.http.request.FindingOrder;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.adapter.http.sync.SyncFindings;
import io.campaignoutreach.adapter.http.sync.SyncRecord;
import io.campaignoutreach.domain.customer.CustomerChanges;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import java.util.List;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/customers and PATCH /v2/customers/{id}: the members of a Medicare sync record
 * but its consent, each optional and nullable but the phone number, which a create requires. A member
 * not sent leaves the customer's field as it is (a create's empty), one sent as null clears it; custom
 * values and policies are applied as a sync applies them. Members are declared in the order their
 * faults are listed.
 */
record CustomerRequest(
        @Nullable @CodePointLength(min = 1, max = CustomerField.MAX_TEXT_LENGTH) Patch<String> firstName,
        @Nullable @CodePointLength(min = 1, max = CustomerField.MAX_TEXT_LENGTH) Patch<String> lastName,
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
        @CodePointLength(min = 1, max = SyncRecord.MAX_PHONE_LENGTH) Patch<String> phoneNumber,
        @Size(max = SyncRecord.MAX_CUSTOM_FIELDS) List<SyncRecord.@Valid CustomField> customFields,
        @Size(max = SyncRecord.MAX_POLICIES) List<SyncRecord.@Valid Policy> policies) {

    private static final FindingOrder ORDER = FindingOrder.of(CustomerRequest.class);
    private static final List<String> PHONE_NUMBER = List.of("phoneNumber");

    /**
     * Adds to {@code violations} (what binding found) the rules no annotation words as the API does,
     * as a sync record's: names that are only spaces, a phone number, the catalog's labels, each custom
     * field sent once; for a create, a phone number. All are listed in the order of the members.
     */
    Violations checked(Violations violations, boolean create) {
        SyncFindings findings = new SyncFindings(violations.list());
        SyncRecord.notBlank(List.of(), "firstName", firstName.orElse(null), findings);
        SyncRecord.notBlank(List.of(), "lastName", lastName.orElse(null), findings);
        SyncRecord.checkCustomerMembers(List.of(), findings, gender.orElse(null), maritalStatus.orElse(null),
                phoneNumber.orElse(null), customFields, policies);
        if (create && !phoneNumber.isPresent() && findings.sound(PHONE_NUMBER)) {
            findings.add(Violation.required(PHONE_NUMBER));
        }
        return new Violations().addAll(ORDER.sorted(findings.list()));
    }

    /** The customer's changes; only for a request that broke no rule. */
    CustomerChanges toChanges() {
        return new CustomerChanges(phoneNumber.map(number -> PhoneNumber.parse(number).orElseThrow()).orElse(null),
                SyncRecord.customerFields(this), SyncRecord.customValues(customFields),
                SyncRecord.policies(policies));
    }
}
