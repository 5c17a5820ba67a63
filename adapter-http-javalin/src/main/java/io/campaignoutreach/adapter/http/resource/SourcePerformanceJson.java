package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.domain.insight.SourceFigures;
import io.campaignoutreach.domain.insight.SourcePerformance;
import io.campaignoutreach.domain.insight.StateFigures;
import java.util.LinkedHashMap;
import java.util.Map;

/** Writes source performance with the spec's snake_case member names; every figure is a number. */
final class SourcePerformanceJson {

    private SourcePerformanceJson() {
    }

    static Map<String, Object> of(SourcePerformance performance) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sources", performance.sources().stream().map(SourcePerformanceJson::source).toList());
        m.put("stateBreakdown", performance.stateBreakdown().stream().map(SourcePerformanceJson::state).toList());
        return m;
    }

    private static Map<String, Object> source(SourceFigures f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sourceId", f.sourceId());
        m.put("name", f.name());
        m.put("leads_dialed", f.leadsDialed());
        m.put("contact_rate", f.contactRate());
        m.put("transfer_rate", f.transferRate());
        m.put("total_usage_cost", f.totalUsageCost());
        m.put("cost_per_transfer", f.costPerTransfer());
        m.put("total_calls", f.totalCalls());
        m.put("billable_calls", f.billableCalls());
        m.put("billable_percentage", f.billablePercentage());
        m.put("spend", f.spend());
        m.put("new_transfers", f.newTransfers());
        m.put("new_calls", f.newCalls());
        m.put("new_transfer_percentage", f.newTransferPercentage());
        m.put("appointment_transfers", f.appointmentTransfers());
        m.put("appointment_calls", f.appointmentCalls());
        m.put("appointment_transfer_percentage", f.appointmentTransferPercentage());
        m.put("total_transfers", f.totalTransfers());
        m.put("total_transfer_percentage", f.totalTransferPercentage());
        m.put("billable_transfers", f.billableTransfers());
        m.put("billable_transfer_rate", f.billableTransferRate());
        m.put("converted_calls", f.convertedCalls());
        m.put("transfer_conversion_rate", f.transferConversionRate());
        m.put("cost_per_acquisition", f.costPerAcquisition());
        return m;
    }

    private static Map<String, Object> state(StateFigures f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("state", f.state());
        m.put("leads_dialed", f.leadsDialed());
        m.put("contact_rate", f.contactRate());
        m.put("transfer_rate", f.transferRate());
        return m;
    }
}
