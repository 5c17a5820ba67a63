package io.campaignoutreach.adapter.http;

import io.javalin.http.Context;
import io.javalin.router.Endpoint;

/**
 * The route a request is counted and logged under: the template it matched, such as
 * {@code /v2/campaigns/{campaignId}}, never the path with its ids. Requests no route answers
 * share one label, so a scan of random paths cannot grow the metrics without bound.
 */
public final class RouteLabel {

    public static final String UNMATCHED = "unmatched";

    private RouteLabel() {
    }

    public static String of(Context ctx) {
        Endpoint endpoint = ctx.endpoints().matchedHttpEndpoint();
        if (endpoint == null || Router.FALLBACK_PATH.equals(endpoint.path)) {
            return UNMATCHED;
        }
        return endpoint.path;
    }
}
