package io.campaignoutreach.adapter.http.operations;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.error.ErrorResponses;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StoreReadiness.Check;
import io.campaignoutreach.application.shared.StoreReadiness;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Probes for whatever runs the service (P35): {@code /healthz} says the process answers, {@code
 * /readyz} whether it can serve requests, i.e. whether the store answers and its schema is
 * complete. Both are public and never rate limited, so a probe needs no key; neither names hosts
 * or says more about a failure than which check failed.
 */
public final class HealthRoutes {

    private final StoreHealth storeHealth;

    public HealthRoutes(StoreHealth storeHealth) {
        this.storeHealth = storeHealth;
    }

    public void register(Router router) {
        router.publicGet("/healthz", ctx -> Json.send(noStore(ctx), Map.of("status", "ok")));
        router.publicGet("/readyz", this::readiness);
    }

    private void readiness(Context ctx) {
        StoreReadiness readiness = storeHealth.readiness();
        Map<String, Object> checks = new LinkedHashMap<>();
        checks.put("store", readiness.store().wireName());
        checks.put("migrations", readiness.migrations().wireName());
        noStore(ctx);
        if (readiness.isReady()) {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("status", "ok");
            body.put("checks", checks);
            Json.send(ctx, body);
            return;
        }
        Map<String, Object> body = ErrorResponses.unavailable(ctx, notReadyMessage(readiness),
                readiness.retryAfterSeconds());
        body.put("checks", checks);
        Json.send(ctx, body);
    }

    private static String notReadyMessage(StoreReadiness readiness) {
        return readiness.store() != Check.OK ? "Not ready: the store check failed (the database does not answer)"
                : "Not ready: the migrations check failed (the schema lacks migrations this version needs)";
    }

    /** A probe's answer is about this moment only. */
    private static Context noStore(Context ctx) {
        return ctx.header("Cache-Control", "no-store");
    }
}
