package io.campaignoutreach.bootstrap.wiring;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.http.ratelimit.RateLimits;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryStoreHealth;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class WiringTest {

    private static final RateLimiter LIMITER = InMemoryRepositories.rateLimiter(RateLimitPolicy.perKeyDefault());

    @Test
    void givenStore_whenWiredForProduction_thenIdsAreTimeOrderedVersion7() {
        Wiring wiring = Wiring.create(new InMemoryStore().ports());

        UUID first = wiring.ids().newId();
        UUID second = wiring.ids().newId();

        assertThat(first.version()).isEqualTo(7);
        assertThat(second).isGreaterThan(first);
    }

    @Test
    void givenProductionClock_whenRead_thenWholeMilliseconds() {
        assertThat(Wiring.productionClock().instant().getNano() % 1_000_000).isZero();
    }

    @Test
    void givenStore_whenWired_thenApiServicesUseTheSameServices() {
        Wiring wiring = Wiring.create(new InMemoryStore().ports());

        PrometheusMeterRegistry meterRegistry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);

        InMemoryStoreHealth storeHealth = new InMemoryStoreHealth();

        ApiServices services = wiring.apiServices(meterRegistry, LIMITER, Settings.DEFAULT_AUTH_FAILURE_LIMIT,
                storeHealth);

        assertThat(services.meterRegistry()).isSameAs(meterRegistry);
        assertThat(services.storeHealth()).isSameAs(storeHealth);
        assertThat(services.authenticate()).isSameAs(wiring.services().authenticate());
        assertThat(services.listCampaigns()).isSameAs(wiring.services().campaigns());
        assertThat(services.getCustomer()).isSameAs(wiring.services().customers());
    }

    @Test
    void givenLimiterAndPolicy_whenWired_thenTheApiLimitsByThemOnTheWiringClock() {
        Wiring wiring = Wiring.create(new InMemoryStore().ports());

        RateLimits limits = wiring.apiServices(new PrometheusMeterRegistry(PrometheusConfig.DEFAULT), LIMITER,
                Settings.DEFAULT_AUTH_FAILURE_LIMIT, new InMemoryStoreHealth()).rateLimits();

        assertThat(limits.perKey()).isSameAs(LIMITER);
        assertThat(limits.failedAuthPerAddress()).isEqualTo(Settings.DEFAULT_AUTH_FAILURE_LIMIT);
        assertThat(limits.clock()).isSameAs(wiring.clock());
    }
}
