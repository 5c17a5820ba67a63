package io.campaignoutreach.domain.insight;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.call.Transfer;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceType;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Figures worked out by hand from the formulas of docs/metrics.md, "Source performance". */
class SourcePerformanceTest {

    private static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());
    private static final CampaignId CAMPAIGN = CampaignId.of(UUID.randomUUID());
    private static final Instant AT = Instant.parse("2026-03-02T15:00:00Z");
    /** Zero as the figures write it. */
    private static final BigDecimal ZERO = new BigDecimal("0.00");

    private final CustomerId fl1 = customer();
    private final CustomerId fl2 = customer();
    private final CustomerId ga = customer();
    private final CustomerId stateless = customer();
    private final CustomerId fl5 = customer();
    private final CustomerId tx = customer();
    private final Map<CustomerId, String> states = Map.of(fl1, "FL", fl2, "FL", ga, "GA", fl5, " FL ", tx, "TX",
            stateless, "");

    private final Source duration = source("duration-tv", "TV spots", PricingModel.DURATION, null, null, "2.50", "60");
    private final Source percentage = source("pct", null, PricingModel.PERCENTAGE, "12.5", "400", null, null);
    private final Source dynamic = source("dyn", "Dynamic partner", PricingModel.DYNAMIC, "30", null, null, "60");
    private final Source idle = source("idle", "Idle", PricingModel.FLAT_RATE, null, null, "9.99", null);

    @Test
    void givenCallsOfEverySort_whenComputed_thenEachSourceFollowsTheFormulas() {
        List<Call> calls = new ArrayList<>();
        calls.add(call(duration, fl1, CallDirection.OUTBOUND, "answered", 90_000, CallPurpose.NEW, "0.25",
                transfer(120_000, true, null)));
        calls.add(call(duration, fl1, CallDirection.OUTBOUND, "no_answer", 0, CallPurpose.NEW, "0.01", null));
        calls.add(call(duration, fl2, CallDirection.OUTBOUND, "answered", 30_000, CallPurpose.FOLLOW_UP, "0.05", null));
        calls.add(call(duration, ga, CallDirection.INBOUND, "answered", 200_000, CallPurpose.APPOINTMENT, null,
                transfer(30_000, false, null)));
        calls.add(call(percentage, stateless, CallDirection.OUTBOUND, "answered", 10_000, CallPurpose.NEW, "1",
                transfer(10_000, true, null)));
        calls.add(call(dynamic, fl5, CallDirection.OUTBOUND, "answered", 80_000, CallPurpose.NEW, null,
                transfer(70_000, false, "10.005")));
        calls.add(call(dynamic, fl5, CallDirection.OUTBOUND, "answered", 80_000, CallPurpose.FOLLOW_UP, null,
                transfer(70_000, false, null)));
        calls.add(call(dynamic, fl5, CallDirection.OUTBOUND, "answered", 80_000, CallPurpose.FOLLOW_UP, null,
                transfer(10_000, false, "99")));
        calls.add(call(null, tx, CallDirection.OUTBOUND, "no_answer", 0, CallPurpose.NEW, "0.02", null));

        SourcePerformance performance = SourcePerformance.compute(List.of(duration, percentage, dynamic, idle), calls,
                states);

        // duration-tv: O = the three outbound calls (customers fl1, fl2), C = 4 calls, X = 2 transfers.
        long leads = 2;
        assertThat(performance.sources().get(0)).isEqualTo(new SourceFigures("duration-tv", "TV spots", leads,
                pct(2, leads), pct(1, leads), money("0.31"), money(2.50 * 2 / 2), 4, 2, pct(2, 4), money(2.50 * 2),
                1, 2, pct(1, 2), 1, 1, pct(1, 1), 2, pct(2, 4), 1, pct(1, 2), 1, pct(1, 2), money(2.50 * 2 / 1)));
        // pct: no name, no threshold (every connected call and transfer bills); spend = 400 × 12.5 / 100 × 1.
        assertThat(performance.sources().get(1)).isEqualTo(new SourceFigures("pct", "pct", 1, pct(1, 1),
                pct(1, 1), money("1.00"), money(50.0), 1, 1, pct(1, 1), money(50.0), 1, 1, pct(1, 1), 0, 0,
                ZERO, 1, pct(1, 1), 1, pct(1, 1), 1, pct(1, 1), money(50.0)));
        // dyn: two transfers talk ≥ 60 s, priced 10.005 and (no price) the payout 30; spend = 40.005.
        BigDecimal spend = new BigDecimal("40.005");
        assertThat(performance.sources().get(2)).isEqualTo(new SourceFigures("dyn", "Dynamic partner", 1,
                pct(1, 1), pct(1, 1), money("0"), spend.divide(BigDecimal.valueOf(3), 2, RoundingMode.HALF_UP), 3, 3,
                pct(3, 3), money("40.01"), 1, 1, pct(1, 1), 0, 0, ZERO, 3, pct(3, 3), 2, pct(2, 3), 0,
                pct(0, 3), ZERO));
        assertThat(performance.sources().get(3)).isEqualTo(new SourceFigures("idle", "Idle", 0, ZERO,
                ZERO, money("0"), ZERO, 0, 0, ZERO, money("0"), 0, 0, ZERO, 0, 0,
                ZERO, 0, ZERO, 0, ZERO, 0, ZERO, ZERO));
    }

    @Test
    void givenCustomersOfSeveralStates_whenComputed_thenBreakdownCountsOutboundLeadsPerStateMostDialedFirst() {
        List<Call> calls = List.of(
                call(duration, fl1, CallDirection.OUTBOUND, "answered", 1, CallPurpose.NEW, null,
                        transfer(1, false, null)),
                call(null, fl2, CallDirection.OUTBOUND, "busy", 1, CallPurpose.NEW, null, null),
                call(dynamic, fl5, CallDirection.OUTBOUND, "answered", 1, CallPurpose.NEW, null, null),
                call(duration, ga, CallDirection.INBOUND, "answered", 1, CallPurpose.NEW, null, null),
                call(null, tx, CallDirection.OUTBOUND, "no_answer", 1, CallPurpose.NEW, null, null),
                call(null, stateless, CallDirection.OUTBOUND, "answered", 1, CallPurpose.NEW, null,
                        transfer(1, true, null)));

        SourcePerformance performance = SourcePerformance.compute(List.of(), calls, states);

        assertThat(performance.sources()).isEmpty();
        // FL: leads fl1, fl2, fl5 (a padded " FL " counts as FL); reached fl1, fl5; transferred fl1.
        assertThat(performance.stateBreakdown()).containsExactly(
                new StateFigures("FL", 3, pct(2, 3), pct(1, 3)),
                new StateFigures("TX", 1, pct(0, 1), pct(0, 1)),
                new StateFigures("unknown", 1, pct(1, 1), pct(1, 1)),
                new StateFigures("GA", 0, ZERO, ZERO));
    }

    @Test
    void givenNoCalls_whenComputed_thenEveryFigureIsZeroAndNoStateIsListed() {
        SourcePerformance performance = SourcePerformance.compute(List.of(duration), List.of(), states);

        assertThat(performance.stateBreakdown()).isEmpty();
        SourceFigures figures = performance.sources().get(0);
        assertThat(figures.contactRate()).isEqualByComparingTo("0");
        assertThat(figures.costPerAcquisition()).isEqualTo(ZERO);
        assertThat(figures.spend()).isEqualTo(money("0"));
    }

    /** part / whole × 100 rounded half up to 2 decimals; 0 when whole is 0 (D16). */
    private static BigDecimal pct(long part, long whole) {
        return whole == 0 ? ZERO : BigDecimal.valueOf(part * 100.0 / whole).setScale(2, RoundingMode.HALF_UP);
    }

    private static BigDecimal money(double amount) {
        return BigDecimal.valueOf(amount).setScale(2, RoundingMode.HALF_UP);
    }

    private static BigDecimal money(String amount) {
        return new BigDecimal(amount).setScale(2, RoundingMode.HALF_UP);
    }

    private static Transfer transfer(long talkMs, boolean converted, String price) {
        return new Transfer(AT.plusSeconds(20), talkMs, converted, price == null ? null : new BigDecimal(price));
    }

    private static Call call(Source source, CustomerId customer, CallDirection direction, String disposition,
                             long durationMs, CallPurpose purpose, String cost, Transfer transfer) {
        return Call.builder(CallId.of(UUID.randomUUID()), ORG, CAMPAIGN, customer, AT, direction, purpose)
                .callerId("+12125550100").disposition(disposition).durationMs(durationMs).assistantType("voice_ai")
                .cost(cost == null ? null : new BigDecimal(cost)).sourceId(source == null ? null : source.id())
                .transfer(transfer).build();
    }

    private static Source source(String sourceId, String name, PricingModel model, String payout, String commission,
                                 String leadCost, String threshold) {
        return Source.builder(SourceId.of(UUID.randomUUID()), ORG, sourceId, CAMPAIGN, DealType.CPA,
                        SourceType.OUTBOUND, model)
                .name(name).payout(payout).commissionPerSale(commission).leadCost(leadCost)
                .durationThreshold(threshold).enabled(true).create(AT);
    }

    private static CustomerId customer() {
        return CustomerId.of(UUID.randomUUID());
    }
}
