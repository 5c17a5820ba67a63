package io.campaignoutreach.domain.insight;

import static io.campaignoutreach.domain.insight.CampaignStatisticsTest.CAMPAIGN;
import static io.campaignoutreach.domain.insight.CampaignStatisticsTest.NOW;
import static io.campaignoutreach.domain.insight.CampaignStatisticsTest.ORG;
import static io.campaignoutreach.domain.insight.CampaignStatisticsTest.callOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Occupancy worked out by hand from docs/metrics.md, "Flow occupancy" (D21). */
class FlowOccupancyTest {

    private static final Workflow WORKFLOW = new Workflow(WorkflowId.of(UUID.randomUUID()), ORG, "Renewal flow",
            List.of(new Workflow.WorkflowNode("start", "call"), new Workflow.WorkflowNode("sms-1", "sms"),
                    new Workflow.WorkflowNode("wait-1", "wait")), "start", true, NOW, NOW);

    private final List<Enrollment> enrollments = new ArrayList<>();
    private final List<Customer> customers = new ArrayList<>();
    private final List<Call> calls = new ArrayList<>();
    private int phones;

    @Test
    void givenEnrollmentsAtNodesAndElsewhere_whenComputed_thenCountedPerNodeAndOutcomesFromCallsAndCustomers() {
        CustomerId a = enroll("start", WorkflowExecutionStatus.WAITING, EnrollmentStatus.PENDING, true, false);
        CustomerId b = enroll("start", WorkflowExecutionStatus.RUNNING, EnrollmentStatus.IN_PROGRESS, false, true);
        CustomerId c = enroll("sms-1", WorkflowExecutionStatus.FAILED, EnrollmentStatus.IN_PROGRESS, true, true);
        CustomerId d = enroll("sms-1", null, EnrollmentStatus.PENDING, false, false);
        // Unmapped: a node the workflow does not have, and no node at all (a finished enrollment).
        enroll("removed-node", WorkflowExecutionStatus.WAITING, EnrollmentStatus.PENDING, false, false);
        CustomerId f = enroll(null, null, EnrollmentStatus.COMPLETED, false, true);
        customers.removeIf(customer -> customer.id().equals(f)); // deleted since: not counted as do-not-contact
        // A customer who opted out but is not enrolled counts nowhere.
        customer(false, true);
        // Booked: a twice (once distinct), b once; c's test call and d's call in another campaign are left out.
        calls.add(callOf(CAMPAIGN, a, 1, "appointment_booked", CallPurpose.NEW, false, false));
        calls.add(callOf(CAMPAIGN, a, 2, "appointment_booked", CallPurpose.FOLLOW_UP, false, false));
        calls.add(callOf(CAMPAIGN, b, 1, "appointment_booked", CallPurpose.NEW, false, false));
        calls.add(callOf(CAMPAIGN, b, 2, "answered", CallPurpose.NEW, false, false));
        calls.add(callOf(CAMPAIGN, c, 1, "appointment_booked", CallPurpose.NEW, false, true));
        calls.add(callOf(CampaignId.of(UUID.randomUUID()), d, 1, "appointment_booked", CallPurpose.NEW, false, false));

        FlowOccupancy occupancy = FlowOccupancy.compute(CAMPAIGN, WORKFLOW, enrollments, calls, customers, 4, Set.of(), NOW);

        assertThat(occupancy.campaignId()).isEqualTo(CAMPAIGN);
        assertThat(occupancy.generatedAt()).isEqualTo(NOW);
        assertThat(occupancy.nodes()).containsExactly(
                // a waiting and pending, b running and in progress.
                new FlowOccupancy.NodeOccupancy("start", "call", 2, pulse(1, 1, 0, 0),
                        statuses(Map.of(EnrollmentStatus.PENDING, 1L, EnrollmentStatus.IN_PROGRESS, 1L))),
                // c failed and in progress; d has no execution status, so it counts in no pulse status.
                new FlowOccupancy.NodeOccupancy("sms-1", "sms", 2, pulse(0, 0, 0, 1),
                        statuses(Map.of(EnrollmentStatus.PENDING, 1L, EnrollmentStatus.IN_PROGRESS, 1L))),
                new FlowOccupancy.NodeOccupancy("wait-1", "wait", 0, pulse(0, 0, 0, 0), statuses(Map.of())));
        // 2 + 2 + 0 mapped; 6 - 4 unmapped.
        assertThat(occupancy.totalMappedCustomers()).isEqualTo(4);
        assertThat(occupancy.unmappedCustomers()).isEqualTo(2);
        // Booked a and b; do-not-contact a (SMS), b (call), c (both): 3 in all, 2 by SMS, 2 by call.
        assertThat(occupancy.outcomes()).isEqualTo(new FlowOccupancy.Outcomes(2, 4,
                new FlowOccupancy.DoNotContacts(3, 2, 2)));
        assertThat(occupancy.nodes().get(2).customerStatusCounts().keySet()).containsExactlyInAnyOrderElementsOf(
                CampaignStatistics.STATUS_ORDER);
    }

    @Test
    void givenNoWorkflow_whenComputed_thenNoNodesAndEveryEnrollmentUnmapped() {
        enroll("start", WorkflowExecutionStatus.WAITING, EnrollmentStatus.PENDING, false, false);
        enroll(null, null, EnrollmentStatus.PENDING, false, false);

        FlowOccupancy occupancy = FlowOccupancy.compute(CAMPAIGN, null, enrollments, calls, customers, 0, Set.of(),
                NOW);

        assertThat(occupancy.nodes()).isEmpty();
        assertThat(occupancy.totalMappedCustomers()).isZero();
        assertThat(occupancy.unmappedCustomers()).isEqualTo(2);
        assertThat(occupancy.outcomes()).isEqualTo(new FlowOccupancy.Outcomes(0, 0,
                new FlowOccupancy.DoNotContacts(0, 0, 0)));
    }

    @Test
    void givenANumberThatOptedOutByText_whenComputed_thenItsCustomerCountsFromSmsWhateverItsFlagSays() {
        CustomerId texted = enroll("start", WorkflowExecutionStatus.WAITING, EnrollmentStatus.PENDING, false, false);
        enroll("start", WorkflowExecutionStatus.WAITING, EnrollmentStatus.PENDING, false, true);
        PhoneNumber optedOut = customers.stream().filter(c -> c.id().equals(texted)).findFirst().orElseThrow().phone();

        FlowOccupancy occupancy = FlowOccupancy.compute(CAMPAIGN, WORKFLOW, enrollments, calls, customers, 0,
                Set.of(optedOut), NOW);

        assertThat(occupancy.outcomes().doNotContacts()).isEqualTo(new FlowOccupancy.DoNotContacts(2, 1, 1));
    }

    @Test
    void givenNoEnrollments_whenComputed_thenEveryNodeIsEmpty() {
        FlowOccupancy occupancy = FlowOccupancy.compute(CAMPAIGN, WORKFLOW, List.of(), List.of(), List.of(), 0,
                Set.of(), NOW);

        assertThat(occupancy.nodes()).extracting(FlowOccupancy.NodeOccupancy::totalCustomers).containsExactly(0L, 0L,
                0L);
        assertThat(occupancy.totalMappedCustomers()).isZero();
        assertThat(occupancy.unmappedCustomers()).isZero();
    }

    private static Map<WorkflowExecutionStatus, Long> pulse(long waiting, long running, long completed, long failed) {
        Map<WorkflowExecutionStatus, Long> counts = new EnumMap<>(WorkflowExecutionStatus.class);
        counts.put(WorkflowExecutionStatus.WAITING, waiting);
        counts.put(WorkflowExecutionStatus.RUNNING, running);
        counts.put(WorkflowExecutionStatus.COMPLETED, completed);
        counts.put(WorkflowExecutionStatus.FAILED, failed);
        return counts;
    }

    private static Map<EnrollmentStatus, Long> statuses(Map<EnrollmentStatus, Long> some) {
        Map<EnrollmentStatus, Long> counts = new EnumMap<>(EnrollmentStatus.class);
        for (EnrollmentStatus status : EnrollmentStatus.values()) {
            counts.put(status, some.getOrDefault(status, 0L));
        }
        return counts;
    }

    private CustomerId enroll(String node, WorkflowExecutionStatus run, EnrollmentStatus status, boolean doNotSms,
                              boolean doNotCall) {
        Customer customer = customer(doNotSms, doNotCall);
        enrollments.add(Enrollment.builder(EnrollmentId.of(UUID.randomUUID()), ORG, CAMPAIGN, customer.id(), status)
                .currentNodeId(node).workflowStatus(run).reconstitute(0, NOW, NOW));
        return customer.id();
    }

    private Customer customer(boolean doNotSms, boolean doNotCall) {
        Map<CustomerField, Object> values = new LinkedHashMap<>();
        values.put(CustomerField.DO_NOT_SMS, doNotSms);
        values.put(CustomerField.DO_NOT_CALL, doNotCall);
        Customer customer = Customer.create(CustomerId.of(UUID.randomUUID()), ORG,
                PhoneNumber.parse("212556" + String.format("%04d", ++phones)).orElseThrow(),
                CustomerProfile.of(values), List.of(), List.of(), Map.of(), NOW);
        customers.add(customer);
        return customer;
    }
}
