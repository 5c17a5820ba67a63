package io.campaignoutreach.domain.campaign;

import java.util.List;

/**
 * When to call again (D19): on each day offset from enrollment in {@code days} (0 is the
 * enrollment day), {@code attempts} calls spaced {@code intervalMinutes} apart.
 */
public record RedialPattern(List<Integer> days, int attempts, double intervalMinutes) {

    public static final int MAX_DAY_OFFSET = 365;
    public static final int MAX_ATTEMPTS = 100;
    public static final double MAX_INTERVAL_MINUTES = 10_080;

    public RedialPattern {
        days = List.copyOf(days);
        if (days.stream().anyMatch(d -> d < 0 || d > MAX_DAY_OFFSET)) {
            throw new IllegalArgumentException("day offsets must be 0 to " + MAX_DAY_OFFSET);
        }
        if (attempts < 1 || attempts > MAX_ATTEMPTS) {
            throw new IllegalArgumentException("attempts must be 1 to " + MAX_ATTEMPTS);
        }
        if (!(intervalMinutes >= 0 && intervalMinutes <= MAX_INTERVAL_MINUTES)) {
            throw new IllegalArgumentException("intervalMinutes must be 0 to " + MAX_INTERVAL_MINUTES);
        }
    }
}
