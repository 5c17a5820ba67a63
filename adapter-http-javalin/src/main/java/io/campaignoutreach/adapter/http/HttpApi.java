package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.campaign.CampaignRoutes;
import io.campaignoutreach.adapter.http.consent.ConsentRoutes;
import io.campaignoutreach.adapter.http.configuration.ConfigurationRoutes;
import io.campaignoutreach.adapter.http.customer.CustomerRoutes;
import io.campaignoutreach.adapter.http.customfield.CustomFieldRoutes;
import io.campaignoutreach.adapter.http.enrollment.CampaignEnrollmentRoutes;
import io.campaignoutreach.adapter.http.enrollment.EnrollmentRoutes;
import io.campaignoutreach.adapter.http.error.ErrorResponses;
import io.campaignoutreach.adapter.http.error.JettyErrorHandler;
import io.campaignoutreach.adapter.http.inquiry.InquiryRoutes;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.message.InboundTextRoutes;
import io.campaignoutreach.adapter.http.message.MessageRoutes;
import io.campaignoutreach.adapter.http.operations.HealthRoutes;
import io.campaignoutreach.adapter.http.operations.MetricsRoutes;
import io.campaignoutreach.adapter.http.operations.OpenApiRoutes;
import io.campaignoutreach.adapter.http.provider.ProviderAccountRoutes;
import io.campaignoutreach.adapter.http.provider.ProviderWebhookRoutes;
import io.campaignoutreach.adapter.http.ratelimit.RequestLimiter;
import io.campaignoutreach.adapter.http.routing.RoutingGroupRoutes;
import io.campaignoutreach.adapter.http.source.SourceRoutes;
import io.campaignoutreach.adapter.http.suppression.SuppressionRoutes;
import io.campaignoutreach.adapter.http.sync.SyncRoutes;
import io.campaignoutreach.adapter.http.workflow.WorkflowRoutes;
import io.javalin.Javalin;
import io.javalin.json.JavalinJackson;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.MDC;

/** Builds the Javalin application: cross-cutting behaviour first, then every resource's routes. */
final class HttpApi {

    private HttpApi() {
    }

    /** The application, the routes it answers, and what receives request bodies before it. */
    record Built(Javalin app, List<String> routes, BodyLoader bodies) {
    }

    static Built create(ApiServices services, ApiServerSettings settings) {
        List<String> routes = new ArrayList<>();
        BodyLoader bodies = new BodyLoader(null, Bodies.MAX_BODY_BYTES, settings.bodyDeadline(),
                BodyLoader.DEFAULT_MEMORY_BUDGET);
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.jsonMapper(new JavalinJackson(Json.mapper(), false));
            // A little headroom over the D2 limit so that Bodies, not Jetty, answers oversized bodies.
            config.http.maxRequestSize = Bodies.MAX_BODY_BYTES + 1;
            config.http.generateEtags = false;
            Router router = new Router(config.routes, services.authenticate(),
                    new RequestLimiter(services.rateLimits()));
            config.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrorHandler()));
            config.jetty.modifyServer(server -> GracefulStop.install(server, new MethodGuard(bodies,
                    router::allowedMethods)));
            config.routes.before(ctx -> MDC.put("requestId", RequestIds.assign(ctx)));
            config.routes.after(ctx -> MDC.remove("requestId"));
            config.requestLogger.http(new RequestTelemetry(services.meterRegistry()));
            ErrorResponses.register(config.routes);

            new CampaignRoutes(services.listCampaigns(), services.getCampaign(), services.campaignOptions(),
                    services.updateCampaign(), services.createCampaign(), services.campaignStats(),
                    services.campaignBehaviors(), services.flowOccupancy()).register(router);
            new CampaignEnrollmentRoutes(services.campaignEnrollments(), services.enrollmentAttempts()).register(router);
            new CustomerRoutes(services.listCustomers(), services.getCustomer(), services.createCustomer(),
                    services.updateCustomer(), services.deleteCustomer()).register(router);
            new MessageRoutes(services.messages()).register(router);
            if (services.testInboundTexts() != null) {
                new InboundTextRoutes(services.testInboundTexts()).register(router);
            }
            new EnrollmentRoutes(services.submitEnrollment(), services.getEnrollmentJob()).register(router);
            new CustomFieldRoutes(services.createCustomField()).register(router);
            new RoutingGroupRoutes(services.getRoutingGroup()).register(router);
            ConfigurationRoutes.register(router, services.configurations());
            new WorkflowRoutes(services.workflows()).register(router);
            new SourceRoutes(services.sources()).register(router);
            new InquiryRoutes(services.listInquiries(), services.getInquiry(),
                    services.updateInquiry()).register(router);
            new SyncRoutes(services.syncMedicare()).register(router);
            new SuppressionRoutes(services.suppressions()).register(router);
            new ConsentRoutes(services.consent()).register(router);
            new ProviderAccountRoutes(services.providerAccounts()).register(router);
            new ProviderWebhookRoutes(services.providerWebhooks()).register(router);
            new OpenApiRoutes().register(router);
            new HealthRoutes(services.storeHealth()).register(router);
            new MetricsRoutes(services.meterRegistry()).register(router);
            router.addFallback();
            routes.addAll(router.routes());
        });
        return new Built(app, List.copyOf(routes), bodies);
    }
}
