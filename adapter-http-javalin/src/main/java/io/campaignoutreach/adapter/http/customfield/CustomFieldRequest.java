package io.campaignoutreach.adapter.http.customfield;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.hibernate.validator.constraints.CodePointLength;

/** The body of POST /v2/custom-fields (D18). */
record CustomFieldRequest(
        @NotNull RecordType recordType,
        @NotNull @CodePointLength(min = 1, max = CustomFieldDefinition.MAX_LABEL_LENGTH) String fieldLabel,
        @NotNull @CodePointLength(min = 1, max = CustomFieldDefinition.MAX_DESCRIPTION_LENGTH) String fieldDescription,
        @NotNull FieldType fieldType,
        @CodePointLength(min = 1, max = 64) String fieldKey,
        @Nullable Boolean isRequired,
        @Nullable @Size(max = CustomFieldDefinition.MAX_OPTIONS)
        List<@CodePointLength(max = CustomFieldDefinition.MAX_OPTION_LENGTH) String> options,
        @Valid Rules validationRules) {

    /** The largest length a text field's rules may ask for. */
    static final int MAX_TEXT_LENGTH_RULE = 100_000;
    /** Number rules are bounded far beyond any value a field holds, so they stay exact. */
    static final String NUMBER_BOUND = "1000000000000000";

    record Rules(
            @Nullable @Min(0) @Max(MAX_TEXT_LENGTH_RULE) Integer minLength,
            @Nullable @Min(0) @Max(MAX_TEXT_LENGTH_RULE) Integer maxLength,
            @Nullable @DecimalMin("-" + NUMBER_BOUND) @DecimalMax(NUMBER_BOUND) BigDecimal min,
            @Nullable @DecimalMin("-" + NUMBER_BOUND) @DecimalMax(NUMBER_BOUND) BigDecimal max,
            @Nullable @CodePointLength(min = 1, max = CustomFieldDefinition.MAX_PATTERN_LENGTH) String pattern,
            @Nullable @CodePointLength(min = 1, max = 255) String patternMessage,
            @Nullable LocalDate minDate,
            @Nullable LocalDate maxDate) {

        ValidationRules toDomain() {
            return new ValidationRules(minLength, maxLength, min, max, pattern, patternMessage, minDate, maxDate);
        }
    }

    CustomFieldDefinition.Draft toDraft() {
        return new CustomFieldDefinition.Draft(recordType, fieldKey, fieldLabel, fieldDescription, fieldType,
                isRequired, options, validationRules == null ? null : validationRules.toDomain());
    }
}
