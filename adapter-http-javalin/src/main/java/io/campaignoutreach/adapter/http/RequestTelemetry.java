package io.campaignoutreach.adapter.http;

import io.javalin.http.Context;
import io.javalin.http.RequestLogger;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * Javalin calls this once per request, after the answer is written: failures answered by the
 * error mapper and paths no route matches included. It times the request and writes its access
 * log line. Requests Jetty refuses before Javalin sees them (a malformed request line) pass by it.
 */
final class RequestTelemetry implements RequestLogger {

    private final RequestMetrics metrics;
    private final RequestLog log = new RequestLog();

    RequestTelemetry(MeterRegistry registry) {
        this.metrics = new RequestMetrics(registry);
    }

    @Override
    public void handle(Context ctx, Float executionTimeMs) {
        String route = RouteLabel.of(ctx);
        metrics.record(ctx.method().name(), route, ctx.statusCode(), (long) (executionTimeMs * 1_000_000L));
        log.record(ctx, route, executionTimeMs);
    }
}
