package io.campaignoutreach.domain.shared;

import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The service's strict reading of a {@code <uuid>}: 8-4-4-4-12 hex digits with a version digit
 * 1 to 8 and an RFC 4122 variant, or the nil and max UUIDs. Written lowercase (D11).
 */
public final class Uuids {

    private static final Pattern FORMAT = Pattern.compile(
            "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$");
    private static final String NIL = "00000000-0000-0000-0000-000000000000";
    private static final String MAX = "ffffffff-ffff-ffff-ffff-ffffffffffff";

    private Uuids() {
    }

    public static boolean isValid(String text) {
        if (text == null) {
            return false;
        }
        if (text.length() == 36) {
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.equals(NIL) || lower.equals(MAX)) {
                return true;
            }
        }
        return FORMAT.matcher(text).matches();
    }

    public static Optional<UUID> parse(String text) {
        return isValid(text) ? Optional.of(UUID.fromString(text)) : Optional.empty();
    }

}
