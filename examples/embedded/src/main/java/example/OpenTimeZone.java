package example;

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
 * A US time zone, with a state and a phone number there, whose customers may be called now; or, when
 * none may, the one that opens first and when. Asked of the service's own calling rules (the legal
 * window and the state's stricter hours, read for the zone, the state and the number's area code
 * together, as the engine reads them), so the answer is the engine's.
 */
record OpenTimeZone(String timezone, String state, String phone, Instant opensAt) {

    /** Mainland zones first, so that the answer is the most familiar one open. */
    private static final List<OpenTimeZone> PLACES = List.of(
            place("America/New_York", "MA", "+16175550104"), place("America/Chicago", "IL", "+13125550104"),
            place("America/Denver", "CO", "+13035550104"), place("America/Los_Angeles", "CA", "+14155550104"),
            place("America/Anchorage", "AK", "+19075550104"), place("Pacific/Honolulu", "HI", "+18085550104"),
            place("America/Puerto_Rico", "PR", "+17875550104"), place("Pacific/Guam", "GU", "+16715550104"));
    /** Open at least this long, so that the window is still open when the engine dials. */
    private static final Duration MARGIN = Duration.ofMinutes(30);

    static OpenTimeZone at(Instant now) {
        return PLACES.stream().filter(place -> place.window().isOpenThrough(now, MARGIN)).findFirst()
                .orElseGet(() -> PLACES.stream()
                        .flatMap(place -> place.nextOpening(now).stream()
                                .map(opening -> new OpenTimeZone(place.timezone, place.state, place.phone, opening)))
                        .min(Comparator.comparing(OpenTimeZone::opensAt))
                        .orElseThrow(() -> new IllegalStateException("no US time zone opens within two weeks")));
    }

    boolean isOpenNow() {
        return opensAt == null;
    }

    /** When calls may next be placed here: a window about to close opens again only after it closed. */
    private Optional<Instant> nextOpening(Instant now) {
        CallingWindow window = window();
        return window.nextOpening(window.isOpen(now) ? now.plus(MARGIN) : now);
    }

    private CallingWindow window() {
        // The example's campaign dials after hours: only the legal window, which nothing widens, applies.
        return CallingRules.standard().windowFor(new CustomerLocation(timezone, state, null, phone), true,
                WeeklyHours.DEFAULT_BUSINESS_HOURS);
    }

    private static OpenTimeZone place(String timezone, String state, String phone) {
        return new OpenTimeZone(timezone, state, phone, null);
    }
}
