package io.campaignoutreach.bootstrap.metrics;

import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * What the provider adapters report, as counters by provider: requests to their APIs by operation and outcome
 * (ok, or the provider's error code), requests tried again, webhooks by verdict (accepted, or why refused), and
 * calls read back from the provider. Tags take a few fixed values each, never a number or an id.
 */
public final class ProviderMeters implements ProviderEvents {

    private final MeterRegistry registry;

    public ProviderMeters(MeterRegistry registry) {
        this.registry = registry;
    }

    @Override
    public void request(ProviderKind kind, String operation, String outcome) {
        Counter.builder("outreach.provider.requests").tag("provider", kind.wireName()).tag("operation", operation)
                .tag("outcome", outcome).description("Requests to providers' APIs, by operation and outcome")
                .register(registry).increment();
    }

    @Override
    public void retried(ProviderKind kind, String operation) {
        Counter.builder("outreach.provider.retries").tag("provider", kind.wireName()).tag("operation", operation)
                .description("Requests a provider refused for its own reasons (rate limit, unavailable), tried"
                        + " again after a pause")
                .register(registry).increment();
    }

    @Override
    public void webhook(ProviderKind kind, String verdict) {
        Counter.builder("outreach.provider.webhooks").tag("provider", kind.wireName()).tag("verdict", verdict)
                .description("Provider webhook requests, accepted or refused with the reason (missing, tampered,"
                        + " stale, wrong_credential, unknown_account)")
                .register(registry).increment();
    }

    @Override
    public void reconciled(ProviderKind kind, boolean found) {
        Counter.builder("outreach.provider.reconciliations").tag("provider", kind.wireName())
                .tag("found", Boolean.toString(found))
                .description("Calls with no end by their deadline read back from the provider, ended or not")
                .register(registry).increment();
    }
}
