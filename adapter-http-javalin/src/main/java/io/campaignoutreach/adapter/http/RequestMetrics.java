package io.campaignoutreach.adapter.http;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The request timer {@code http_server_requests_seconds}, by method, route template and status.
 * Fixed buckets rather than client-side percentiles: buckets add up across processes in
 * Prometheus, and a dozen of them keep each route's series few.
 */
final class RequestMetrics {

    static final String TIMER = "http.server.requests";
    private static final Duration[] BUCKETS = {
        Duration.ofMillis(5), Duration.ofMillis(10), Duration.ofMillis(25), Duration.ofMillis(50),
        Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1),
        Duration.ofMillis(2500), Duration.ofSeconds(5), Duration.ofSeconds(10)
    };

    private final Meter.MeterProvider<Timer> timers;
    /**
     * Each series' timer once found: finding it in the registry builds its tags and their identity on
     * every request. Route templates, methods and statuses are few, so this stays small.
     */
    private final Map<Series, Timer> known = new ConcurrentHashMap<>();

    private record Series(String method, String route, int status) {
    }

    RequestMetrics(MeterRegistry registry) {
        this.timers = Timer.builder(TIMER)
                .description("HTTP requests answered, by method, route template and status")
                .serviceLevelObjectives(BUCKETS)
                .withRegistry(registry);
    }

    void record(String method, String route, int status, long durationNanos) {
        known.computeIfAbsent(new Series(method, route, status), series -> timers.withTags("method", series.method(),
                        "route", series.route(), "status", Integer.toString(series.status())))
                .record(durationNanos, TimeUnit.NANOSECONDS);
    }
}
