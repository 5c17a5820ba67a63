package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.shared.StorePorts;

/** Secondary adapter entry point: one in-memory store's implementation of every persistence port. */
public final class InMemoryRepositories {

    private InMemoryRepositories() {
    }

    /** A fresh store; its data lives as long as the returned object and is lost on exit. */
    public static StorePorts create() {
        return create(new InMemoryStore());
    }

    /** The ports over {@code store}, which tests keep to read its counters. */
    static StorePorts create(InMemoryStore store) {
        InMemoryCustomerRepository customers = new InMemoryCustomerRepository(store);
        InMemoryEnrollmentRepository enrollments = new InMemoryEnrollmentRepository(store);
        InMemoryCampaignRepository campaigns = new InMemoryCampaignRepository(store);
        InMemoryCallRepository calls = new InMemoryCallRepository(store);
        InMemorySourceRepository sources = new InMemorySourceRepository(store);
        InMemoryOrganizationRepository organizations = new InMemoryOrganizationRepository(store);
        return new StorePorts(
                organizations,
                new InMemoryApiKeyRepository(store),
                campaigns,
                new InMemoryCampaignReads(store, campaigns, organizations, enrollments, calls),
                new InMemoryWorkflowRepository(store),
                new InMemoryTransferConfigRepository(store),
                new InMemoryRoutingConfigRepository(store),
                new InMemoryAppointmentConfigRepository(store),
                customers,
                new InMemoryCustomerReads(store, customers, enrollments, campaigns, calls, sources),
                enrollments,
                calls,
                new InMemoryEnrollmentJobRepository(store),
                new InMemoryCustomFieldRepository(store),
                sources,
                new InMemoryInquiryRepository(store, customers),
                new InMemoryOutreachQueue(store, enrollments),
                new InMemorySuppressionRepository(store),
                new InMemoryConsentLedgerRepository(store),
                new InMemoryConsentSettingsRepository(store),
                new InMemoryMessageRepository(store),
                new InMemoryProviderAccountRepository(store),
                new InMemoryIdempotencyKeyRepository(store),
                new InMemoryTransactionRunner(store));
    }

    /** A per-key request limiter for this process alone; its buckets are lost on exit. */
    public static RateLimiter rateLimiter(RateLimitPolicy policy) {
        return new InMemoryRateLimiter(policy);
    }
}
