package io.campaignoutreach.domain.call;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Why a call was made: to reach a new lead for the first time, to follow up with a lead already
 * reached, or to hold an appointment the customer booked. Source performance splits calls by it.
 */
public enum CallPurpose {
    NEW, FOLLOW_UP, APPOINTMENT;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<CallPurpose> fromWire(String text) {
        return Arrays.stream(values()).filter(p -> p.wireName().equals(text)).findFirst();
    }
}
