package io.campaignoutreach.domain.insight;

import java.math.BigDecimal;

/** Dialing figures of the leads of one US state (or {@code unknown}), as {@code docs/metrics.md} defines them. */
public record StateFigures(String state, long leadsDialed, BigDecimal contactRate, BigDecimal transferRate) {
}
