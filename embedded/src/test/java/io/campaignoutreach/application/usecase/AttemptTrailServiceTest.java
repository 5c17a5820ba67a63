package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.outreach.AttemptTrailService;
import io.campaignoutreach.application.outreach.TrailedAttempt;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** An enrollment's attempts with their trails over the in-memory store: access and organization scoping. */
class AttemptTrailServiceTest {

    private static final Instant NOW = Instant.parse("2026-06-01T14:00:00Z");

    private StorePorts store;
    private AttemptTrailService trails;
    private Organization org;
    private Campaign campaign;
    private Enrollment enrollment;
    private Attempt attempt;

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        trails = ApplicationServices.over(store, Clock.fixed(NOW, ZoneOffset.UTC), UUID::randomUUID,
                JobSettings.defaults()).attemptTrails();
        org = TestData.organization();
        store.organizations().insert(org);
        campaign = CampaignBuilder.aCampaign(org.id()).build();
        store.campaigns().insert(campaign);
        Customer customer = TestData.customer(org.id(), TestData.phone(1));
        store.customers().insert(customer);
        enrollment = TestData.enrollment(org.id(), campaign.id(), customer.id());
        store.enrollments().insert(enrollment);
        attempt = Attempt.start(org.id(), campaign.id(), customer.id(), enrollment.id(), 1, customer.phone(), NOW);
        store.transactions().inTransaction(() -> store.outreach().recordAttempts(TestEngines.dialed(attempt),
                "test", NOW.plusSeconds(3_600)));
    }

    private AccessContext access(Organization organization, Capability... capabilities) {
        return new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "Compliance desk",
                Set.of(capabilities), true);
    }

    @Test
    void givenADialedEnrollment_whenItsAttemptsAreRead_thenEachComesWithItsTrail() {
        List<TrailedAttempt> read = trails.attempts(access(org, Capability.CAMPAIGNS_VIEW), campaign.id(),
                enrollment.id());

        assertThat(read).extracting(TrailedAttempt::attempt).containsExactly(attempt);
        assertThat(read.get(0).trail().claimedAt()).isEqualTo(NOW);
    }

    @Test
    void givenAnotherOrganizationCampaignOrEnrollment_whenRead_thenNotFoundAndWithoutTheCapabilityRefused() {
        Organization other = TestData.organization();
        store.organizations().insert(other);
        Campaign otherCampaign = CampaignBuilder.aCampaign(org.id()).build();
        store.campaigns().insert(otherCampaign);

        assertThatThrownBy(() -> trails.attempts(access(other, Capability.ALL), campaign.id(), enrollment.id()))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> trails.attempts(access(org, Capability.ALL), otherCampaign.id(), enrollment.id()))
                .isInstanceOf(NotFoundException.class).hasMessage("Enrollment not found");
        assertThatThrownBy(() -> trails.attempts(access(org, Capability.ALL), campaign.id(),
                EnrollmentId.of(TestData.newId()))).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> trails.attempts(access(org, Capability.CUSTOMERS_VIEW), campaign.id(),
                enrollment.id())).isInstanceOf(MissingCapabilityException.class).hasMessageContaining("campaigns.view");
    }
}
