package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.AssignedUser;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryCallback;
import io.campaignoutreach.domain.inquiry.InquiryClassification;
import io.campaignoutreach.domain.inquiry.InquiryContext;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryPriority;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.routing.RoutingConfig.User;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Questions customers raised on the demo's calls: every status, categorized with a severity and a
 * priority, most assigned to a licensed agent, some with a call back requested, placed or failed.
 */
final class DemoInquiries {

    /** A question a customer asks, with how it is categorized. */
    private record Topic(String question, String category, String subcategory, String severity, String handling) {
    }

    private static final List<Topic> TOPICS = List.of(
            new Topic("Does my plan cover dental cleanings and dentures?", "benefits", "dental", "low",
                    "agent_callback"),
            new Topic("My pharmacy says my insulin is no longer covered. What can I do?", "prescriptions",
                    "formulary_change", "high", "urgent_agent_review"),
            new Topic("Can I keep my cardiologist if I switch to an HMO?", "network", "provider_lookup", "medium",
                    "agent_callback"),
            new Topic("I got a bill for a hospital stay I thought was covered.", "billing", "claim_dispute", "high",
                    "urgent_agent_review"),
            new Topic("When can I change my Medicare Advantage plan?", "enrollment", "election_period", "low",
                    "send_information"),
            new Topic("My premium went up this year. Is there a cheaper supplement?", "plan_change",
                    "premium_increase", "medium", "agent_callback"),
            new Topic("I'm moving to Florida in the spring. Does my plan follow me?", "enrollment",
                    "special_enrollment", "medium", "agent_callback"),
            new Topic("Someone called asking for my Medicare number. Was that you?", "compliance",
                    "possible_fraud", "critical", "escalate_supervisor"),
            new Topic("Do I qualify for Extra Help with drug costs?", "eligibility", "low_income_subsidy", "medium",
                    "send_information"),
            new Topic("Can my daughter speak to you on my behalf?", "account", "authorized_representative", "low",
                    "agent_callback"));
    private static final Map<InquiryStatus, String> RESPONSES = Map.of(
            InquiryStatus.RESOLVED, "Reviewed the plan documents with the customer and confirmed the answer.",
            InquiryStatus.APPOINTMENT_SCHEDULED, "Booked a plan review with a licensed agent to go through options.",
            InquiryStatus.PENDING_RESOLUTION, "Waiting on the carrier to confirm coverage details.",
            InquiryStatus.UNRESOLVED, "Could not reach the customer after three attempts.");

    private DemoInquiries() {
    }

    static List<Inquiry> create(DemoContext demo, DemoActivity activity, List<Customer> customers,
                                DemoConfigurations configs) {
        Map<CustomerId, Customer> byId = customers.stream()
                .collect(Collectors.toMap(Customer::id, Function.identity()));
        Map<EnrollmentId, Enrollment> enrollments = activity.enrollments().stream()
                .collect(Collectors.toMap(Enrollment::id, Function.identity()));
        List<User> agents = configs.agentUsers();
        Workflow callbackFlow = configs.annualReview();
        InquiryStatus[] statuses = InquiryStatus.values();
        List<Inquiry> inquiries = new ArrayList<>();
        int index = 0;
        for (Call call : activity.calls()) {
            boolean raised = "inquiry_created".equals(call.disposition())
                    || (call.isConnected() && call.enrollmentId() != null && demo.chance(0.06));
            if (!raised || call.enrollmentId() == null || !enrollments.containsKey(call.enrollmentId())) {
                continue;
            }
            // Cycling through the statuses guarantees every one appears; the order of calls mixes them.
            InquiryStatus status = statuses[index % statuses.length];
            inquiries.add(inquiry(demo, call, byId.get(call.customerId()), status, agents, callbackFlow,
                    inquiries.isEmpty() || !demo.chance(0.08) ? null : inquiries.get(inquiries.size() - 1).id(),
                    index));
            index++;
        }
        return inquiries;
    }

    private static Inquiry inquiry(DemoContext demo, Call call, Customer customer, InquiryStatus status,
                                   List<User> agents, Workflow callbackFlow, InquiryId duplicateOf, int index) {
        Topic topic = demo.pick(TOPICS);
        Instant created = call.createdAt().plusMillis(Math.max(1_000, call.durationMs() / 2));
        if (created.isAfter(demo.now())) {
            created = demo.now();
        }
        User assignee = status == InquiryStatus.NEW && demo.chance(0.5) ? null : demo.pick(agents);
        Instant updated = status == InquiryStatus.NEW ? created : between(demo, created);
        boolean resolved = status == InquiryStatus.RESOLVED;
        InquiryClassification classification = new InquiryClassification(topic.category(), topic.subcategory(),
                topic.severity(), severityTriggers(topic), topic.handling(),
                "Matched the " + topic.subcategory().replace('_', ' ') + " playbook.",
                "The customer asked directly; the question needs a licensed agent's answer.",
                topic.severity().equals("critical"), demo.chance(0.2) ? List.of("mentioned a recent hospital stay")
                : List.of());
        int priority = switch (topic.severity()) {
            case "critical" -> 1;
            case "high" -> 2;
            case "medium" -> 3;
            default -> 4;
        };
        InquiryPriority scored = new InquiryPriority(priority, 70 + demo.random().nextInt(29), index + 1,
                "Severity " + topic.severity() + ", category " + topic.category() + ".",
                priority <= 2 ? "urgent" : "routine");
        InquiryCallback callback = callback(demo, status, created, assignee, callbackFlow, call);
        Policy policy = customer.policies().isEmpty() ? null : customer.policies().get(0);
        InquiryContext context = new InquiryContext(
                assignee == null ? "Harborview voice assistant" : assignee.name(),
                policy == null ? null : policy.text(PolicyField.CARRIER_NAME),
                policy == null ? null : policy.text(PolicyField.PLAN_NAME),
                policy == null ? null : policy.text(PolicyField.PLAN_CODE));
        User own = agents.get(Math.floorMod(customer.id().hashCode(), agents.size()));
        return Inquiry.builder(InquiryId.of(demo.id()), demo.organizationId(), call.campaignId(), call.customerId(),
                        call.enrollmentId(), topic.question(), status)
                .callId(call.id()).toolCallId("call_" + Integer.toHexString(demo.random().nextInt()))
                .duplicateOfId(duplicateOf).response(RESPONSES.get(status))
                .resolutionType(resolved ? demo.pick(List.of("answered", "plan_changed", "referred")) : null)
                .notes(status == InquiryStatus.NEW ? null : "Customer prefers calls in the morning.")
                .resolvedAt(resolved ? updated : null).resolvedBy(resolved && assignee != null ? assignee.id() : null)
                .classification(classification).priority(scored).callback(callback).context(context)
                .assignedUser(assignee == null ? null : user(assignee)).customerAssignedUser(user(own))
                .reconstitute(0, created, updated);
    }

    /** A call back for the unresolved inquiries and some others: requested, scheduled, and once due placed or failed. */
    private static InquiryCallback callback(DemoContext demo, InquiryStatus status, Instant created, User assignee,
                                            Workflow flow, Call call) {
        // Unresolved inquiries are the ones whose call back was tried, so some show how it failed.
        if (status == InquiryStatus.NEW || (status != InquiryStatus.UNRESOLVED && !demo.chance(0.4))) {
            return InquiryCallback.none();
        }
        Instant requested = created.plusSeconds(60);
        Instant scheduled = requested.plus(Duration.ofHours(2 + demo.random().nextInt(46)));
        boolean done = scheduled.isBefore(demo.now());
        boolean failed = done && status == InquiryStatus.UNRESOLVED;
        return new InquiryCallback(requested, assignee == null ? null : assignee.id(), flow.id().value(),
                done && !failed ? scheduled.plusSeconds(300) : null, done && !failed ? call.id().value() : null,
                done ? (failed ? "no_answer" : "answered") : null, failed ? "customer did not answer three attempts"
                : null, scheduled);
    }

    private static Object severityTriggers(Topic topic) {
        return switch (topic.severity()) {
            case "critical" -> List.of("fraud_risk", "personal_information");
            case "high" -> List.of("coverage_gap");
            default -> List.of();
        };
    }

    private static Instant between(DemoContext demo, Instant from) {
        long room = Duration.between(from, demo.now()).toMillis();
        return room <= 0 ? from : from.plusMillis(demo.random().nextLong(Math.min(room, Duration.ofDays(5)
                .toMillis())));
    }

    private static AssignedUser user(User user) {
        return new AssignedUser(user.id(), user.name(), null);
    }
}
