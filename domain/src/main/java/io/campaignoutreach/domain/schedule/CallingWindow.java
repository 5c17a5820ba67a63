package io.campaignoutreach.domain.schedule;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.zone.ZoneOffsetTransition;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * When a customer may be called: at an instant that every rule allows in every candidate zone. The
 * federal window is always one of the rules, so no other rule can widen it.
 */
public final class CallingWindow {

    /** How far {@link #nextOpening} looks ahead before it gives up. */
    public static final Duration HORIZON = Duration.ofDays(14);

    private final Set<ZoneId> zones;
    private final List<LocalTimeRule> rules;

    public CallingWindow(Set<ZoneId> zones, List<? extends LocalTimeRule> rules) {
        if (zones.isEmpty()) {
            throw new IllegalArgumentException("a calling window needs at least one time zone");
        }
        this.zones = Set.copyOf(zones);
        List<LocalTimeRule> all = new ArrayList<>();
        all.add(WeeklyHours.FEDERAL);
        all.addAll(rules);
        this.rules = List.copyOf(all);
    }

    public Set<ZoneId> zones() {
        return zones;
    }

    public boolean isOpen(Instant instant) {
        return zones.stream().allMatch(zone -> {
            LocalDateTime local = LocalDateTime.ofInstant(instant, zone);
            return rules.stream().allMatch(rule -> rule.allows(local));
        });
    }

    /**
     * Whether the window is open at {@code instant} and stays open for {@code minimum} after it, so
     * that a call decided now does not start after a close. Every rule opens and closes on the
     * minute, so a look each minute, and at the end, sees any close.
     */
    public boolean isOpenThrough(Instant instant, Duration minimum) {
        Instant end = instant.plus(minimum);
        for (Instant at = instant; at.isBefore(end); at = at.plus(Duration.ofMinutes(1))) {
            if (!isOpen(at)) {
                return false;
            }
        }
        return isOpen(end);
    }

    /**
     * The earliest instant at or after {@code from} at which the window is open, or empty if it stays
     * closed for {@link #HORIZON}. The window can only open where some rule opens in some zone (a
     * rule's opening time on a local day) or where a zone's clock jumps, so those instants are the
     * only ones to try, in order.
     */
    public Optional<Instant> nextOpening(Instant from) {
        if (isOpen(from)) {
            return Optional.of(from);
        }
        Instant until = from.plus(HORIZON);
        return candidates(from, until).subSet(from, false, until, true).stream().filter(this::isOpen).findFirst();
    }

    private NavigableSet<Instant> candidates(Instant from, Instant until) {
        NavigableSet<Instant> candidates = new TreeSet<>();
        for (ZoneId zone : zones) {
            LocalDate last = LocalDate.ofInstant(until, zone).plusDays(1);
            for (LocalDate day = LocalDate.ofInstant(from, zone).minusDays(1); !day.isAfter(last); day = day.plusDays(1)) {
                for (LocalTimeRule rule : rules) {
                    for (LocalTime opening : rule.openingTimes(day.getDayOfWeek())) {
                        // In a gap this is the first instant after it; the transition itself is added below.
                        candidates.add(ZonedDateTime.ofLocal(day.atTime(opening), zone, null).toInstant());
                    }
                }
                candidates.add(day.atStartOfDay(zone).toInstant());
            }
            ZoneOffsetTransition transition = zone.getRules().nextTransition(from);
            while (transition != null && !transition.getInstant().isAfter(until)) {
                candidates.add(transition.getInstant());
                transition = zone.getRules().nextTransition(transition.getInstant());
            }
        }
        return candidates;
    }
}
