package io.campaignoutreach.bootstrap.wiring;

import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.http.ratelimit.RateLimits;
import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.access.ManageApiKeysService;
import io.campaignoutreach.application.campaign.CampaignInsightsService;
import io.campaignoutreach.application.campaign.CampaignService;
import io.campaignoutreach.application.customer.CustomerService;
import io.campaignoutreach.application.customfield.CustomFieldService;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobProcessor;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobService;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.enrollmentjob.JobWorkerPool;
import io.campaignoutreach.application.inquiry.InquiryService;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.routing.RoutingGroupService;
import io.campaignoutreach.application.source.SourceService;
import io.campaignoutreach.application.sync.MedicareSyncService;
import io.campaignoutreach.application.organization.CreateOrganizationService;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.Repositories;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.domain.shared.UuidV7Generator;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import java.time.Duration;

/** Hand wiring: the application services over one store, and the ports the HTTP adapter calls. */
public record Wiring(
        Repositories repositories,
        Clock clock,
        IdGenerator ids,
        AuthenticateService authenticate,
        ManageApiKeysService apiKeys,
        CreateOrganizationService organizations,
        CampaignService campaigns,
        CampaignInsightsService campaignInsights,
        CustomerService customers,
        EnrollmentJobService enrollmentJobs,
        JobWorkerPool jobWorkers,
        CustomFieldService customFields,
        RoutingGroupService routingGroups,
        SourceService sources,
        MedicareSyncService medicareSync,
        InquiryService inquiries) {

    /** Millisecond ticks: both stores keep timestamps to the millisecond, so what is written reads back equal. */
    public static Clock productionClock() {
        return Clock.tick(Clock.systemUTC(), Duration.ofMillis(1));
    }

    public static Wiring create(Repositories repositories) {
        return create(repositories, JobSettings.defaults());
    }

    public static Wiring create(Repositories repositories, JobSettings jobSettings) {
        Clock clock = productionClock();
        UuidV7Generator uuids = new UuidV7Generator(clock);
        return create(repositories, clock, uuids::next, jobSettings);
    }

    /** The worker pool is built but not started: only a serving process runs jobs. */
    public static Wiring create(Repositories repositories, Clock clock, IdGenerator ids, JobSettings jobSettings) {
        JobWorkerPool workers = new JobWorkerPool(new EnrollmentJobProcessor(repositories, ids, clock, jobSettings),
                jobSettings);
        return new Wiring(repositories, clock, ids,
                new AuthenticateService(repositories.apiKeys(), clock),
                new ManageApiKeysService(repositories.apiKeys(), repositories.organizations(), ids, clock),
                new CreateOrganizationService(repositories.organizations(), ids, clock),
                new CampaignService(repositories, clock),
                new CampaignInsightsService(repositories, clock),
                new CustomerService(repositories),
                new EnrollmentJobService(repositories, ids, clock, jobSettings, workers::wakeUp),
                workers,
                new CustomFieldService(repositories.customFields(), ids, clock),
                new RoutingGroupService(repositories),
                new SourceService(repositories, ids, clock),
                MedicareSyncService.over(repositories, ids, clock),
                new InquiryService(repositories, clock));
    }

    /**
     * The ports the HTTP adapter calls. {@code meterRegistry} times requests and is served at
     * /metrics. {@code perKey} comes from the store, so that processes sharing a database share each
     * key's limit; failed authentications are throttled per client address. {@code storeHealth}
     * answers the readiness probe.
     */
    public ApiServices apiServices(PrometheusMeterRegistry meterRegistry, RateLimiter perKey,
                                   RateLimitPolicy failedAuthPerAddress, StoreHealth storeHealth) {
        return new ApiServices(authenticate, campaigns, campaigns, campaigns, campaignInsights, campaignInsights,
                campaignInsights, customers, enrollmentJobs,
                enrollmentJobs, customFields, routingGroups, sources, medicareSync, inquiries, inquiries, inquiries,
                meterRegistry, new RateLimits(perKey, failedAuthPerAddress, clock), storeHealth);
    }
}
