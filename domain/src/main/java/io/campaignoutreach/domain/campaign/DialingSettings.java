package io.campaignoutreach.domain.campaign;

import java.util.List;
import java.util.Objects;

/** How and when a campaign dials: hours, batch size, concurrency, attempts and redials. */
public record DialingSettings(
        boolean dialAfterhours,
        boolean outboundEnabled,
        int outboundBatchSize,
        Long maxConcurrentCalls,
        int maxAttempts,
        boolean redial,
        List<RedialPattern> redialPatterns,
        RedialTracking redialTracking,
        DialerConfig dialerConfig) {

    /** Largest integer a JSON client can represent exactly (2^53 - 1). */
    public static final long MAX_CONCURRENT_CALLS = 9_007_199_254_740_991L;

    public DialingSettings {
        redialPatterns = List.copyOf(redialPatterns);
        Objects.requireNonNull(redialTracking, "redialTracking");
        if (maxConcurrentCalls != null && (maxConcurrentCalls < 1 || maxConcurrentCalls > MAX_CONCURRENT_CALLS)) {
            throw new IllegalArgumentException("maxConcurrentCalls must be 1 to " + MAX_CONCURRENT_CALLS);
        }
    }

    public DialingSettings withRedial(boolean newRedial, List<RedialPattern> patterns) {
        return new DialingSettings(dialAfterhours, outboundEnabled, outboundBatchSize, maxConcurrentCalls, maxAttempts,
                newRedial, patterns, redialTracking, dialerConfig);
    }

    public DialingSettings withConcurrency(Long newMaxConcurrentCalls, DialerConfig newDialerConfig) {
        return new DialingSettings(dialAfterhours, outboundEnabled, outboundBatchSize, newMaxConcurrentCalls,
                maxAttempts, redial, redialPatterns, redialTracking, newDialerConfig);
    }
}
