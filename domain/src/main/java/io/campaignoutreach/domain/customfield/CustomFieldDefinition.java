package io.campaignoutreach.domain.customfield;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A field an organization adds to its customers or policies (D18): its key, label and purpose,
 * the type of its values, the options of a select, and the rules values must meet. Values are
 * written as text and checked against the definition wherever they are stored.
 */
public final class CustomFieldDefinition {

    public static final int MAX_LABEL_LENGTH = 255;
    public static final int MAX_DESCRIPTION_LENGTH = 2000;
    public static final int MAX_OPTIONS = 500;
    public static final int MAX_OPTION_LENGTH = 255;
    public static final int MAX_PATTERN_LENGTH = 500;
    /** Values of a multi-select field are its options separated by this. */
    public static final String MULTI_SELECT_SEPARATOR = ",";

    private final CustomFieldId id;
    private final OrganizationId organizationId;
    private final RecordType recordType;
    private final String fieldKey;
    private final String fieldLabel;
    private final String fieldDescription;
    private final FieldType fieldType;
    private final Boolean isRequired;
    private final List<String> options;
    private final ValidationRules validationRules;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final Instant deletedAt;

    private CustomFieldDefinition(CustomFieldId id, OrganizationId organizationId, RecordType recordType,
                                  String fieldKey, String fieldLabel, String fieldDescription, FieldType fieldType,
                                  Boolean isRequired, List<String> options, ValidationRules validationRules,
                                  Instant createdAt, Instant updatedAt, Instant deletedAt) {
        this.id = Objects.requireNonNull(id, "id");
        this.organizationId = Objects.requireNonNull(organizationId, "organizationId");
        this.recordType = Objects.requireNonNull(recordType, "recordType");
        this.fieldKey = Objects.requireNonNull(fieldKey, "fieldKey");
        this.fieldLabel = Objects.requireNonNull(fieldLabel, "fieldLabel");
        this.fieldDescription = Objects.requireNonNull(fieldDescription, "fieldDescription");
        this.fieldType = Objects.requireNonNull(fieldType, "fieldType");
        this.isRequired = isRequired;
        this.options = options == null ? null : List.copyOf(options);
        this.validationRules = Objects.requireNonNull(validationRules, "validationRules");
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        this.deletedAt = deletedAt;
    }

    /**
     * What a new definition asks for; {@code fieldKey} null means derive it from the label. Members
     * a caller could not read are null here, and reported by {@link #problems(Draft, Violations)}
     * unless the caller already did.
     */
    public record Draft(RecordType recordType, String fieldKey, String fieldLabel, String fieldDescription,
                        FieldType fieldType, Boolean isRequired, List<String> options, ValidationRules validationRules) {
        public Draft {
            options = options == null ? null : Collections.unmodifiableList(new ArrayList<>(options));
            validationRules = validationRules == null ? ValidationRules.none() : validationRules;
        }
    }

    /** Every rule of D18 the draft breaks; see {@link #problems(Draft, Violations)}. */
    public static List<Violation> problems(Draft draft) {
        Violations violations = new Violations();
        problems(draft, violations);
        return violations.list();
    }

    /**
     * Adds to {@code found} every rule of D18 the draft breaks that {@code found} does not already
     * cover: the four members a definition needs, options required (non-empty, distinct) for
     * selects and refused for other types, each validation rule fitting the type, no minimum above
     * its maximum, a pattern that compiles.
     */
    public static void problems(Draft draft, Violations found) {
        Violations violations = new Violations();
        required(draft.recordType(), "recordType", found, violations);
        required(draft.fieldLabel(), "fieldLabel", found, violations);
        required(draft.fieldDescription(), "fieldDescription", found, violations);
        required(draft.fieldType(), "fieldType", found, violations);
        if (draft.fieldLabel() != null && draft.fieldLabel().isBlank()) {
            violations.add(Violation.of(List.of("fieldLabel"), ViolationCode.TOO_SMALL, "fieldLabel must not be blank"));
        }
        if (draft.fieldDescription() != null && draft.fieldDescription().isBlank()) {
            violations.add(Violation.of(List.of("fieldDescription"), ViolationCode.TOO_SMALL,
                    "fieldDescription must not be blank"));
        }
        if (draft.fieldKey() != null && !FieldKeys.isValid(draft.fieldKey())) {
            violations.add(new Violation(List.of("fieldKey"), "fieldKey must be a lowercase letter followed by up to "
                    + "63 lowercase letters, digits or underscores", "^[a-z][a-z0-9_]{0,63}$", draft.fieldKey(),
                    ViolationCode.INVALID_STRING));
        }
        if (draft.fieldType() != null) {
            checkOptions(draft, violations);
        }
        checkRules(draft.fieldType(), draft.validationRules(), violations);
        Violations earlier = new Violations().addAll(found.list());
        for (Violation violation : violations.list()) {
            if (!earlier.covers(violation.path())) {
                found.add(violation);
            }
        }
    }

    private static void required(Object value, String member, Violations found, Violations violations) {
        if (value == null && !found.covers(List.of(member))) {
            violations.add(Violation.required(List.of(member)));
        }
    }

    private static void checkOptions(Draft draft, Violations violations) {
        List<String> options = draft.options();
        if (!draft.fieldType().hasOptions()) {
            if (options != null) {
                violations.add(Violation.of(List.of("options"), ViolationCode.CUSTOM,
                        "options are only for select and multi_select fields"));
            }
            return;
        }
        if (options == null || options.isEmpty()) {
            violations.add(Violation.of(List.of("options"), ViolationCode.TOO_SMALL,
                    "a " + draft.fieldType().wireName() + " field needs at least one option"));
            return;
        }
        if (new HashSet<>(options).size() != options.size()) {
            violations.add(Violation.of(List.of("options"), ViolationCode.CUSTOM, "options must not repeat"));
        }
        for (int i = 0; i < options.size(); i++) {
            String option = options.get(i);
            if (option == null) {
                continue;
            }
            if (option.isBlank()) {
                violations.add(Violation.of(List.of("options", String.valueOf(i)), ViolationCode.TOO_SMALL,
                        "an option must not be blank"));
            } else if (!option.equals(option.strip())) {
                violations.add(Violation.of(List.of("options", String.valueOf(i)), ViolationCode.CUSTOM,
                        "an option must not start or end with spaces, which values could never match"));
            } else if (draft.fieldType() == FieldType.MULTI_SELECT && option.contains(MULTI_SELECT_SEPARATOR)) {
                violations.add(Violation.of(List.of("options", String.valueOf(i)), ViolationCode.CUSTOM,
                        "options of a multi_select field must not contain a comma, which separates chosen values"));
            }
        }
    }

    private static void checkRules(FieldType type, ValidationRules rules, Violations violations) {
        onlyFor(type, FieldType.TEXT, rules.minLength(), "minLength", violations);
        onlyFor(type, FieldType.TEXT, rules.maxLength(), "maxLength", violations);
        onlyFor(type, FieldType.TEXT, rules.pattern(), "pattern", violations);
        onlyFor(type, FieldType.TEXT, rules.patternMessage(), "patternMessage", violations);
        onlyFor(type, FieldType.NUMBER, rules.min(), "min", violations);
        onlyFor(type, FieldType.NUMBER, rules.max(), "max", violations);
        onlyFor(type, FieldType.DATE, rules.minDate(), "minDate", violations);
        onlyFor(type, FieldType.DATE, rules.maxDate(), "maxDate", violations);
        if (rules.minLength() != null && rules.maxLength() != null && rules.minLength() > rules.maxLength()) {
            violations.add(notAbove("minLength", "maxLength"));
        }
        if (rules.min() != null && rules.max() != null && rules.min().compareTo(rules.max()) > 0) {
            violations.add(notAbove("min", "max"));
        }
        if (rules.minDate() != null && rules.maxDate() != null && rules.minDate().isAfter(rules.maxDate())) {
            violations.add(notAbove("minDate", "maxDate"));
        }
        if (rules.patternMessage() != null && rules.pattern() == null) {
            violations.add(Violation.of(List.of("validationRules", "patternMessage"), ViolationCode.CUSTOM,
                    "patternMessage goes with a pattern"));
        }
        if (rules.pattern() != null && rules.pattern().length() > MAX_PATTERN_LENGTH) {
            violations.add(Violation.of(List.of("validationRules", "pattern"), ViolationCode.TOO_BIG,
                    "pattern must be at most " + MAX_PATTERN_LENGTH + " characters"));
        } else if (rules.pattern() != null) {
            try {
                Pattern.compile(rules.pattern());
            } catch (PatternSyntaxException e) {
                violations.add(Violation.of(List.of("validationRules", "pattern"), ViolationCode.INVALID_STRING,
                        "pattern is not a valid regular expression"));
            }
        }
    }

    private static void onlyFor(FieldType type, FieldType fits, Object rule, String name, Violations violations) {
        if (rule != null && type != null && type != fits) {
            violations.add(Violation.of(List.of("validationRules", name), ViolationCode.CUSTOM,
                    name + " applies to " + fits.wireName() + " fields only"));
        }
    }

    private static Violation notAbove(String min, String max) {
        return Violation.of(List.of("validationRules", min), ViolationCode.CUSTOM, min + " must not exceed " + max);
    }

    /** A new definition with its final key; the draft must have no {@link #problems}. */
    public static CustomFieldDefinition create(CustomFieldId id, OrganizationId organizationId, Draft draft,
                                               String fieldKey, Instant now) {
        if (!problems(draft).isEmpty()) {
            throw new IllegalArgumentException("the draft breaks the definition rules");
        }
        if (!FieldKeys.isValid(fieldKey)) {
            throw new IllegalArgumentException("not a field key: " + fieldKey);
        }
        return new CustomFieldDefinition(id, organizationId, draft.recordType(), fieldKey, draft.fieldLabel().strip(),
                draft.fieldDescription().strip(), draft.fieldType(), draft.isRequired(), draft.options(),
                draft.validationRules(), now, now, null);
    }

    /** Rebuilds a stored definition; for stores only. */
    public static CustomFieldDefinition reconstitute(CustomFieldId id, OrganizationId organizationId,
                                                     RecordType recordType, String fieldKey, String fieldLabel,
                                                     String fieldDescription, FieldType fieldType, Boolean isRequired,
                                                     List<String> options, ValidationRules validationRules,
                                                     Instant createdAt, Instant updatedAt, Instant deletedAt) {
        return new CustomFieldDefinition(id, organizationId, recordType, fieldKey, fieldLabel, fieldDescription,
                fieldType, isRequired, options, validationRules, createdAt, updatedAt, deletedAt);
    }

    /** Why a value does not fit this field, or empty when it does. */
    public Optional<String> problem(String value) {
        if (value == null) {
            return Boolean.TRUE.equals(isRequired) ? Optional.of("a value is required") : Optional.empty();
        }
        return switch (fieldType) {
            case TEXT -> textProblem(value);
            case NUMBER -> numberProblem(value);
            case BOOLEAN -> value.equals("true") || value.equals("false") ? Optional.empty()
                    : Optional.of("expected true or false");
            case DATE -> dateProblem(value);
            case SELECT -> options.contains(value) ? Optional.empty()
                    : Optional.of("expected one of " + String.join(", ", options));
            case MULTI_SELECT -> multiSelectProblem(value);
        };
    }

    private Optional<String> textProblem(String value) {
        int length = value.codePointCount(0, value.length());
        ValidationRules rules = validationRules;
        if (rules.minLength() != null && length < rules.minLength()) {
            return Optional.of("must be at least " + rules.minLength() + " characters");
        }
        if (rules.maxLength() != null && length > rules.maxLength()) {
            return Optional.of("must be at most " + rules.maxLength() + " characters");
        }
        if (rules.pattern() == null) {
            return Optional.empty();
        }
        try {
            if (Pattern.compile(rules.pattern()).matcher(new BoundedCharSequence(value)).matches()) {
                return Optional.empty();
            }
        } catch (BoundedCharSequence.TooMuchWork e) {
            return Optional.of("could not be checked against the field's pattern in reasonable time");
        }
        return Optional.of(rules.patternMessage() != null ? rules.patternMessage()
                : "does not match the pattern " + rules.pattern());
    }

    private Optional<String> numberProblem(String value) {
        BigDecimal number;
        try {
            number = new BigDecimal(value);
        } catch (NumberFormatException e) {
            return Optional.of("expected a number");
        }
        if (validationRules.min() != null && number.compareTo(validationRules.min()) < 0) {
            return Optional.of("must be at least " + validationRules.min().toPlainString());
        }
        if (validationRules.max() != null && number.compareTo(validationRules.max()) > 0) {
            return Optional.of("must be at most " + validationRules.max().toPlainString());
        }
        return Optional.empty();
    }

    private Optional<String> dateProblem(String value) {
        Optional<LocalDate> date = Timestamps.parseDate(value);
        if (date.isEmpty()) {
            return Optional.of("expected a date YYYY-MM-DD");
        }
        if (validationRules.minDate() != null && date.get().isBefore(validationRules.minDate())) {
            return Optional.of("must not be before " + validationRules.minDate());
        }
        if (validationRules.maxDate() != null && date.get().isAfter(validationRules.maxDate())) {
            return Optional.of("must not be after " + validationRules.maxDate());
        }
        return Optional.empty();
    }

    private Optional<String> multiSelectProblem(String value) {
        List<String> unknown = new ArrayList<>();
        for (String chosen : value.split(MULTI_SELECT_SEPARATOR, -1)) {
            if (!options.contains(chosen.strip())) {
                unknown.add(chosen.strip());
            }
        }
        return unknown.isEmpty() ? Optional.empty()
                : Optional.of("not among the options: " + String.join(", ", unknown));
    }

    public boolean isDeleted() {
        return deletedAt != null;
    }

    public CustomFieldId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public RecordType recordType() { return recordType; }
    public String fieldKey() { return fieldKey; }
    public String fieldLabel() { return fieldLabel; }
    public String fieldDescription() { return fieldDescription; }
    public FieldType fieldType() { return fieldType; }
    public Boolean isRequired() { return isRequired; }
    public List<String> options() { return options; }
    public ValidationRules validationRules() { return validationRules; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public Instant deletedAt() { return deletedAt; }

    @Override
    public boolean equals(Object o) {
        return o instanceof CustomFieldDefinition other && id.equals(other.id)
                && organizationId.equals(other.organizationId) && recordType == other.recordType
                && fieldKey.equals(other.fieldKey) && fieldLabel.equals(other.fieldLabel)
                && fieldDescription.equals(other.fieldDescription) && fieldType == other.fieldType
                && Objects.equals(isRequired, other.isRequired) && Objects.equals(options, other.options)
                && validationRules.equals(other.validationRules) && createdAt.equals(other.createdAt)
                && updatedAt.equals(other.updatedAt) && Objects.equals(deletedAt, other.deletedAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, fieldKey);
    }

    @Override
    public String toString() {
        return "CustomFieldDefinition[" + recordType.wireName() + "." + fieldKey + "]";
    }
}
