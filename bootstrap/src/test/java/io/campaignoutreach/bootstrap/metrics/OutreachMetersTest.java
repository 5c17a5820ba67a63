package io.campaignoutreach.bootstrap.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.Organization;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class OutreachMetersTest {

    private static final Instant NOW = Instant.parse("2026-11-17T20:00:00Z");

    @Test
    void givenEngineEvents_whenScraped_thenCountedByOutcomeAndTheDueLagIsTheEarliestDueEnrollmentsWait() {
        StorePorts store = InMemoryRepositories.create();
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        OutreachMeters meters = OutreachMeters.bind(registry, store.outreach(), Clock.fixed(NOW, ZoneOffset.UTC));

        assertThat(registry.scrape()).contains("outreach_due_lag_seconds 0.0");

        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        Campaign campaign = TestData.campaign(organization.id());
        store.campaigns().insert(campaign);
        Customer customer = TestData.customer(organization.id(), TestData.phone(1));
        store.customers().insert(customer);
        store.enrollments().insert(Enrollment.start(EnrollmentId.of(TestData.newId()), organization.id(),
                campaign.id(), customer.id(), null, NOW.minusSeconds(90)));
        meters.callPlaced(CallOutcome.VOICEMAIL);
        meters.callPlaced(CallOutcome.VOICEMAIL);
        meters.refusedByWindow();
        meters.conflictingLocation();
        meters.attemptInterrupted();
        meters.refusedByConsent();
        meters.textSent();
        meters.textSent();
        meters.textSkipped();
        meters.callDialed();
        meters.dialDeferred();
        meters.dialDeferred();

        String scraped = registry.scrape();
        assertThat(scraped).contains("outreach_calls_placed_total{outcome=\"voicemail\"} 2.0",
                "outreach_calls_placed_total{outcome=\"answered\"} 0.0", "outreach_window_refusals_total 1.0",
                "outreach_location_conflicts_total 1.0",
                "outreach_attempts_interrupted_total 1.0", "outreach_consent_refusals_total 1.0",
                "outreach_texts_sent_total 2.0", "outreach_texts_skipped_total 1.0",
                "outreach_due_lag_seconds 90.0", "outreach_calls_dialed_total 1.0",
                "outreach_dials_deferred_total 2.0");
    }
}
