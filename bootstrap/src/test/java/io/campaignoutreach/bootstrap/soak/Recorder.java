package io.campaignoutreach.bootstrap.soak;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one client saw, kept by that client alone (no locking on the hot path) and merged when the
 * traffic has stopped: latencies and statuses per request kind, errors with a few samples, 429s.
 */
final class Recorder {

    /** Status recorded for a request that got no response (connection refused, reset, timeout). */
    static final int NO_RESPONSE = 0;
    private static final int MAX_SAMPLES = 25;

    private final Map<RequestKind, LatencySeries> latencies = new EnumMap<>(RequestKind.class);
    private final Map<RequestKind, Map<Integer, Long>> statuses = new EnumMap<>(RequestKind.class);
    private final Map<RequestKind, Long> errors = new EnumMap<>(RequestKind.class);
    private final List<ErrorSample> samples = new ArrayList<>();
    private long rateLimited;
    private long waitedMillis;

    /** A response: its latency, its status, and whether it is an error (neither expected nor a 429). */
    void response(RequestKind kind, int status, long nanos) {
        latencies.computeIfAbsent(kind, k -> new LatencySeries()).add(nanos);
        statuses.computeIfAbsent(kind, k -> new TreeMap<>()).merge(status, 1L, Long::sum);
        if (status == 429) {
            rateLimited++;
        }
    }

    /** An error of a request: an unexpected status, an unusable body, or no response at all. */
    void error(RequestKind kind, String request, int status, String detail) {
        errors.merge(kind, 1L, Long::sum);
        if (status == NO_RESPONSE) {
            statuses.computeIfAbsent(kind, k -> new TreeMap<>()).merge(NO_RESPONSE, 1L, Long::sum);
        }
        if (samples.size() < MAX_SAMPLES) {
            samples.add(new ErrorSample(kind, request, status, SoakReport.shorten(detail)));
        }
    }

    void waited(long millis) {
        waitedMillis += millis;
    }

    void mergeInto(Recorder total) {
        latencies.forEach((kind, series) -> total.latencies.computeIfAbsent(kind, k -> new LatencySeries())
                .addAll(series));
        statuses.forEach((kind, counts) -> counts.forEach((status, count) -> total.statuses
                .computeIfAbsent(kind, k -> new TreeMap<>()).merge(status, count, Long::sum)));
        errors.forEach((kind, count) -> total.errors.merge(kind, count, Long::sum));
        for (ErrorSample sample : samples) {
            if (total.samples.size() < MAX_SAMPLES) {
                total.samples.add(sample);
            }
        }
        total.rateLimited += rateLimited;
        total.waitedMillis += waitedMillis;
    }

    Map<RequestKind, LatencySeries> latencies() {
        return latencies;
    }

    Map<RequestKind, Map<Integer, Long>> statuses() {
        return statuses;
    }

    long errors(RequestKind kind) {
        return errors.getOrDefault(kind, 0L);
    }

    long errors() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    List<ErrorSample> samples() {
        return samples;
    }

    long rateLimited() {
        return rateLimited;
    }

    long waitedMillis() {
        return waitedMillis;
    }

    /** Responses received, whatever their status (requests without a response are not counted). */
    long served() {
        long served = 0;
        for (Map<Integer, Long> counts : statuses.values()) {
            for (Map.Entry<Integer, Long> entry : counts.entrySet()) {
                if (entry.getKey() != NO_RESPONSE) {
                    served += entry.getValue();
                }
            }
        }
        return served;
    }

    /** One error as reported: the request (method and path, never the key), the status and the body. */
    record ErrorSample(RequestKind kind, String request, int status, String detail) {
    }
}
