package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code appointmentDate} and {@code appointmentTime} a text names, in the customer's own time
 * zone ("Tuesday, November 10", "2:30 PM EST"). A customer whose zone is not known for sure (no
 * time zone of their own and more than one a state or number could mean) gets no values, so a text
 * naming them is skipped rather than sent with an hour the customer may misread.
 */
public final class AppointmentValues {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("EEEE, MMMM d", Locale.US);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("h:mm a z", Locale.US);

    private AppointmentValues() {
    }

    /** The values for an appointment at {@code at}; {@code candidates} are the zones the customer may be in. */
    public static Map<String, String> of(Instant at, Customer customer, Set<ZoneId> candidates) {
        return zone(customer, candidates).map(zone -> {
            ZonedDateTime local = at.atZone(zone);
            return Map.of("appointmentDate", DATE.format(local), "appointmentTime", TIME.format(local));
        }).orElse(Map.of());
    }

    private static Optional<ZoneId> zone(Customer customer, Set<ZoneId> candidates) {
        String own = customer.profile().text(CustomerField.TIMEZONE);
        if (own != null) {
            try {
                return Optional.of(ZoneId.of(own));
            } catch (DateTimeException notAZone) {
                // Fall back to what the state, ZIP and number say.
            }
        }
        return candidates.size() == 1 ? Optional.of(candidates.iterator().next()) : Optional.empty();
    }
}
