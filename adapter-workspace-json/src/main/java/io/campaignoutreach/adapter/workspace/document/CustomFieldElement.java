package io.campaignoutreach.adapter.workspace.document;

import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

/** A custom field definition as a workspace document gives it. */
public record CustomFieldElement(UUID id, RecordType recordType, String fieldKey, String fieldLabel,
                                 String fieldDescription, FieldType fieldType, Boolean isRequired,
                                 List<String> options, Rules validationRules, Instant createdAt)
        implements FileElement {

    /** The definition's validation rules. */
    public record Rules(Integer minLength, Integer maxLength, BigDecimal min, BigDecimal max, String pattern,
                        String patternMessage, LocalDate minDate, LocalDate maxDate) {
    }
}
