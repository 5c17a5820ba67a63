package io.campaignoutreach.domain.insight;

import java.math.BigDecimal;

/**
 * The performance of one lead source over a window of calls; each member is defined in
 * {@code docs/metrics.md} under "Source performance".
 */
public record SourceFigures(
        String sourceId,
        String name,
        long leadsDialed,
        BigDecimal contactRate,
        BigDecimal transferRate,
        BigDecimal totalUsageCost,
        BigDecimal costPerTransfer,
        long totalCalls,
        long billableCalls,
        BigDecimal billablePercentage,
        BigDecimal spend,
        long newTransfers,
        long newCalls,
        BigDecimal newTransferPercentage,
        long appointmentTransfers,
        long appointmentCalls,
        BigDecimal appointmentTransferPercentage,
        long totalTransfers,
        BigDecimal totalTransferPercentage,
        long billableTransfers,
        BigDecimal billableTransferRate,
        long convertedCalls,
        BigDecimal transferConversionRate,
        BigDecimal costPerAcquisition) {
}
