package io.campaignoutreach.domain.customfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Violation;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class CustomFieldDefinitionTest {

    private static CustomFieldDefinition.Draft draft(FieldType type, List<String> options, ValidationRules rules) {
        return new CustomFieldDefinition.Draft(RecordType.CUSTOMERS, null, "Preferred Carrier", "Carrier they like",
                type, null, options, rules);
    }

    private static CustomFieldDefinition define(FieldType type, List<String> options, ValidationRules rules,
                                                Boolean required) {
        CustomFieldDefinition.Draft draft = new CustomFieldDefinition.Draft(RecordType.CUSTOMERS, null, "Field",
                "A field", type, required, options, rules);
        return CustomFieldDefinition.create(CustomFieldId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()),
                draft, "field", Instant.parse("2026-01-01T00:00:00Z"));
    }

    private static List<String> paths(List<Violation> violations) {
        return violations.stream().map(v -> String.join(".", v.path()) + ":" + v.code().wireName()).toList();
    }

    @Test
    void givenLabels_whenKeysDerived_thenLowerSnakeAsciiStartingWithALetterAndNumberedOnCollision() {
        assertThat(FieldKeys.derive("Preferred Carrier", Set.of())).isEqualTo("preferred_carrier");
        assertThat(FieldKeys.derive("  Élégibilité -- Médicare!  ", Set.of())).isEqualTo("elegibilite_medicare");
        assertThat(FieldKeys.derive("2nd Phone", Set.of())).isEqualTo("field_2nd_phone");
        assertThat(FieldKeys.derive("🙂", Set.of())).isEqualTo("field");
        assertThat(FieldKeys.derive("Notes", Set.of("notes", "notes_2"))).isEqualTo("notes_3");
        String long64 = FieldKeys.derive("x".repeat(100), Set.of("x".repeat(64)));
        assertThat(long64).hasSize(64).endsWith("_2");
        assertThat(FieldKeys.isValid(long64)).isTrue();
    }

    @Test
    void givenSelectsAndOtherTypes_whenOptionsChecked_thenRequiredDistinctOrRefused() {
        assertThat(paths(CustomFieldDefinition.problems(draft(FieldType.SELECT, null, null))))
                .containsExactly("options:too_small");
        assertThat(paths(CustomFieldDefinition.problems(draft(FieldType.MULTI_SELECT,
                List.of("a", "a", "b,c", " ", " Gold"), null))))
                .containsExactly("options:custom", "options.2:custom", "options.3:too_small", "options.4:custom");
        assertThat(paths(CustomFieldDefinition.problems(draft(FieldType.TEXT, List.of("a"), null))))
                .containsExactly("options:custom");
        assertThat(CustomFieldDefinition.problems(draft(FieldType.SELECT, List.of("MA", "PDP"), null))).isEmpty();
    }

    @Test
    void givenRulesNotFittingTheType_whenChecked_thenEachReported() {
        ValidationRules rules = new ValidationRules(5, 2, BigDecimal.ONE, null, "(", null,
                LocalDate.of(2026, 1, 2), LocalDate.of(2026, 1, 1));

        assertThat(paths(CustomFieldDefinition.problems(draft(FieldType.TEXT, null, rules)))).containsExactly(
                "validationRules.min:custom", "validationRules.minDate:custom", "validationRules.maxDate:custom",
                "validationRules.minLength:custom", "validationRules.minDate:custom", "validationRules.pattern:invalid_string");
        assertThat(paths(CustomFieldDefinition.problems(draft(FieldType.NUMBER, null,
                new ValidationRules(null, null, BigDecimal.TEN, BigDecimal.ONE, null, "x", null, null)))))
                .containsExactly("validationRules.patternMessage:custom", "validationRules.min:custom",
                        "validationRules.patternMessage:custom");
    }

    @Test
    void givenDefinitions_whenValuesChecked_thenTypeAndRulesApply() {
        CustomFieldDefinition text = define(FieldType.TEXT, null,
                new ValidationRules(2, 5, null, null, "[A-Z]+", "capitals only", null, null), true);
        assertThat(text.problem("ABC")).isEmpty();
        assertThat(text.problem("A")).contains("must be at least 2 characters");
        assertThat(text.problem("abc")).contains("capitals only");
        assertThat(text.problem(null)).contains("a value is required");

        CustomFieldDefinition number = define(FieldType.NUMBER, null,
                new ValidationRules(null, null, BigDecimal.ZERO, new BigDecimal("100.5"), null, null, null, null), null);
        assertThat(number.problem("100.5")).isEmpty();
        assertThat(number.problem("100.51")).isPresent();
        assertThat(number.problem("ten")).contains("expected a number");
        assertThat(number.problem(null)).isEmpty();

        CustomFieldDefinition date = define(FieldType.DATE, null,
                new ValidationRules(null, null, null, null, null, null, LocalDate.of(2026, 1, 1), null), null);
        assertThat(date.problem("2026-01-01")).isEmpty();
        assertThat(date.problem("2025-12-31")).isPresent();
        assertThat(date.problem("2026-02-30")).contains("expected a date YYYY-MM-DD");

        assertThat(define(FieldType.BOOLEAN, null, ValidationRules.none(), null).problem("yes")).isPresent();
        CustomFieldDefinition multi = define(FieldType.MULTI_SELECT, List.of("MA", "PDP", "MS"),
                ValidationRules.none(), null);
        assertThat(multi.problem("MA, PDP")).isEmpty();
        assertThat(multi.problem("MA,XX")).contains("not among the options: XX");
    }

    @Test
    void givenCatastrophicPattern_whenValueChecked_thenStopsAndReportsInsteadOfHanging() {
        CustomFieldDefinition evil = define(FieldType.TEXT, null,
                new ValidationRules(null, null, null, null, "(.*a){12}", null, null, null), null);

        // Unbounded, this match takes far longer than any test may wait.
        assertThat(evil.problem("a".repeat(40) + "b")).contains(
                "could not be checked against the field's pattern in reasonable time");
    }
}
