package io.campaignoutreach.domain.shared;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * How figures are rounded (D16): rates and percentages on a 0-100 scale and money in USD, both
 * half up to 2 decimals; a division by zero gives 0.
 */
public final class Ratios {

    public static final BigDecimal ZERO = BigDecimal.ZERO.setScale(2, RoundingMode.HALF_UP);
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private Ratios() {
    }

    /** {@code part / whole × 100}, or 0 when {@code whole} is 0. */
    public static BigDecimal percent(long part, long whole) {
        if (whole == 0) {
            return ZERO;
        }
        return BigDecimal.valueOf(part).multiply(HUNDRED).divide(BigDecimal.valueOf(whole), 2, RoundingMode.HALF_UP);
    }

    /** {@code amount / count} as money, or 0 when {@code count} is 0. */
    public static BigDecimal per(BigDecimal amount, long count) {
        if (count == 0) {
            return ZERO;
        }
        return amount.divide(BigDecimal.valueOf(count), 2, RoundingMode.HALF_UP);
    }

    /** An exact amount rounded to money. */
    public static BigDecimal money(BigDecimal amount) {
        return amount.setScale(2, RoundingMode.HALF_UP);
    }
}
