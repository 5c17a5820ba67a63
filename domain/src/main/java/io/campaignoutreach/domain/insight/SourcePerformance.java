package io.campaignoutreach.domain.insight;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.shared.Ratios;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Source performance of a campaign over a window of calls: the figures of each source and the
 * dialing figures per state of the customers, computed as {@code docs/metrics.md} defines them.
 */
public record SourcePerformance(List<SourceFigures> sources, List<StateFigures> stateBreakdown) {

    /** The state a customer counts under when its state is not known. */
    public static final String UNKNOWN_STATE = "unknown";
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    public SourcePerformance {
        sources = List.copyOf(sources);
        stateBreakdown = List.copyOf(stateBreakdown);
    }

    /**
     * Computes the figures of {@code sources} (in the order given) from {@code calls}, the
     * campaign's non-test calls of the window; {@code states} gives each customer's state, a
     * customer missing from it counting as {@link #UNKNOWN_STATE}.
     */
    public static SourcePerformance compute(List<Source> sources, Collection<Call> calls,
                                            Map<CustomerId, String> states) {
        Map<SourceId, List<Call>> bySource = calls.stream().filter(c -> c.sourceId() != null)
                .collect(Collectors.groupingBy(Call::sourceId));
        List<SourceFigures> figures = sources.stream()
                .map(source -> figures(source, bySource.getOrDefault(source.id(), List.of())))
                .toList();
        Map<String, List<Call>> byState = calls.stream().collect(Collectors.groupingBy(
                call -> stateOf(states.get(call.customerId())), LinkedHashMap::new, Collectors.toList()));
        List<StateFigures> breakdown = byState.entrySet().stream()
                .map(entry -> {
                    Dialing dialing = Dialing.of(entry.getValue());
                    return new StateFigures(entry.getKey(), dialing.leads(), dialing.contactRate(),
                            dialing.transferRate());
                })
                .sorted(Comparator.comparingLong(StateFigures::leadsDialed).reversed()
                        .thenComparing(StateFigures::state))
                .toList();
        return new SourcePerformance(figures, breakdown);
    }

    private static String stateOf(String state) {
        return state == null || state.isBlank() ? UNKNOWN_STATE : state.trim();
    }

    private static SourceFigures figures(Source source, List<Call> calls) {
        Dialing dialing = Dialing.of(calls);
        long threshold = thresholdMs(source);
        List<Call> transfers = calls.stream().filter(Call::isTransferred).toList();
        List<Call> billableTransfers = transfers.stream()
                .filter(c -> c.transfer().talkDurationMs() >= threshold).toList();
        long billableCalls = count(calls, c -> c.isConnected() && c.durationMs() >= threshold);
        long newCalls = count(calls, c -> c.purpose() == CallPurpose.NEW);
        long newTransfers = count(transfers, c -> c.purpose() == CallPurpose.NEW);
        long appointmentCalls = count(calls, c -> c.purpose() == CallPurpose.APPOINTMENT);
        long appointmentTransfers = count(transfers, c -> c.purpose() == CallPurpose.APPOINTMENT);
        long converted = count(transfers, c -> c.transfer().converted());
        BigDecimal usage = calls.stream().map(Call::cost).filter(Objects::nonNull)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal spend = spend(source, dialing.leads(), billableCalls, billableTransfers, converted);
        return new SourceFigures(source.sourceId(), source.name() == null ? source.sourceId() : source.name(),
                dialing.leads(), dialing.contactRate(), dialing.transferRate(), Ratios.money(usage),
                Ratios.per(spend, transfers.size()), calls.size(), billableCalls,
                Ratios.percent(billableCalls, calls.size()), Ratios.money(spend), newTransfers, newCalls,
                Ratios.percent(newTransfers, newCalls), appointmentTransfers, appointmentCalls,
                Ratios.percent(appointmentTransfers, appointmentCalls), transfers.size(),
                Ratios.percent(transfers.size(), calls.size()), billableTransfers.size(),
                Ratios.percent(billableTransfers.size(), transfers.size()), converted,
                Ratios.percent(converted, transfers.size()), Ratios.per(spend, converted));
    }

    /** What the source earned over the window, by its pricing model; a missing term counts as 0. */
    private static BigDecimal spend(Source source, long leads, long billableCalls, List<Call> billableTransfers,
                                    long converted) {
        BigDecimal leadCost = amount(source.leadCost());
        BigDecimal payout = amount(source.payout());
        return switch (source.pricingModel()) {
            case FLAT_RATE -> leadCost.multiply(BigDecimal.valueOf(leads));
            case DURATION -> leadCost.multiply(BigDecimal.valueOf(billableCalls));
            case STATIC -> payout.multiply(BigDecimal.valueOf(billableTransfers.size()));
            case DYNAMIC -> billableTransfers.stream()
                    .map(c -> c.transfer().price() == null ? payout : c.transfer().price())
                    .reduce(BigDecimal.ZERO, BigDecimal::add);
            case PERCENTAGE -> amount(source.commissionPerSale()).multiply(payout).divide(HUNDRED)
                    .multiply(BigDecimal.valueOf(converted));
        };
    }

    private static long thresholdMs(Source source) {
        return source.durationThreshold() == null ? 0 : Long.parseLong(source.durationThreshold()) * 1000;
    }

    private static BigDecimal amount(String term) {
        return term == null ? BigDecimal.ZERO : new BigDecimal(term);
    }

    private static long count(List<Call> calls, Predicate<Call> which) {
        return calls.stream().filter(which).count();
    }

    /** Leads dialed among some calls, and how many of them were reached and transferred. */
    private record Dialing(long leads, long contacted, long transferred) {

        static Dialing of(List<Call> calls) {
            List<Call> outbound = calls.stream().filter(c -> c.direction() == CallDirection.OUTBOUND).toList();
            return new Dialing(customers(outbound, c -> true), customers(outbound, Call::isConnected),
                    customers(outbound, Call::isTransferred));
        }

        private static long customers(List<Call> calls, Predicate<Call> which) {
            Set<CustomerId> customers = new HashSet<>();
            calls.stream().filter(which).map(Call::customerId).forEach(customers::add);
            return customers.size();
        }

        BigDecimal contactRate() {
            return Ratios.percent(contacted, leads);
        }

        BigDecimal transferRate() {
            return Ratios.percent(transferred, leads);
        }
    }
}
