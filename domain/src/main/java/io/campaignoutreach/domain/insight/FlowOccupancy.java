package io.campaignoutreach.domain.insight;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Where a campaign's enrollments are in its flow workflow right now (D21): per node, how many
 * customers wait there and how their runs and enrollments stand, plus the outcomes the flow has
 * produced so far. Defined in docs/metrics.md ("Flow occupancy").
 */
public record FlowOccupancy(
        CampaignId campaignId,
        Instant generatedAt,
        long totalMappedCustomers,
        long unmappedCustomers,
        Outcomes outcomes,
        List<NodeOccupancy> nodes) {

    public FlowOccupancy {
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(generatedAt, "generatedAt");
        Objects.requireNonNull(outcomes, "outcomes");
        nodes = List.copyOf(nodes);
    }

    /**
     * One node of the workflow and the enrollments at it: by workflow execution status (every
     * status present, 0 included) and by enrollment status (in {@link CampaignStatistics#STATUS_ORDER}).
     */
    public record NodeOccupancy(String nodeId, String nodeType, long totalCustomers,
                                Map<WorkflowExecutionStatus, Long> pulseStatusCounts,
                                Map<EnrollmentStatus, Long> customerStatusCounts) {
        public NodeOccupancy {
            pulseStatusCounts = Collections.unmodifiableMap(new EnumMap<>(pulseStatusCounts));
            customerStatusCounts = Collections.unmodifiableMap(new EnumMap<>(customerStatusCounts));
        }
    }

    /** What the flow has produced: customers who booked, inquiries raised and customers who opted out. */
    public record Outcomes(long appointmentsBooked, long inquiriesRaised, DoNotContacts doNotContacts) {
    }

    /** Enrolled customers who asked not to be contacted, in total and by channel. */
    public record DoNotContacts(long total, long fromSms, long fromCall) {
    }

    /**
     * Computes the occupancy. {@code workflow} is the campaign's flow workflow, or null when it has
     * none that is published: then there are no nodes and every enrollment is unmapped.
     * {@code inquiriesRaised} is counted by the caller, as inquiries live in their own store.
     * {@code optedOutOfTexts} are the numbers whose consent ledger says they opted out of texts: their
     * customers count in {@code fromSms} whatever their own {@code doNotSMS} says.
     */
    public static FlowOccupancy compute(CampaignId campaignId, Workflow workflow, Collection<Enrollment> enrollments,
                                        Collection<Call> calls, Collection<Customer> customers, long inquiriesRaised,
                                        Set<PhoneNumber> optedOutOfTexts, Instant now) {
        List<Enrollment> all = enrollments.stream().filter(e -> e.campaignId().equals(campaignId)).toList();
        Map<String, List<Enrollment>> byNode = all.stream().filter(e -> e.currentNodeId() != null)
                .collect(Collectors.groupingBy(Enrollment::currentNodeId, HashMap::new, Collectors.toList()));
        List<NodeOccupancy> nodes = workflow == null ? List.of() : workflow.nodes().stream()
                .map(node -> occupancy(node, byNode.getOrDefault(node.nodeId(), List.of())))
                .toList();
        long mapped = nodes.stream().mapToLong(NodeOccupancy::totalCustomers).sum();

        long booked = calls.stream()
                .filter(call -> call.campaignId().equals(campaignId) && !call.testFlag() && call.bookedAppointment())
                .map(Call::customerId).distinct().count();
        Set<CustomerId> enrolled = all.stream().map(Enrollment::customerId).collect(Collectors.toSet());
        List<Customer> theirs = customers.stream().filter(c -> enrolled.contains(c.id()))
                .collect(Collectors.toMap(Customer::id, c -> c, (a, b) -> a)).values().stream().toList();
        Predicate<Customer> noTexts = c -> isTrue(c, CustomerField.DO_NOT_SMS) || optedOutOfTexts.contains(c.phone());
        long fromSms = theirs.stream().filter(noTexts).count();
        long fromCall = theirs.stream().filter(c -> isTrue(c, CustomerField.DO_NOT_CALL)).count();
        long either = theirs.stream().filter(c -> noTexts.test(c) || isTrue(c, CustomerField.DO_NOT_CALL)).count();

        return new FlowOccupancy(campaignId, now, mapped, all.size() - mapped,
                new Outcomes(booked, inquiriesRaised, new DoNotContacts(either, fromSms, fromCall)), nodes);
    }

    private static NodeOccupancy occupancy(Workflow.WorkflowNode node, List<Enrollment> at) {
        Map<WorkflowExecutionStatus, Long> pulse = new EnumMap<>(WorkflowExecutionStatus.class);
        for (WorkflowExecutionStatus status : WorkflowExecutionStatus.values()) {
            pulse.put(status, 0L);
        }
        at.stream().filter(e -> e.workflowStatus() != null)
                .forEach(e -> pulse.merge(e.workflowStatus(), 1L, Long::sum));
        return new NodeOccupancy(node.nodeId(), node.nodeType(), at.size(), pulse,
                CampaignStatistics.countByStatus(at));
    }

    private static boolean isTrue(Customer customer, CustomerField field) {
        return Boolean.TRUE.equals(customer.profile().get(field));
    }
}
