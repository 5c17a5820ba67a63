package io.campaignoutreach.adapter.http.source;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.campaignoutreach.domain.insight.SourceFigures;
import io.campaignoutreach.domain.insight.SourcePerformance;
import io.campaignoutreach.domain.insight.StateFigures;
import java.math.BigDecimal;
import java.util.List;

/** Source performance as the spec names its members: snake_case figures, every one a number. */
record SourcePerformanceResponse(List<SourceEntry> sources, List<StateEntry> stateBreakdown) {

    static SourcePerformanceResponse from(SourcePerformance performance) {
        return new SourcePerformanceResponse(performance.sources().stream().map(SourceEntry::from).toList(),
                performance.stateBreakdown().stream().map(StateEntry::from).toList());
    }

    /** One source's figures; {@code sourceId} and {@code name} keep the spec's camelCase. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record SourceEntry(@JsonProperty("sourceId") String sourceId, String name, long leadsDialed,
                       BigDecimal contactRate, BigDecimal transferRate, BigDecimal totalUsageCost,
                       BigDecimal costPerTransfer, long totalCalls, long billableCalls, BigDecimal billablePercentage,
                       BigDecimal spend, long newTransfers, long newCalls, BigDecimal newTransferPercentage,
                       long appointmentTransfers, long appointmentCalls, BigDecimal appointmentTransferPercentage,
                       long totalTransfers, BigDecimal totalTransferPercentage, long billableTransfers,
                       BigDecimal billableTransferRate, long convertedCalls, BigDecimal transferConversionRate,
                       BigDecimal costPerAcquisition) {

        static SourceEntry from(SourceFigures f) {
            return new SourceEntry(f.sourceId(), f.name(), f.leadsDialed(), f.contactRate(), f.transferRate(),
                    f.totalUsageCost(), f.costPerTransfer(), f.totalCalls(), f.billableCalls(),
                    f.billablePercentage(), f.spend(), f.newTransfers(), f.newCalls(), f.newTransferPercentage(),
                    f.appointmentTransfers(), f.appointmentCalls(), f.appointmentTransferPercentage(),
                    f.totalTransfers(), f.totalTransferPercentage(), f.billableTransfers(), f.billableTransferRate(),
                    f.convertedCalls(), f.transferConversionRate(), f.costPerAcquisition());
        }
    }

    /** One state's figures. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    record StateEntry(String state, long leadsDialed, BigDecimal contactRate, BigDecimal transferRate) {

        static StateEntry from(StateFigures f) {
            return new StateEntry(f.state(), f.leadsDialed(), f.contactRate(), f.transferRate());
        }
    }
}
