package io.campaignoutreach.domain.insight;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.call.Transfer;
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
import io.campaignoutreach.domain.insight.CampaignStatistics.AttemptGroup;
import io.campaignoutreach.domain.insight.CampaignStatistics.CallGroup;
import io.campaignoutreach.domain.insight.CampaignStatistics.FailureCount;
import io.campaignoutreach.domain.insight.CampaignStatistics.FieldGap;
import io.campaignoutreach.domain.insight.CampaignStatistics.OutreachOverview;
import io.campaignoutreach.domain.insight.CampaignStatistics.Segment;
import io.campaignoutreach.domain.insight.CampaignStatistics.SuccessBreakdown;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Figures worked out by hand from the formulas of docs/metrics.md, "Campaign statistics". */
class CampaignStatisticsTest {

    static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());
    static final CampaignId CAMPAIGN = CampaignId.of(UUID.randomUUID());
    static final Instant NOW = Instant.parse("2026-03-10T12:00:00Z");
    private static final CampaignId OTHER_CAMPAIGN = CampaignId.of(UUID.randomUUID());

    private final List<Enrollment> enrollments = new ArrayList<>();
    private final List<Call> calls = new ArrayList<>();
    private final List<Customer> customers = new ArrayList<>();
    private int phones;

    @Test
    void givenEnrollmentsOfEveryKind_whenComputed_thenEachFigureFollowsTheFormulas() {
        // Live: e1 waits to be placed, e2 is at a node and untouched for exactly 7 days, e3's run failed.
        Customer c1 = customer(Map.of(CustomerField.EMAIL, "one@example.com"));
        Customer c2 = customer(Map.of(CustomerField.EMAIL, "  "));
        enroll(c1.id(), EnrollmentStatus.PENDING, null, null, null, 0, NOW.minus(Duration.ofDays(1)));
        enroll(c2.id(), EnrollmentStatus.PENDING, "start", WorkflowExecutionStatus.WAITING, null, 0,
                NOW.minus(Duration.ofDays(7)));
        // e3's customer has been deleted since: not among the customers, so not counted as missing fields.
        enroll(newCustomerId(), EnrollmentStatus.IN_PROGRESS, "sms-1", WorkflowExecutionStatus.FAILED, null, 1,
                NOW.minus(Duration.ofHours(1)));
        // Completed: e4 transferred on its only call, e5 booked on its second, e6 without a call,
        // e12 attended an appointment (a booked test call of e12 is left out).
        CustomerId e4 = enrollTerminal(EnrollmentStatus.COMPLETED, null, 1);
        call(e4, 1, "transferred", CallPurpose.NEW, true, false);
        CustomerId e5 = enrollTerminal(EnrollmentStatus.COMPLETED, null, 2);
        call(e5, 1, "no_answer", CallPurpose.NEW, false, false);
        call(e5, 2, "appointment_booked", CallPurpose.NEW, false, false);
        enrollTerminal(EnrollmentStatus.COMPLETED, null, 0);
        CustomerId e12 = enrollTerminal(EnrollmentStatus.COMPLETED, null, 1);
        call(e12, 1, "answered", CallPurpose.APPOINTMENT, false, false);
        call(e12, 2, "appointment_booked", CallPurpose.NEW, false, true);
        // Unsuccessful: e7, e8, e9 (no reason), e10 (a code outside the catalog), e13.
        CustomerId e7 = enrollTerminal(EnrollmentStatus.FAILED, "no_answer", 2);
        call(e7, 1, "no_answer", CallPurpose.NEW, false, false);
        call(e7, 2, "voicemail", CallPurpose.FOLLOW_UP, false, false);
        CustomerId e8 = enrollTerminal(EnrollmentStatus.EXCEEDED_MAX_CALLS, "max_attempts_reached", 2);
        // Stored out of order: the last call is the latest (no_answer), not the last one listed.
        call(e8, 2, "no_answer", CallPurpose.NEW, false, false);
        call(e8, 1, "busy", CallPurpose.NEW, false, false);
        enrollTerminal(EnrollmentStatus.EXPIRED, null, 0);
        CustomerId e10 = enrollTerminal(EnrollmentStatus.FAILED, "line_busy", 1);
        call(e10, 1, "busy", CallPurpose.NEW, false, false);
        CustomerId e13 = enrollTerminal(EnrollmentStatus.FAILED, "no_answer", 3);
        call(e13, 1, "voicemail", CallPurpose.NEW, false, false);
        // Closed otherwise: e11. A call of another campaign with e11's customer counts nowhere.
        CustomerId e11 = enrollTerminal(EnrollmentStatus.CANCELLED, null, 1);
        call(e11, 1, "answered", CallPurpose.NEW, false, false);
        calls.add(callOf(OTHER_CAMPAIGN, e11, 2, "appointment_booked", CallPurpose.NEW, false, false));

        CampaignStatistics stats = CampaignStatistics.compute(CAMPAIGN, enrollments, calls, customers,
                List.of("email", "firstName", "notAField", "email"), NOW);

        // N = 13: expired 1, failed 3, pending 2, completed 4, exceeded 1, in_progress 1, cancelled 1.
        assertThat(stats.campaignId()).isEqualTo(CAMPAIGN);
        assertThat(stats.totalCustomers()).isEqualTo(13);
        assertThat(stats.statusDistribution()).extracting(s -> s.status().wireName() + "=" + s.count() + "/"
                + s.percentage()).containsExactly(
                "expired=1/7.69", // 1 / 13 × 100 = 7.692
                "failed=3/23.08", // 3 / 13 × 100 = 23.077
                "pending=2/15.38", // 2 / 13 × 100 = 15.385
                "completed=4/30.77", // 4 / 13 × 100 = 30.769
                "exceeded_max_calls=1/7.69",
                "in_progress=1/7.69",
                "cancelled=1/7.69",
                "skipped=0/0.00");
        // Pending: e1 at no node, e2 at a node; each 1 / 2 × 100.
        assertThat(stats.pendingBreakdown()).isEqualTo(new CampaignStatistics.PendingBreakdown(1, 1,
                pct("50.00"), pct("50.00")));
        // Completed e4, e5, e6, e12: transferred e4, booked e5, attended e12.
        assertThat(stats.successBreakdown()).isEqualTo(new SuccessBreakdown(4, 1, 1, 1));
        assertThat(stats.attemptDistribution()).containsExactly(
                new AttemptGroup(0, EnrollmentStatus.EXPIRED, 1), // e9
                new AttemptGroup(0, EnrollmentStatus.PENDING, 2), // e1, e2
                new AttemptGroup(0, EnrollmentStatus.COMPLETED, 1), // e6
                new AttemptGroup(1, EnrollmentStatus.FAILED, 1), // e10
                new AttemptGroup(1, EnrollmentStatus.COMPLETED, 2), // e4, e12
                new AttemptGroup(1, EnrollmentStatus.IN_PROGRESS, 1), // e3
                new AttemptGroup(1, EnrollmentStatus.CANCELLED, 1), // e11
                new AttemptGroup(2, EnrollmentStatus.FAILED, 1), // e7
                new AttemptGroup(2, EnrollmentStatus.COMPLETED, 1), // e5
                new AttemptGroup(2, EnrollmentStatus.EXCEEDED_MAX_CALLS, 1), // e8
                new AttemptGroup(3, EnrollmentStatus.FAILED, 1)); // e13
        // Unsuccessful e7, e8, e9, e10, e13 by reason: no_answer twice, then the others by code.
        assertThat(stats.failureReasons()).containsExactly(
                new FailureCount(new FailureReason("no_answer", "contact", "No answer", "The customer never answered"),
                        2),
                new FailureCount(new FailureReason("line_busy", "other", "Line busy",
                        "Recorded failure reason outside the catalog"), 1),
                new FailureCount(new FailureReason("max_attempts_reached", "attempts", "Max attempts reached",
                        "Every allowed call attempt was made without success"), 1),
                new FailureCount(new FailureReason("unknown", "other", "Unknown", "No failure reason was recorded"),
                        1));
        // e9 had no call; e10 (busy) and e13 (voicemail) one; e7 (last voicemail) and e8 (last no_answer) two.
        assertThat(stats.exitsByCall()).containsExactly(
                new CallGroup(0, "0", "No call", "Ended unsuccessfully without a call", 1, List.of()),
                new CallGroup(1, "1", "Call 1", "Ended unsuccessfully after 1 call", 2,
                        List.of(new Segment("busy", 1), new Segment("voicemail", 1))),
                new CallGroup(2, "2", "Call 2", "Ended unsuccessfully after 2 calls", 2,
                        List.of(new Segment("no_answer", 1), new Segment("voicemail", 1))));
        // e6 had no call; e4 (transferred) and e12 (answered; its test call left out) one; e5 two.
        assertThat(stats.successByCall()).containsExactly(
                new CallGroup(0, "0", "No call", "Completed without a call", 1, List.of()),
                new CallGroup(1, "1", "Call 1", "Completed after 1 call", 2,
                        List.of(new Segment("answered", 1), new Segment("transferred", 1))),
                new CallGroup(2, "2", "Call 2", "Completed after 2 calls", 1,
                        List.of(new Segment("appointment_booked", 1))));
        // Live customers still stored: c1 (no firstName) and c2 (blank email, no firstName).
        assertThat(stats.missingRequiredFields()).containsExactly(new FieldGap("email", 1),
                new FieldGap("firstName", 2));
        // completed 4 / 13 = 30.77; unsuccessful (3 + 1 + 1) 5 / 13 = 38.46; live 2 + 1.
        assertThat(stats.summary()).isEqualTo(new CampaignStatistics.Summary(13, 4, 5, 3, pct("30.77"),
                pct("38.46")));
        // Stalled: e2 (untouched 7 days) and e3 (run failed); attention 5 + 2.
        assertThat(stats.outreachOverview()).isEqualTo(new OutreachOverview(2, 1, 4, 7, 5, 2));
    }

    @Test
    void givenNoEnrollments_whenComputed_thenEveryCountIsZeroAndEveryDivisionGivesZero() {
        CampaignStatistics stats = CampaignStatistics.compute(CAMPAIGN, List.of(), List.of(), List.of(),
                List.of("email"), NOW);

        assertThat(stats.totalCustomers()).isZero();
        assertThat(stats.statusDistribution()).hasSize(8).allSatisfy(share -> {
            assertThat(share.count()).isZero();
            assertThat(share.percentage()).isEqualTo(pct("0.00"));
        });
        assertThat(stats.statusDistribution()).extracting(s -> s.status().wireName()).containsExactly("expired",
                "failed", "pending", "completed", "exceeded_max_calls", "in_progress", "cancelled", "skipped");
        assertThat(stats.pendingBreakdown()).isEqualTo(new CampaignStatistics.PendingBreakdown(0, 0, pct("0.00"),
                pct("0.00")));
        assertThat(stats.successBreakdown()).isEqualTo(new SuccessBreakdown(0, 0, 0, 0));
        assertThat(stats.attemptDistribution()).isEmpty();
        assertThat(stats.failureReasons()).isEmpty();
        assertThat(stats.exitsByCall()).isEmpty();
        assertThat(stats.successByCall()).isEmpty();
        assertThat(stats.missingRequiredFields()).containsExactly(new FieldGap("email", 0));
        assertThat(stats.summary()).isEqualTo(new CampaignStatistics.Summary(0, 0, 0, 0, pct("0.00"), pct("0.00")));
        assertThat(stats.outreachOverview()).isEqualTo(new OutreachOverview(0, 0, 0, 0, 0, 0));
    }

    @Test
    void givenOnlyTerminalEnrollments_whenComputed_thenPendingSharesDivideByZeroAndGiveZero() {
        enrollTerminal(EnrollmentStatus.SKIPPED, null, 0);
        enrollTerminal(EnrollmentStatus.COMPLETED, null, 0);

        CampaignStatistics stats = CampaignStatistics.compute(CAMPAIGN, enrollments, calls, customers, List.of(), NOW);

        assertThat(stats.pendingBreakdown()).isEqualTo(new CampaignStatistics.PendingBreakdown(0, 0, pct("0.00"),
                pct("0.00")));
        // completed 1 / 2 × 100; no unsuccessful enrollment.
        assertThat(stats.summary()).isEqualTo(new CampaignStatistics.Summary(2, 1, 0, 0, pct("50.00"), pct("0.00")));
        assertThat(stats.missingRequiredFields()).isEmpty();
    }

    @Test
    void givenCodes_whenLabelled_thenCatalogueEntriesOrLabelsMadeFromTheCode() {
        assertThat(FailureReason.of(null).code()).isEqualTo("unknown");
        assertThat(FailureReason.of(" ").code()).isEqualTo("unknown");
        assertThat(FailureReason.of("do_not_call").category()).isEqualTo("compliance");
        assertThat(FailureReason.of("carrier-rejected_call").label()).isEqualTo("Carrier rejected call");
        assertThat(FailureReason.of("carrier-rejected_call").category()).isEqualTo("other");
    }

    static BigDecimal pct(String text) {
        return new BigDecimal(text);
    }

    private CustomerId newCustomerId() {
        return CustomerId.of(UUID.randomUUID());
    }

    private Customer customer(Map<CustomerField, Object> values) {
        Customer customer = Customer.create(newCustomerId(), ORG, PhoneNumber.parse("212555" + String.format("%04d",
                ++phones)).orElseThrow(), CustomerProfile.of(values), List.of(), List.of(), Map.of(), NOW);
        customers.add(customer);
        return customer;
    }

    private void enroll(CustomerId customer, EnrollmentStatus status, String node, WorkflowExecutionStatus run,
                        String reason, int attempts, Instant updatedAt) {
        enrollments.add(Enrollment.builder(EnrollmentId.of(UUID.randomUUID()), ORG, CAMPAIGN, customer, status)
                .currentNodeId(node).workflowStatus(run).failureReason(reason).attempts(attempts)
                .reconstitute(1, NOW.minus(Duration.ofDays(30)), updatedAt));
    }

    /** A terminal enrollment of a new customer (whose profile is blank), updated long ago. */
    private CustomerId enrollTerminal(EnrollmentStatus status, String reason, int attempts) {
        Customer customer = customer(new HashMap<>());
        enroll(customer.id(), status, null, null, reason, attempts, NOW.minus(Duration.ofDays(20)));
        return customer.id();
    }

    private void call(CustomerId customer, int minute, String disposition, CallPurpose purpose, boolean transferred,
                      boolean test) {
        calls.add(callOf(CAMPAIGN, customer, minute, disposition, purpose, transferred, test));
    }

    static Call callOf(CampaignId campaign, CustomerId customer, int minute, String disposition, CallPurpose purpose,
                       boolean transferred, boolean test) {
        Instant at = NOW.minus(Duration.ofDays(10)).plus(Duration.ofMinutes(minute));
        return Call.builder(CallId.of(UUID.randomUUID()), ORG, campaign, customer, at, CallDirection.OUTBOUND, purpose)
                .callerId("+12125550100").disposition(disposition).durationMs(60_000).assistantType("voice_ai")
                .testFlag(test).transfer(transferred ? new Transfer(at.plusSeconds(30), 10_000, false, null) : null)
                .build();
    }
}
