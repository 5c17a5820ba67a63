package io.campaignoutreach.bootstrap.wiring;

import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.http.ratelimit.RateLimits;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.messaging.InboundTexts;
import io.campaignoutreach.application.provider.ProviderWebhookService;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.application.provider.WebhookUrls;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.shared.UuidV7Generator;
import io.campaignoutreach.embedded.ApplicationServices;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;

/**
 * Hand wiring: the application services over one store, with the clock and id generator they
 * share, and the ports the HTTP adapter calls.
 */
public record Wiring(Clock clock, IdGenerator ids, ApplicationServices services) {

    /** Millisecond ticks: both stores keep timestamps to the millisecond, so what is written reads back equal. */
    public static Clock productionClock() {
        return ApplicationServices.systemClock();
    }

    public static Wiring create(StorePorts store) {
        return create(store, JobSettings.defaults());
    }

    public static Wiring create(StorePorts store, JobSettings jobSettings) {
        Clock clock = productionClock();
        UuidV7Generator uuids = new UuidV7Generator(clock);
        return create(store, clock, uuids::next, jobSettings);
    }

    public static Wiring create(StorePorts store, Clock clock, IdGenerator ids, JobSettings jobSettings) {
        return new Wiring(clock, ids, ApplicationServices.over(store, clock, ids, jobSettings));
    }

    /** A serving process's: provider secrets sealed by {@code vault}, providers reaching it at {@code urls}. */
    public static Wiring create(StorePorts store, JobSettings jobSettings, SecretVault vault, WebhookUrls urls) {
        Clock clock = productionClock();
        UuidV7Generator uuids = new UuidV7Generator(clock);
        return new Wiring(clock, uuids::next, ApplicationServices.over(store, clock, uuids::next, jobSettings, vault,
                urls));
    }

    /**
     * The ports the HTTP adapter calls. {@code meterRegistry} times requests and is served at
     * /metrics. {@code perKey} comes from the store, so that processes sharing a database share each
     * key's limit; failed authentications are throttled per client address. {@code storeHealth}
     * answers the readiness probe.
     */
    public ApiServices apiServices(PrometheusMeterRegistry meterRegistry, RateLimiter perKey,
                                   RateLimitPolicy failedAuthPerAddress, StoreHealth storeHealth) {
        return apiServices(meterRegistry, perKey, failedAuthPerAddress, storeHealth, null,
                ProviderWebhookService.withoutProviders());
    }

    /**
     * The same, with the operator's test aid ({@code testInboundTexts} serves POST /v2/test/inbound-texts; null
     * leaves that route out) and the providers' webhooks.
     */
    public ApiServices apiServices(PrometheusMeterRegistry meterRegistry, RateLimiter perKey,
                                   RateLimitPolicy failedAuthPerAddress, StoreHealth storeHealth,
                                   InboundTexts testInboundTexts, ProviderWebhookService webhooks) {
        return new ApiServices(services.authenticate(), services.campaigns(), services.campaigns(),
                services.campaigns(), services.campaigns(), services.records(), services.campaignInsights(),
                services.campaignBehaviors(),
                services.campaignInsights(), services.campaignInsights(), services.attemptTrails(), services.customers(),
                services.customers(), services.customerWrites(), services.customerWrites(),
                services.customerWrites(), services.messages(), testInboundTexts, services.enrollmentJobs(),
                services.enrollmentJobs(), services.customFields(), services.routingGroups(), services.configurations(),
                services.workflows(),
                services.sources(),
                services.medicareSync(), services.inquiries(), services.inquiries(), services.inquiries(),
                services.suppressions(), services.consent(), services.providerAccounts(), webhooks, meterRegistry,
                new RateLimits(perKey, failedAuthPerAddress, clock), storeHealth);
    }
}
