package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.access.ManageApiKeysService;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.access.UnauthenticatedException;
import io.campaignoutreach.application.campaign.CampaignBehaviorsService;
import io.campaignoutreach.application.campaign.CampaignInsightsService;
import io.campaignoutreach.application.campaign.CampaignService;
import io.campaignoutreach.application.customer.CustomerService;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.organization.CreateOrganizationService;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The application enforces capabilities, read-only keys and organization scoping by itself, so a
 * program embedding it without the HTTP adapter gets the same protection.
 */
class AccessEnforcementTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-06-01T10:00:00Z"), ZoneOffset.UTC);
    private StorePorts store;
    private ApplicationServices services;
    private CampaignService campaigns;
    private CustomerService customers;
    private ManageApiKeysService keys;
    private AuthenticateService authenticate;
    private Organization org;
    private Organization other;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        services = ApplicationServices.over(store, clock, UUID::randomUUID, JobSettings.defaults());
        campaigns = services.campaigns();
        customers = services.customers();
        CreateOrganizationService organizations = services.organizations();
        keys = services.apiKeys();
        authenticate = services.authenticate();
        org = organizations.create("Harbor Insurance", null);
        other = organizations.create("Other Agency", "Other");
        campaign = CampaignBuilder.aCampaign(org.id()).build();
        store.campaigns().insert(campaign);
    }

    private AccessContext access(Organization organization, boolean readOnly, Capability... capabilities) {
        ApiKey.Issued issued = keys.create(new CreateApiKeyCommand(organization.id(), "key", Set.of(capabilities),
                readOnly, null));
        return authenticate.authenticate(issued.secret().value());
    }

    @Test
    void givenKeyWithoutCapability_whenUseCaseCalled_thenRefusedBeforeAnyWork() {
        AccessContext customersOnly = access(org, false, Capability.CUSTOMERS_VIEW);

        assertThatThrownBy(() -> campaigns.list(customersOnly, CampaignQuery.all(), PageRequest.first()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("campaigns.view");
        assertThatThrownBy(() -> campaigns.update(customersOnly, campaign.id(),
                CampaignChanges.builder().name("x").build())).isInstanceOf(MissingCapabilityException.class);
        assertThat(store.campaigns().findById(org.id(), campaign.id())).contains(campaign);
    }

    @Test
    void givenReadOnlyKey_whenChanging_thenRefusedWhateverItHolds() {
        AccessContext readOnly = access(org, true, Capability.ALL);

        assertThatThrownBy(() -> campaigns.update(readOnly, campaign.id(), CampaignChanges.builder().name("x").build()))
                .isInstanceOf(ReadOnlyKeyException.class);
        assertThat(campaigns.list(readOnly, CampaignQuery.all(), PageRequest.first()).itemsTotal()).isEqualTo(1);
    }

    @Test
    void givenOtherOrganizationsKey_whenAddressingItsData_thenNotFound() {
        AccessContext stranger = access(other, false, Capability.ALL);
        var customer = TestData.customer(org.id(), TestData.phone(1));
        store.customers().insert(customer);

        assertThatThrownBy(() -> campaigns.update(stranger, campaign.id(), CampaignChanges.builder().name("x").build()))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> customers.get(stranger, customer.id())).isInstanceOf(NotFoundException.class);
        assertThat(campaigns.list(stranger, CampaignQuery.all(), PageRequest.first()).items()).isEmpty();
        assertThat(campaigns.options(stranger)).isEmpty();
    }

    @Test
    void givenCampaignInsightReads_whenKeyLacksCampaignsViewOrBelongsElsewhere_thenRefusedOrNotFound() {
        CampaignInsightsService insights = services.campaignInsights();
        CampaignBehaviorsService behaviors = services.campaignBehaviors();
        AccessContext customersOnly = access(org, false, Capability.CUSTOMERS_VIEW);
        AccessContext stranger = access(other, false, Capability.ALL);
        AccessContext readOnly = access(org, true, Capability.CAMPAIGNS_VIEW);

        assertThatThrownBy(() -> insights.stats(customersOnly, campaign.id()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("campaigns.view");
        assertThatThrownBy(() -> behaviors.behaviors(customersOnly, campaign.id()))
                .isInstanceOf(MissingCapabilityException.class);
        assertThatThrownBy(() -> insights.flowOccupancy(customersOnly, campaign.id()))
                .isInstanceOf(MissingCapabilityException.class);
        assertThatThrownBy(() -> insights.stats(stranger, campaign.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> behaviors.behaviors(stranger, campaign.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> insights.flowOccupancy(stranger, campaign.id()))
                .isInstanceOf(NotFoundException.class);
        assertThat(insights.stats(readOnly, campaign.id()).totalCustomers()).isZero();
        assertThat(insights.flowOccupancy(readOnly, campaign.id()).generatedAt()).isEqualTo(clock.instant());
    }

    @Test
    void givenRevokedOrUnknownKey_whenAuthenticating_thenRefusedAlike() {
        ApiKey.Issued issued = keys.create(new CreateApiKeyCommand(org.id(), "ops", Set.of(Capability.ALL), false,
                null));
        keys.revoke(issued.key().id());

        assertThatThrownBy(() -> authenticate.authenticate(issued.secret().value()))
                .isInstanceOf(UnauthenticatedException.class);
        assertThatThrownBy(() -> authenticate.authenticate("cc_" + "Z".repeat(40)))
                .isInstanceOf(UnauthenticatedException.class);
        assertThatThrownBy(() -> authenticate.authenticate(null)).isInstanceOf(UnauthenticatedException.class);
    }

    @Test
    void givenKeyUse_whenAuthenticated_thenLastUseRecordedWithoutTheSecret() {
        ApiKey.Issued issued = keys.create(new CreateApiKeyCommand(org.id(), "ops", Set.of(Capability.ALL), false,
                null));

        AccessContext access = authenticate.authenticate(issued.secret().value());

        assertThat(access.organizationId()).isEqualTo(org.id());
        ApiKey stored = store.apiKeys().findById(issued.key().id()).orElseThrow();
        assertThat(stored.lastUsedAt()).isEqualTo(clock.instant());
        assertThat(stored.toString()).doesNotContain(issued.secret().value());
    }

    @Test
    void givenUnknownOrganization_whenKeyCreated_thenNotFound() {
        assertThatThrownBy(() -> keys.create(new CreateApiKeyCommand(
                io.campaignoutreach.domain.organization.OrganizationId.of(UUID.randomUUID()), "ops",
                Set.of(Capability.ALL), false, null))).isInstanceOf(NotFoundException.class);
    }
}
