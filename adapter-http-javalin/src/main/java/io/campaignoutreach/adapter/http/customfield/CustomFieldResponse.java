package io.campaignoutreach.adapter.http.customfield;

import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.ValidationRules;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** The spec's Custom field definition, with all eight members of {@code validationRules}. */
record CustomFieldResponse(String id, String clientId, Instant createdAt, Instant updatedAt, Instant deletedAt,
                           String recordType, String fieldKey, String fieldLabel, String fieldDescription,
                           String fieldType, Boolean isRequired, List<String> options, Rules validationRules,
                           boolean deleted) {

    static CustomFieldResponse from(CustomFieldDefinition d) {
        return new CustomFieldResponse(d.id().toString(), d.organizationId().toString(), d.createdAt(),
                d.updatedAt(), d.deletedAt(), d.recordType().wireName(), d.fieldKey(), d.fieldLabel(),
                d.fieldDescription(), d.fieldType().wireName(), d.isRequired(), d.options(),
                Rules.from(d.validationRules()), d.isDeleted());
    }

    /** The rules a value must meet; null where the definition sets none. */
    record Rules(Integer minLength, Integer maxLength, BigDecimal min, BigDecimal max, String pattern,
                 String patternMessage, LocalDate minDate, LocalDate maxDate) {

        static Rules from(ValidationRules r) {
            return new Rules(r.minLength(), r.maxLength(), r.min(), r.max(), r.pattern(), r.patternMessage(),
                    r.minDate(), r.maxDate());
        }
    }
}
