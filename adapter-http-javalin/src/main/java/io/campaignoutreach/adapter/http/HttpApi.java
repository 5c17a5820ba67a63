package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.error.ErrorResponses;
import io.campaignoutreach.adapter.http.error.JettyErrorHandler;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.resource.CampaignRoutes;
import io.campaignoutreach.adapter.http.resource.CustomFieldRoutes;
import io.campaignoutreach.adapter.http.resource.CustomerRoutes;
import io.campaignoutreach.adapter.http.resource.EnrollmentRoutes;
import io.campaignoutreach.adapter.http.resource.OpenApiRoutes;
import io.campaignoutreach.adapter.http.resource.RoutingGroupRoutes;
import io.campaignoutreach.adapter.http.resource.SourceRoutes;
import io.javalin.Javalin;
import io.javalin.json.JavalinJackson;
import org.slf4j.MDC;

/** Builds the Javalin application: cross-cutting behaviour first, then every resource's routes. */
final class HttpApi {

    private HttpApi() {
    }

    static Javalin create(ApiServices services) {
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.jsonMapper(new JavalinJackson(Json.mapper(), false));
            // A little headroom over the D2 limit so that Bodies, not Jetty, answers oversized bodies.
            config.http.maxRequestSize = Bodies.MAX_BODY_BYTES + 1;
            config.http.generateEtags = false;
            config.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrorHandler()));
            config.routes.before(ctx -> MDC.put("requestId", RequestIds.assign(ctx)));
            config.routes.after(ctx -> MDC.remove("requestId"));
            ErrorResponses.register(config.routes);

            Router router = new Router(config.routes, services.authenticate());
            new CampaignRoutes(services).register(router);
            new CustomerRoutes(services).register(router);
            new EnrollmentRoutes(services).register(router);
            new CustomFieldRoutes(services).register(router);
            new RoutingGroupRoutes(services).register(router);
            new SourceRoutes(services).register(router);
            new OpenApiRoutes().register(router);
            router.addFallback();
        });
    }
}
