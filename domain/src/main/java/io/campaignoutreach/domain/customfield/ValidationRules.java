package io.campaignoutreach.domain.customfield;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * Extra rules a custom field's values must meet (D18): lengths and a pattern for text, bounds for
 * numbers, earliest and latest dates for dates. Null members do not apply.
 */
public record ValidationRules(Integer minLength, Integer maxLength, BigDecimal min, BigDecimal max, String pattern,
                              String patternMessage, LocalDate minDate, LocalDate maxDate) {

    public static ValidationRules none() {
        return new ValidationRules(null, null, null, null, null, null, null, null);
    }
}
