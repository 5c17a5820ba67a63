package io.campaignoutreach.domain.inquiry;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Where an inquiry stands in its handling. Any status may follow any other (D14); only
 * {@link #RESOLVED} carries data of its own (when and by whom).
 */
public enum InquiryStatus {
    NEW, PENDING_RESOLUTION, UNRESOLVED, RESOLVED, APPOINTMENT_SCHEDULED;

    /** The status as written in the API, e.g. {@code pending_resolution}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<InquiryStatus> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName().equals(name)).findFirst();
    }
}
