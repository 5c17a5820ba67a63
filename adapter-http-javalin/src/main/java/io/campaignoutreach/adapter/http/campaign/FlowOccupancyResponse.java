package io.campaignoutreach.adapter.http.campaign;

import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.insight.CampaignStatistics;
import io.campaignoutreach.domain.insight.FlowOccupancy;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The spec's Workflow occupancy result. */
record FlowOccupancyResponse(String campaignId, Instant generatedAt, long totalMappedCustomers,
                             long unmappedCustomers, Outcomes outcomes, List<Node> nodes) {

    static FlowOccupancyResponse from(FlowOccupancy f) {
        FlowOccupancy.DoNotContacts dnc = f.outcomes().doNotContacts();
        return new FlowOccupancyResponse(f.campaignId().toString(), f.generatedAt(), f.totalMappedCustomers(),
                f.unmappedCustomers(), new Outcomes(f.outcomes().appointmentsBooked(), f.outcomes().inquiriesRaised(),
                        new DoNotContacts(dnc.total(), dnc.fromSms(), dnc.fromCall())),
                f.nodes().stream().map(Node::from).toList());
    }

    record Outcomes(long appointmentsBooked, long inquiriesRaised, DoNotContacts doNotContacts) {
    }

    record DoNotContacts(long total, long fromSms, long fromCall) {
    }

    /**
     * One node: counts by workflow execution status (every status, 0 included) and by enrollment
     * status, in the order of {@code statusCounts}.
     */
    record Node(String nodeId, String nodeType, long totalCustomers, Map<String, Long> pulseStatusCounts,
                Map<String, Long> customerStatusCounts) {

        static Node from(FlowOccupancy.NodeOccupancy node) {
            Map<String, Long> pulse = new LinkedHashMap<>();
            for (WorkflowExecutionStatus status : WorkflowExecutionStatus.values()) {
                pulse.put(status.wireName(), node.pulseStatusCounts().get(status));
            }
            Map<String, Long> statuses = new LinkedHashMap<>();
            for (EnrollmentStatus status : CampaignStatistics.STATUS_ORDER) {
                statuses.put(status.wireName(), node.customerStatusCounts().get(status));
            }
            return new Node(node.nodeId(), node.nodeType(), node.totalCustomers(), pulse, statuses);
        }
    }
}
