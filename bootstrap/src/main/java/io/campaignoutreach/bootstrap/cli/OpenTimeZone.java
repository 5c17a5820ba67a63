package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.schedule.CustomerLocation;
import io.campaignoutreach.domain.schedule.WeeklyHours;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A US time zone, with a state in it, where a customer may be called now: what the demo prints so that a newcomer
 * who adds a customer there sees the engine call them within seconds. Asked of the service's own calling rules
 * (the legal window and the state's stricter hours), so the answer is the engine's.
 */
record OpenTimeZone(String timezone, String state, Instant opensAt) {

    /** Mainland zones first, then the others, so that the answer is the most familiar one open. */
    private static final List<OpenTimeZone> PLACES = List.of(place("America/New_York", "NY"),
            place("America/Chicago", "IL"), place("America/Denver", "CO"), place("America/Los_Angeles", "CA"),
            place("America/Anchorage", "AK"), place("Pacific/Honolulu", "HI"), place("America/Puerto_Rico", "PR"),
            place("Pacific/Guam", "GU"));
    /** Open for at least this long, so that the call is placed before the window shuts. */
    private static final Duration MARGIN = Duration.ofMinutes(30);

    /** Where calls may be placed now, or, when nowhere is open, the place that opens first and when. */
    static OpenTimeZone at(Instant now) {
        CallingRules rules = CallingRules.standard();
        Optional<OpenTimeZone> open = PLACES.stream()
                .filter(place -> place.window(rules).isOpen(now) && place.window(rules).isOpen(now.plus(MARGIN)))
                .findFirst();
        return open.orElseGet(() -> PLACES.stream()
                .flatMap(place -> place.window(rules).nextOpening(now.plus(MARGIN)).stream()
                        .map(opening -> new OpenTimeZone(place.timezone(), place.state(), opening)))
                .min(Comparator.comparing(OpenTimeZone::opensAt))
                .orElseThrow(() -> new IllegalStateException("no US time zone opens within two weeks")));
    }

    boolean isOpenNow() {
        return opensAt == null;
    }

    private CallingWindow window(CallingRules rules) {
        // The demo's campaign dials all through the legal window, so business hours do not apply.
        return rules.windowFor(new CustomerLocation(timezone, state, null, null), true,
                WeeklyHours.DEFAULT_BUSINESS_HOURS);
    }

    private static OpenTimeZone place(String timezone, String state) {
        return new OpenTimeZone(timezone, state, null);
    }
}
