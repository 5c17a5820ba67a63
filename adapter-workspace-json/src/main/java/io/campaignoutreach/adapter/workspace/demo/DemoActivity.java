package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.call.Transfer;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The demo's history: enrollments of customers in campaigns (at most one per pair, statuses spread
 * as a real campaign's would be) and the calls made for them, some of them today. Most calls of a
 * campaign with lead sources come from one of them; a first call reaches a new lead, later ones
 * follow up, and a booked appointment is held on a call of its own; transferred calls carry the
 * agent's talk time, some a sale, and a price when their source's pricing is dynamic.
 */
record DemoActivity(List<Enrollment> enrollments, List<Call> calls) {

    private static final List<String> UNANSWERED = List.of("no_answer", "no_answer", "voicemail", "voicemail", "busy");
    private static final Map<String, String> SUMMARIES = Map.of(
            "appointment_booked", "Reviewed current coverage; booked a plan review with a licensed agent.",
            "transferred", "Caller had plan questions; transferred to a licensed agent.",
            "callback_requested", "Asked to be called back later in the week.",
            "not_interested", "Happy with the current plan; declined a review.",
            "do_not_call", "Asked not to be called again.",
            "inquiry_created", "Asked about dental coverage; inquiry created for an agent.",
            "answered", "Confirmed the plan still fits; no changes needed.");
    private static final BigDecimal COST_PER_MINUTE = new BigDecimal("0.085");

    static DemoActivity create(DemoContext demo, DemoCampaigns campaigns, DemoConfigurations configs,
                               List<Customer> customers, DemoSources sources) {
        Builder builder = new Builder(demo, customers, sources);
        builder.enroll(campaigns.annualEnrollment(), configs.annualReview(), 160, Map.of(
                EnrollmentStatus.PENDING, 25, EnrollmentStatus.IN_PROGRESS, 30, EnrollmentStatus.COMPLETED, 15,
                EnrollmentStatus.FAILED, 8, EnrollmentStatus.EXCEEDED_MAX_CALLS, 7, EnrollmentStatus.EXPIRED, 5,
                EnrollmentStatus.CANCELLED, 5, EnrollmentStatus.SKIPPED, 5), true);
        builder.enroll(campaigns.receptionist(), null, 60, Map.of(EnrollmentStatus.COMPLETED, 60,
                EnrollmentStatus.IN_PROGRESS, 20, EnrollmentStatus.PENDING, 10, EnrollmentStatus.CANCELLED, 10), true);
        builder.enroll(campaigns.retention(), configs.retentionJourney(), 90, Map.of(EnrollmentStatus.PENDING, 20,
                EnrollmentStatus.IN_PROGRESS, 40, EnrollmentStatus.COMPLETED, 25, EnrollmentStatus.FAILED, 5,
                EnrollmentStatus.EXPIRED, 10), true);
        builder.enroll(campaigns.turning65(), configs.annualReview(), 40, Map.of(EnrollmentStatus.PENDING, 50,
                EnrollmentStatus.IN_PROGRESS, 30, EnrollmentStatus.COMPLETED, 10, EnrollmentStatus.FAILED, 10), true);
        builder.enroll(campaigns.specialEnrollment(), null, 5, Map.of(EnrollmentStatus.PENDING, 60,
                EnrollmentStatus.IN_PROGRESS, 40), true);
        builder.enroll(campaigns.lastAnnualEnrollment(), configs.annualReview(), 150, Map.of(
                EnrollmentStatus.COMPLETED, 35, EnrollmentStatus.FAILED, 20, EnrollmentStatus.EXCEEDED_MAX_CALLS, 20,
                EnrollmentStatus.EXPIRED, 20, EnrollmentStatus.CANCELLED, 5), false);
        return new DemoActivity(List.copyOf(builder.enrollments), List.copyOf(builder.calls));
    }

    /** Accumulates enrollments and calls campaign by campaign. */
    private static final class Builder {

        private final DemoContext demo;
        private final List<Customer> customers;
        private final DemoSources sources;
        private final Instant dayStart;
        private final List<Enrollment> enrollments = new ArrayList<>();
        private final List<Call> calls = new ArrayList<>();

        Builder(DemoContext demo, List<Customer> customers, DemoSources sources) {
            this.demo = demo;
            this.customers = customers;
            this.sources = sources;
            this.dayStart = demo.now().truncatedTo(ChronoUnit.DAYS);
        }

        void enroll(Campaign campaign, Workflow workflow, int count, Map<EnrollmentStatus, Integer> weights,
                    boolean withCalls) {
            List<Customer> chosen = new ArrayList<>(customers);
            Collections.shuffle(chosen, demo.random());
            List<EnrollmentStatus> statuses = spread(weights, Math.min(count, chosen.size()));
            long daysRunning = Math.max(1, Duration.between(campaign.startDate(), demo.now()).toDays());
            for (int i = 0; i < statuses.size(); i++) {
                Customer customer = chosen.get(i);
                EnrollmentStatus status = statuses.get(i);
                Instant enrolled = campaign.endDate() == null
                        ? demo.betweenDaysAgo(0, (int) Math.min(daysRunning, 40))
                        : campaign.startDate().plus(Duration.ofHours(demo.random().nextInt(24 * 50)));
                Enrollment enrollment = enrollment(campaign, workflow, customer, status, enrolled);
                enrollments.add(enrollment);
                if (withCalls) {
                    List<Source> campaignSources = sources.of(campaign.id());
                    Source source = !campaignSources.isEmpty() && demo.chance(0.85) ? demo.pick(campaignSources)
                            : null;
                    addCalls(campaign, customer, enrollment, source);
                }
            }
        }

        private Enrollment enrollment(Campaign campaign, Workflow workflow, Customer customer,
                                      EnrollmentStatus status, Instant enrolled) {
            Enrollment started = Enrollment.start(EnrollmentId.of(demo.id()), demo.organizationId(), campaign.id(),
                    customer.id(), enrolled);
            int attempts = switch (status) {
                case PENDING, SKIPPED -> 0;
                case IN_PROGRESS, EXPIRED, CANCELLED -> 1 + demo.random().nextInt(3);
                case COMPLETED -> 1 + demo.random().nextInt(4);
                case FAILED -> 2 + demo.random().nextInt(4);
                case EXCEEDED_MAX_CALLS -> campaign.dialing().maxAttempts();
            };
            String statusReason = switch (status) {
                case SKIPPED -> "missing required field: dateOfBirth";
                case EXPIRED -> "campaign window ended before the customer was reached";
                case CANCELLED -> "customer asked to stop outreach";
                case EXCEEDED_MAX_CALLS -> "maximum call attempts reached";
                default -> null;
            };
            String failureReason = switch (status) {
                case FAILED -> demo.pick(List.of("not_interested", "not_interested", "do_not_call", "wrong_number",
                        "call_failed", "no_answer"));
                case EXCEEDED_MAX_CALLS -> "max_attempts_reached";
                case EXPIRED -> "enrollment_window_ended";
                default -> null;
            };
            Node node = node(workflow, status);
            Instant updated = attempts == 0 ? enrolled : later(enrolled);
            return Enrollment.builder(started.id(), started.organizationId(), started.campaignId(),
                            started.customerId(), status)
                    .currentNodeId(node.id()).workflowStatus(node.status()).statusReason(statusReason)
                    .failureReason(failureReason).attempts(attempts)
                    .reconstitute(started.version(), started.createdAt(), updated);
        }

        /** Where the enrollment is in its workflow; a few point at a node since removed, as real data does. */
        private Node node(Workflow workflow, EnrollmentStatus status) {
            if (workflow == null) {
                return Node.NONE;
            }
            List<WorkflowNode> nodes = workflow.nodes();
            WorkflowNode middle = nodes.get(1 + demo.random().nextInt(nodes.size() - 2));
            return switch (status) {
                case PENDING -> new Node(workflow.entryNodeId(), WorkflowExecutionStatus.WAITING);
                case IN_PROGRESS -> demo.chance(0.05) ? new Node("legacy_intro_call", WorkflowExecutionStatus.WAITING)
                        : new Node(middle.nodeId(), demo.chance(0.3) ? WorkflowExecutionStatus.RUNNING
                        : WorkflowExecutionStatus.WAITING);
                case COMPLETED -> new Node(nodes.get(nodes.size() - 1).nodeId(), WorkflowExecutionStatus.COMPLETED);
                case FAILED, EXCEEDED_MAX_CALLS, EXPIRED -> new Node(middle.nodeId(), WorkflowExecutionStatus.FAILED);
                case CANCELLED, SKIPPED -> Node.NONE;
            };
        }

        private void addCalls(Campaign campaign, Customer customer, Enrollment enrollment, Source source) {
            boolean inbound = campaign.isReceptionist();
            boolean test = campaign.status() == CampaignStatus.TESTING;
            int count = Math.min(enrollment.attempts(), 4);
            boolean lastToday = campaign.status() == CampaignStatus.ACTIVE && demo.chance(0.3);
            Instant at = enrollment.createdAt();
            for (int i = 0; i < count; i++) {
                boolean last = i == count - 1;
                at = last && lastToday ? laterToday(at) : later(at);
                String disposition = last ? finalDisposition(enrollment.status(), inbound)
                        : demo.pick(UNANSWERED);
                CallDirection direction = inbound || (last && demo.chance(0.1)) ? CallDirection.INBOUND
                        : CallDirection.OUTBOUND;
                CallPurpose purpose = i == 0 ? CallPurpose.NEW : CallPurpose.FOLLOW_UP;
                calls.add(call(campaign, customer, enrollment, at, disposition, direction, test, source, purpose));
                if (last && disposition.equals(Call.APPOINTMENT_BOOKED) && demo.chance(0.6)) {
                    // The booked review itself: the customer is called and handed to a licensed agent.
                    Instant appointment = later(at);
                    calls.add(call(campaign, customer, enrollment, appointment,
                            demo.chance(0.75) ? "transferred" : "no_answer", CallDirection.OUTBOUND, test, source,
                            CallPurpose.APPOINTMENT));
                }
            }
        }

        private Call call(Campaign campaign, Customer customer, Enrollment enrollment, Instant at, String disposition,
                          CallDirection direction, boolean test, Source source, CallPurpose purpose) {
            boolean connected = !Call.UNCONNECTED_DISPOSITIONS.contains(disposition);
            long durationMs = connected ? 45_000 + demo.random().nextInt(840_000)
                    : disposition.equals("voicemail") ? 18_000 + demo.random().nextInt(20_000)
                    : demo.random().nextInt(30_000);
            Transfer transfer = null;
            if (disposition.equals("transferred")) {
                long beforeHandOff = 40_000 + demo.random().nextInt(200_000);
                long talk = 30_000 + demo.random().nextInt(1_500_000);
                durationMs = beforeHandOff + talk;
                BigDecimal price = source != null && source.pricingModel() == PricingModel.DYNAMIC
                        ? BigDecimal.valueOf(2_500 + demo.random().nextInt(5_000), 2) : null;
                transfer = new Transfer(at.plusMillis(beforeHandOff), talk, demo.chance(0.3), price);
            }
            BigDecimal cost = COST_PER_MINUTE.multiply(BigDecimal.valueOf(durationMs))
                    .divide(BigDecimal.valueOf(60_000), 4, RoundingMode.HALF_UP);
            String endedReason = switch (disposition) {
                case "no_answer" -> "customer-did-not-answer";
                case "busy" -> "customer-busy";
                case "voicemail" -> "voicemail";
                case "transferred" -> "assistant-forwarded-call";
                default -> "customer-ended-call";
            };
            return Call.builder(CallId.of(demo.id()), demo.organizationId(), campaign.id(), customer.id(), at,
                            direction, purpose)
                    .enrollmentId(enrollment.id()).callerId(customer.phone().e164()).disposition(disposition)
                    .durationMs(durationMs).assistantType("voice_ai").summary(SUMMARIES.get(disposition)).cost(cost)
                    .successEvaluation(connected ? String.valueOf(!disposition.equals("not_interested")) : null)
                    .endedReason(endedReason).testFlag(test).sourceId(source == null ? null : source.id())
                    .transfer(transfer).build();
        }

        private String finalDisposition(EnrollmentStatus status, boolean inbound) {
            if (inbound) {
                return demo.pick(List.of("answered", "transferred", "transferred", "inquiry_created",
                        "appointment_booked"));
            }
            return switch (status) {
                case COMPLETED -> demo.chance(0.6) ? "appointment_booked" : "transferred";
                case FAILED -> demo.pick(List.of("not_interested", "do_not_call", "failed"));
                case IN_PROGRESS -> demo.chance(0.2) ? "callback_requested" : demo.pick(UNANSWERED);
                default -> demo.pick(UNANSWERED);
            };
        }

        /** A moment after {@code instant}, one hour to three days later, but never after now. */
        private Instant later(Instant instant) {
            Instant candidate = instant.plus(Duration.ofMinutes(60 + demo.random().nextInt(3 * 1_440)));
            if (!candidate.isAfter(demo.now())) {
                return candidate;
            }
            long room = Duration.between(instant, demo.now()).toMillis();
            return room <= 0 ? instant : instant.plusMillis(demo.random().nextLong(room));
        }

        /** A moment of the current UTC day after {@code instant}, never after now. */
        private Instant laterToday(Instant instant) {
            long sinceMidnight = Duration.between(dayStart, demo.now()).toMillis();
            Instant today = dayStart.plusMillis(sinceMidnight == 0 ? 0 : demo.random().nextLong(sinceMidnight));
            return today.isAfter(instant) ? today : later(instant);
        }

        private List<EnrollmentStatus> spread(Map<EnrollmentStatus, Integer> weights, int count) {
            int total = weights.values().stream().mapToInt(Integer::intValue).sum();
            List<EnrollmentStatus> statuses = new ArrayList<>(count);
            for (EnrollmentStatus status : EnrollmentStatus.values()) {
                int share = Math.round((float) weights.getOrDefault(status, 0) * count / total);
                for (int i = 0; i < share && statuses.size() < count; i++) {
                    statuses.add(status);
                }
            }
            while (statuses.size() < count) {
                statuses.add(EnrollmentStatus.PENDING);
            }
            Collections.shuffle(statuses, demo.random());
            return statuses;
        }
    }

    /** A position in a workflow: the node and how its run is going, both null outside a workflow. */
    private record Node(String id, WorkflowExecutionStatus status) {
        static final Node NONE = new Node(null, null);
    }
}
