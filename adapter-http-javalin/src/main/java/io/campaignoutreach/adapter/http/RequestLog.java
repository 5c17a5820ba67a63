package io.campaignoutreach.adapter.http;

import io.campaignoutreach.application.access.AccessContext;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.event.Level;

/**
 * The access log: one line per answered request with its id, the caller's key id and organization,
 * method, route template, status and duration. It names the key by id and the route by template,
 * and holds nothing of the URL, query, headers or bodies, which carry keys and personal data.
 */
final class RequestLog {

    private static final Logger LOG = LoggerFactory.getLogger(RequestLog.class);

    void record(Context ctx, String route, double durationMs) {
        int status = ctx.statusCode();
        Level level = status >= 500 ? Level.WARN : Level.INFO;
        if (!LOG.isEnabledForLevel(level)) {
            return;
        }
        AccessContext access = ctx.attribute(AccessContext.class.getName());
        String method = ctx.method().name();
        double rounded = Math.round(durationMs * 1000) / 1000.0;
        String requestId = RequestIds.of(ctx);
        // The after handler has cleared the logging context by now; the line carries the id again.
        MDC.put("requestId", requestId);
        try {
            LOG.atLevel(level)
                    .addKeyValue("requestId", requestId)
                    .addKeyValue("keyId", access == null || access.keyId() == null ? null
                            : access.keyId().toString())
                    .addKeyValue("organizationId", access == null ? null : access.organizationId().toString())
                    .addKeyValue("method", method)
                    .addKeyValue("route", route)
                    .addKeyValue("status", status)
                    .addKeyValue("durationMs", rounded)
                    // Concatenated: formatting placeholders costs more, on every request.
                    .log(method + " " + route + " " + status + " " + rounded + " ms");
        } finally {
            MDC.remove("requestId");
        }
    }
}
