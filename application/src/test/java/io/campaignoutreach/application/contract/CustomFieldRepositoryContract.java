package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import io.campaignoutreach.domain.shared.ConflictException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Contract of {@link io.campaignoutreach.application.customfield.CustomFieldRepository}: round
 * trips of every field type, rule and option; scoping by organization; keys unique per
 * organization and record type, also inside units of work; listing by record type in creation
 * order, deleted definitions included.
 */
public abstract class CustomFieldRepositoryContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @ParameterizedTest
    @EnumSource(FieldType.class)
    void givenDefinitionOfEachType_whenInsertedAndFound_thenEveryFieldRoundTrips(FieldType type) {
        CustomFieldDefinition definition = TestData.customField(organizationId, RecordType.POLICIES, "plan_tier",
                type, TestData.T0);

        store.customFields().insert(definition);

        assertThat(store.customFields().findById(organizationId, definition.id())).contains(definition);
    }

    @Test
    void givenEveryValidationRuleSet_whenInsertedAndFound_thenEachMemberRoundTrips() {
        // No field type takes every rule, but the store must not drop a member it does not expect.
        ValidationRules every = new ValidationRules(1, 80, new BigDecimal("0.50"), new BigDecimal("10"),
                "^[a-z ]+$", "lowercase letters and spaces only", LocalDate.of(2024, 2, 29),
                LocalDate.of(2026, 1, 31));
        CustomFieldDefinition definition = withRules(customer("everything"), every);

        store.customFields().insert(definition);

        assertThat(store.customFields().findById(organizationId, definition.id()))
                .hasValueSatisfying(found -> {
                    assertThat(found).isEqualTo(definition);
                    assertThat(found.validationRules()).isEqualTo(every);
                });
    }

    @Test
    void givenDecimalBounds_whenInsertedAndFound_thenTheirScaleIsKept() {
        CustomFieldDefinition cents = withRules(TestData.customField(organizationId, RecordType.CUSTOMERS,
                        "premium", FieldType.NUMBER, TestData.T0),
                new ValidationRules(null, null, new BigDecimal("0.50"), new BigDecimal("10"), null, null, null,
                        null));
        CustomFieldDefinition exponent = withRules(TestData.customField(organizationId, RecordType.CUSTOMERS,
                        "income", FieldType.NUMBER, TestData.T0),
                new ValidationRules(null, null, new BigDecimal("-1.250"), new BigDecimal("1E+3"), null, null, null,
                        null));

        store.customFields().insert(cents);
        store.customFields().insert(exponent);

        ValidationRules centsRules = store.customFields().findById(organizationId, cents.id()).orElseThrow()
                .validationRules();
        assertThat(centsRules.min()).hasToString("0.50");
        assertThat(centsRules.max()).hasToString("10");
        ValidationRules exponentRules = store.customFields().findById(organizationId, exponent.id()).orElseThrow()
                .validationRules();
        assertThat(exponentRules.min()).hasToString("-1.250");
        assertThat(exponentRules.max()).hasToString("1E+3");
    }

    @Test
    void givenNoRulesAndNoOptions_whenInsertedAndFound_thenTheyRoundTripEmpty() {
        CustomFieldDefinition definition = withRules(customer("nickname"), ValidationRules.none());

        store.customFields().insert(definition);

        assertThat(store.customFields().findById(organizationId, definition.id())).hasValueSatisfying(found -> {
            assertThat(found).isEqualTo(definition);
            assertThat(found.options()).isNull();
            assertThat(found.validationRules()).isEqualTo(ValidationRules.none());
        });
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(booleans = {true, false})
    void givenRequiredUnsetTrueOrFalse_whenInsertedAndFound_thenItRoundTrips(Boolean required) {
        CustomFieldDefinition definition = withRequired(customer("nickname"), required);

        store.customFields().insert(definition);

        assertThat(store.customFields().findById(organizationId, definition.id()))
                .hasValueSatisfying(found -> {
                    assertThat(found).isEqualTo(definition);
                    assertThat(found.isRequired()).isEqualTo(required);
                });
    }

    @Test
    void givenDeletedDefinition_whenInsertedAndFound_thenItRoundTripsAsDeleted() {
        CustomFieldDefinition deleted = deleted(customer("retired"), TestData.at(90));

        store.customFields().insert(deleted);

        assertThat(store.customFields().findById(organizationId, deleted.id())).hasValueSatisfying(found -> {
            assertThat(found).isEqualTo(deleted);
            assertThat(found.isDeleted()).isTrue();
        });
    }

    @Test
    void givenDefinitionOfAnotherOrganization_whenFoundById_thenNothingIsFound() {
        CustomFieldDefinition theirs = TestData.customField(otherOrganizationId, RecordType.CUSTOMERS, "nickname");
        store.customFields().insert(theirs);

        assertThat(store.customFields().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.customFields().findById(organizationId, CustomFieldId.of(TestData.newId()))).isEmpty();
        assertThat(store.customFields().findById(otherOrganizationId, theirs.id())).contains(theirs);
    }

    @Test
    void givenTakenKey_whenInsertedForTheSameRecordType_thenConflictAndNothingIsStored() {
        CustomFieldDefinition first = insert(customer("nickname"));
        CustomFieldDefinition second = TestData.customField(organizationId, RecordType.CUSTOMERS, "nickname",
                FieldType.NUMBER, TestData.at(1));

        assertThatThrownBy(() -> store.customFields().insert(second)).isInstanceOf(ConflictException.class);

        assertThat(store.customFields().findById(organizationId, second.id())).isEmpty();
        assertThat(store.customFields().findByRecordType(organizationId, RecordType.CUSTOMERS)).containsExactly(first);
    }

    @Test
    void givenKeyOfDeletedDefinition_whenInsertedAgain_thenConflict() {
        // Values stored under a deleted definition's key keep it taken.
        CustomFieldDefinition deleted = insert(deleted(customer("retired"), TestData.at(30)));
        CustomFieldDefinition again = TestData.customField(organizationId, RecordType.CUSTOMERS, "retired");

        assertThatThrownBy(() -> store.customFields().insert(again)).isInstanceOf(ConflictException.class);

        assertThat(store.customFields().findById(organizationId, again.id())).isEmpty();
        assertThat(store.customFields().findByRecordType(organizationId, RecordType.CUSTOMERS))
                .containsExactly(deleted);
    }

    @Test
    void givenKeyUsedForPolicies_whenInsertedForCustomers_thenBothAreStored() {
        CustomFieldDefinition onPolicies = insert(TestData.customField(organizationId, RecordType.POLICIES, "tier"));
        CustomFieldDefinition onCustomers = TestData.customField(organizationId, RecordType.CUSTOMERS, "tier");

        store.customFields().insert(onCustomers);

        assertThat(store.customFields().findById(organizationId, onPolicies.id())).contains(onPolicies);
        assertThat(store.customFields().findById(organizationId, onCustomers.id())).contains(onCustomers);
    }

    @Test
    void givenKeyUsedInAnotherOrganization_whenInserted_thenBothAreStored() {
        CustomFieldDefinition theirs = insert(TestData.customField(otherOrganizationId, RecordType.CUSTOMERS,
                "nickname"));
        CustomFieldDefinition ours = customer("nickname");

        store.customFields().insert(ours);

        assertThat(store.customFields().findById(organizationId, ours.id())).contains(ours);
        assertThat(store.customFields().findById(otherOrganizationId, theirs.id())).contains(theirs);
    }

    @Test
    void givenTakenId_whenInsertedWithAnotherKey_thenConflictAndTheStoredOneIsKept() {
        CustomFieldDefinition stored = insert(customer("nickname"));
        CustomFieldDefinition sameId = CustomFieldDefinition.reconstitute(stored.id(), organizationId,
                RecordType.POLICIES, "other_key", "Other", "Another field", FieldType.BOOLEAN, null, null,
                ValidationRules.none(), TestData.T0, TestData.T0, null);

        assertThatThrownBy(() -> store.customFields().insert(sameId)).isInstanceOf(ConflictException.class);

        assertThat(store.customFields().findById(organizationId, stored.id())).contains(stored);
        assertThat(store.customFields().findByRecordType(organizationId, RecordType.POLICIES)).isEmpty();
    }

    @Test
    void givenTakenKeyInsideUnitOfWork_whenInserted_thenConflictPropagatesAndTheUnitLeavesNoTrace() {
        CustomFieldDefinition existing = insert(customer("nickname"));
        CustomFieldDefinition fresh = customer("favorite_color");
        CustomFieldDefinition clash = customer("nickname");

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.customFields().insert(fresh);
            store.customFields().insert(clash);
        })).isInstanceOf(ConflictException.class);

        assertThat(store.customFields().findByRecordType(organizationId, RecordType.CUSTOMERS))
                .containsExactly(existing);
        CustomFieldDefinition later = customer("favorite_color");
        store.customFields().insert(later);
        assertThat(store.customFields().findById(organizationId, later.id())).contains(later);
    }

    @Test
    void givenConflictCaughtInsideUnitOfWork_whenAnotherKeyIsInserted_thenTheUnitCommits() {
        // The service derives a key again after a conflict; the unit it runs in must stay usable.
        CustomFieldDefinition existing = insert(customer("nickname"));
        CustomFieldDefinition clash = customer("nickname");
        CustomFieldDefinition retry = customer("nickname_2");

        store.transactions().inTransaction(() -> {
            assertThatThrownBy(() -> store.customFields().insert(clash)).isInstanceOf(ConflictException.class);
            store.customFields().insert(retry);
        });

        assertThat(store.customFields().findByRecordType(organizationId, RecordType.CUSTOMERS))
                .containsExactly(existing, retry);
    }

    @Test
    void givenMixedDefinitions_whenFoundByRecordType_thenOnlyThoseOfTheTypeAndOrganizationComeOldestFirst() {
        CustomFieldDefinition tieHigh = insert(at(orderedId("90"), "tie_high", TestData.at(10)));
        CustomFieldDefinition newest = insert(at(orderedId("10"), "newest", TestData.at(20)));
        CustomFieldDefinition oldest = insert(deleted(at(orderedId("f0"), "oldest", TestData.at(5)),
                TestData.at(30)));
        CustomFieldDefinition tieLow = insert(at(orderedId("30"), "tie_low", TestData.at(10)));
        insert(TestData.customField(organizationId, RecordType.POLICIES, "on_policies", FieldType.DATE,
                TestData.at(1)));
        insert(TestData.customField(otherOrganizationId, RecordType.CUSTOMERS, "theirs", FieldType.TEXT,
                TestData.at(1)));

        List<CustomFieldDefinition> found = store.customFields().findByRecordType(organizationId,
                RecordType.CUSTOMERS);

        assertThat(found).containsExactly(oldest, tieLow, tieHigh, newest);
    }

    @Test
    void givenNoDefinitionsOfTheType_whenFoundByRecordType_thenNothingIsFound() {
        insert(TestData.customField(organizationId, RecordType.POLICIES, "tier"));
        insert(TestData.customField(otherOrganizationId, RecordType.CUSTOMERS, "tier"));

        assertThat(store.customFields().findByRecordType(organizationId, RecordType.CUSTOMERS)).isEmpty();
    }

    private CustomFieldDefinition insert(CustomFieldDefinition definition) {
        store.customFields().insert(definition);
        return definition;
    }

    private CustomFieldDefinition customer(String fieldKey) {
        return TestData.customField(organizationId, RecordType.CUSTOMERS, fieldKey);
    }

    /** A select field of the organization's customers with a chosen id and creation time. */
    private CustomFieldDefinition at(UUID id, String fieldKey, Instant createdAt) {
        CustomFieldDefinition d = TestData.customField(organizationId, RecordType.CUSTOMERS, fieldKey,
                FieldType.SELECT, createdAt);
        return copy(d, CustomFieldId.of(id), d.isRequired(), d.validationRules(), d.deletedAt());
    }

    private static CustomFieldDefinition withRules(CustomFieldDefinition d, ValidationRules rules) {
        return copy(d, d.id(), d.isRequired(), rules, d.deletedAt());
    }

    private static CustomFieldDefinition withRequired(CustomFieldDefinition d, Boolean required) {
        return copy(d, d.id(), required, d.validationRules(), d.deletedAt());
    }

    private static CustomFieldDefinition deleted(CustomFieldDefinition d, Instant deletedAt) {
        return copy(d, d.id(), d.isRequired(), d.validationRules(), deletedAt);
    }

    private static CustomFieldDefinition copy(CustomFieldDefinition d, CustomFieldId id, Boolean required,
                                              ValidationRules rules, Instant deletedAt) {
        return CustomFieldDefinition.reconstitute(id, d.organizationId(), d.recordType(), d.fieldKey(),
                d.fieldLabel(), d.fieldDescription(), d.fieldType(), required, d.options(), rules, d.createdAt(),
                deletedAt == null ? d.updatedAt() : deletedAt, deletedAt);
    }
}
