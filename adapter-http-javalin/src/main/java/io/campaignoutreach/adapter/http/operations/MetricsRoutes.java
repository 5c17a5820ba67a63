package io.campaignoutreach.adapter.http.operations;

import io.campaignoutreach.adapter.http.Router;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/**
 * Serves the Prometheus scrape. Open like the API document: it holds counts and timings, never an
 * organization's data, and a scraper has no API key. Not rate limited, for the same reason.
 */
public final class MetricsRoutes {

    /** The Prometheus text format that {@link PrometheusMeterRegistry#scrape()} writes. */
    public static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final PrometheusMeterRegistry registry;

    public MetricsRoutes(PrometheusMeterRegistry registry) {
        this.registry = registry;
    }

    public void register(Router router) {
        router.publicGet("/metrics", ctx -> ctx.contentType(CONTENT_TYPE).result(registry.scrape()));
    }
}
