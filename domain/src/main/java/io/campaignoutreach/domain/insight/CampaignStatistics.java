package io.campaignoutreach.domain.insight;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.shared.Ratios;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * How a campaign's enrollments are doing: where they stand, how the successful and unsuccessful
 * ones ended and after how many calls, what keeps customers from being reached, and which need
 * attention. Every figure is defined in docs/metrics.md ("Campaign statistics"); percentages are
 * on a 0-100 scale with 2 decimals, 0 when the whole is 0 (D16).
 */
public record CampaignStatistics(
        CampaignId campaignId,
        long totalCustomers,
        List<StatusShare> statusDistribution,
        PendingBreakdown pendingBreakdown,
        SuccessBreakdown successBreakdown,
        List<AttemptGroup> attemptDistribution,
        List<FailureCount> failureReasons,
        List<CallGroup> exitsByCall,
        List<CallGroup> successByCall,
        List<FieldGap> missingRequiredFields,
        Summary summary,
        OutreachOverview outreachOverview) {

    /** The order of the API's {@code statusCounts}, which every per-status list follows. */
    public static final List<EnrollmentStatus> STATUS_ORDER = List.of(EnrollmentStatus.EXPIRED,
            EnrollmentStatus.FAILED, EnrollmentStatus.PENDING, EnrollmentStatus.COMPLETED,
            EnrollmentStatus.EXCEEDED_MAX_CALLS, EnrollmentStatus.IN_PROGRESS, EnrollmentStatus.CANCELLED,
            EnrollmentStatus.SKIPPED);
    /** Statuses of enrollments that ended without the campaign's success. */
    public static final Set<EnrollmentStatus> UNSUCCESSFUL = Set.copyOf(EnumSet.of(EnrollmentStatus.FAILED,
            EnrollmentStatus.EXCEEDED_MAX_CALLS, EnrollmentStatus.EXPIRED));
    /** A live enrollment untouched this long is stalled. */
    public static final Duration STALLED_AFTER = Duration.ofDays(7);
    /** The disposition segment of a last call with no disposition. */
    public static final String UNKNOWN_DISPOSITION = "unknown";

    private static final Comparator<Call> OLDEST_FIRST = Comparator.comparing(Call::createdAt)
            .thenComparing(call -> call.id().value().toString());

    public CampaignStatistics {
        Objects.requireNonNull(campaignId, "campaignId");
        statusDistribution = List.copyOf(statusDistribution);
        attemptDistribution = List.copyOf(attemptDistribution);
        failureReasons = List.copyOf(failureReasons);
        exitsByCall = List.copyOf(exitsByCall);
        successByCall = List.copyOf(successByCall);
        missingRequiredFields = List.copyOf(missingRequiredFields);
    }

    /** One row of {@code statusDistribution}. */
    public record StatusShare(EnrollmentStatus status, long count, BigDecimal percentage) {
    }

    /** Pending enrollments waiting to be placed ({@code available}) and already at a workflow node. */
    public record PendingBreakdown(long available, long inDistribution, BigDecimal availablePercentage,
                                   BigDecimal inDistributionPercentage) {
    }

    /** Completed enrollments, and how many of them were transferred, booked or attended an appointment. */
    public record SuccessBreakdown(long total, long transferred, long appointmentBooked, long appointmentsAttended) {
    }

    /** Enrollments with this many attempts in this status. */
    public record AttemptGroup(int attempts, EnrollmentStatus status, long count) {
    }

    /** Unsuccessful enrollments that ended for this reason. */
    public record FailureCount(FailureReason reason, long count) {
    }

    /** Enrollments that ended after {@code calls} calls, split by the disposition of their last call. */
    public record CallGroup(int calls, String key, String label, String detail, long total, List<Segment> segments) {
        public CallGroup {
            segments = List.copyOf(segments);
        }
    }

    /** Enrollments whose last call had this disposition. */
    public record Segment(String disposition, long count) {
    }

    /** Live enrollments whose customer lacks a required field. */
    public record FieldGap(String field, long count) {
    }

    /** The campaign in four numbers and two rates. */
    public record Summary(long totalCustomers, long completed, long failed, long pending, BigDecimal conversionRate,
                          BigDecimal failureRate) {
    }

    /** What outreach can do now, is doing and has done, and what needs someone to look at it. */
    public record OutreachOverview(long readyNow, long inProgress, long completed, long needsAttention,
                                   long unsuccessful, long stalled) {
    }

    /**
     * Computes the figures of the campaign from its enrollments, its calls (test calls and other
     * campaigns' calls are left out here too), the enrolled customers that still exist and its
     * {@code requiredVars}, as of {@code now}.
     */
    public static CampaignStatistics compute(CampaignId campaignId, Collection<Enrollment> enrollments,
                                             Collection<Call> calls, Collection<Customer> customers,
                                             List<String> requiredVars, Instant now) {
        List<Enrollment> all = enrollments.stream().filter(e -> e.campaignId().equals(campaignId)).toList();
        Map<CustomerId, List<Call>> callsByCustomer = calls.stream()
                .filter(call -> call.campaignId().equals(campaignId) && !call.testFlag())
                .sorted(OLDEST_FIRST)
                .collect(Collectors.groupingBy(Call::customerId, HashMap::new, Collectors.toList()));
        Map<CustomerId, Customer> customersById = customers.stream()
                .collect(Collectors.toMap(Customer::id, Function.identity(), (a, b) -> a));
        Function<Enrollment, List<Call>> callsOf = e -> callsByCustomer.getOrDefault(e.customerId(), List.of());

        long n = all.size();
        Map<EnrollmentStatus, Long> counts = countByStatus(all);
        long pending = counts.get(EnrollmentStatus.PENDING);
        long inProgress = counts.get(EnrollmentStatus.IN_PROGRESS);
        long completed = counts.get(EnrollmentStatus.COMPLETED);
        long unsuccessful = UNSUCCESSFUL.stream().mapToLong(counts::get).sum();
        long stalled = all.stream().filter(e -> isStalled(e, now)).count();

        List<StatusShare> distribution = STATUS_ORDER.stream()
                .map(status -> new StatusShare(status, counts.get(status), Ratios.percent(counts.get(status), n)))
                .toList();
        long available = all.stream()
                .filter(e -> e.status() == EnrollmentStatus.PENDING && e.currentNodeId() == null).count();
        PendingBreakdown pendingBreakdown = new PendingBreakdown(available, pending - available,
                Ratios.percent(available, pending), Ratios.percent(pending - available, pending));

        List<Enrollment> succeeded = all.stream().filter(e -> e.status() == EnrollmentStatus.COMPLETED).toList();
        List<Enrollment> failed = all.stream().filter(e -> UNSUCCESSFUL.contains(e.status())).toList();
        SuccessBreakdown success = new SuccessBreakdown(succeeded.size(),
                countHaving(succeeded, callsOf, Call::isTransferred),
                countHaving(succeeded, callsOf, Call::bookedAppointment),
                countHaving(succeeded, callsOf, call -> call.isConnected() && call.purpose() == CallPurpose.APPOINTMENT));

        return new CampaignStatistics(campaignId, n, distribution, pendingBreakdown, success,
                attemptDistribution(all), failureReasons(failed),
                byCalls(failed, callsOf, "Ended unsuccessfully"), byCalls(succeeded, callsOf, "Completed"),
                missingRequiredFields(all, customersById, requiredVars),
                new Summary(n, completed, unsuccessful, pending + inProgress, Ratios.percent(completed, n),
                        Ratios.percent(unsuccessful, n)),
                new OutreachOverview(pending, inProgress, completed, unsuccessful + stalled, unsuccessful, stalled));
    }

    /** Every status of {@link #STATUS_ORDER} with its count, 0 included. */
    static Map<EnrollmentStatus, Long> countByStatus(Collection<Enrollment> enrollments) {
        Map<EnrollmentStatus, Long> counts = new EnumMap<>(EnrollmentStatus.class);
        STATUS_ORDER.forEach(status -> counts.put(status, 0L));
        enrollments.forEach(e -> counts.merge(e.status(), 1L, Long::sum));
        return counts;
    }

    /** Live, and either its workflow run failed or nothing has changed it for {@link #STALLED_AFTER}. */
    static boolean isStalled(Enrollment enrollment, Instant now) {
        return enrollment.isActive() && (enrollment.workflowStatus() == WorkflowExecutionStatus.FAILED
                || !enrollment.updatedAt().plus(STALLED_AFTER).isAfter(now));
    }

    private static long countHaving(List<Enrollment> enrollments, Function<Enrollment, List<Call>> callsOf,
                                    java.util.function.Predicate<Call> test) {
        return enrollments.stream().filter(e -> callsOf.apply(e).stream().anyMatch(test)).count();
    }

    private static List<AttemptGroup> attemptDistribution(List<Enrollment> all) {
        Map<Integer, Map<EnrollmentStatus, Long>> groups = new TreeMap<>();
        all.forEach(e -> groups.computeIfAbsent(e.attempts(), a -> new EnumMap<>(EnrollmentStatus.class))
                .merge(e.status(), 1L, Long::sum));
        List<AttemptGroup> rows = new ArrayList<>();
        groups.forEach((attempts, byStatus) -> STATUS_ORDER.stream().filter(byStatus::containsKey)
                .forEach(status -> rows.add(new AttemptGroup(attempts, status, byStatus.get(status)))));
        return rows;
    }

    private static List<FailureCount> failureReasons(List<Enrollment> failed) {
        Map<String, Long> byCode = failed.stream()
                .collect(Collectors.groupingBy(e -> FailureReason.of(e.failureReason()).code(), Collectors.counting()));
        return byCode.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(entry -> new FailureCount(FailureReason.of(entry.getKey()), entry.getValue()))
                .toList();
    }

    private static List<CallGroup> byCalls(List<Enrollment> ended, Function<Enrollment, List<Call>> callsOf,
                                           String outcome) {
        Map<Integer, List<Enrollment>> groups = ended.stream()
                .collect(Collectors.groupingBy(e -> callsOf.apply(e).size(), TreeMap::new, Collectors.toList()));
        List<CallGroup> rows = new ArrayList<>();
        groups.forEach((calls, members) -> {
            Map<String, Long> byDisposition = new HashMap<>();
            if (calls > 0) {
                members.forEach(e -> {
                    List<Call> theirs = callsOf.apply(e);
                    String disposition = Optional.ofNullable(theirs.get(theirs.size() - 1).disposition())
                            .orElse(UNKNOWN_DISPOSITION);
                    byDisposition.merge(disposition, 1L, Long::sum);
                });
            }
            List<Segment> segments = byDisposition.entrySet().stream()
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                            .thenComparing(Map.Entry.comparingByKey()))
                    .map(entry -> new Segment(entry.getKey(), entry.getValue()))
                    .toList();
            String detail = outcome + (calls == 0 ? " without a call"
                    : " after " + calls + (calls == 1 ? " call" : " calls"));
            rows.add(new CallGroup(calls, Integer.toString(calls), calls == 0 ? "No call" : "Call " + calls, detail,
                    members.size(), segments));
        });
        return rows;
    }

    private static List<FieldGap> missingRequiredFields(List<Enrollment> all, Map<CustomerId, Customer> customers,
                                                        List<String> requiredVars) {
        List<Customer> live = all.stream().filter(Enrollment::isActive)
                .map(e -> customers.get(e.customerId())).filter(Objects::nonNull).toList();
        List<FieldGap> gaps = new ArrayList<>();
        for (String name : new LinkedHashSet<>(requiredVars)) {
            CustomerField.fromWireName(name).ifPresent(field -> gaps.add(new FieldGap(name,
                    live.stream().filter(customer -> customer.profile().isMissing(field)).count())));
        }
        return gaps;
    }
}
