package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.access.ManageApiKeysService;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.campaign.CampaignService;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.RepositoryPorts;
import io.campaignoutreach.application.organization.CreateOrganizationService;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two clients changing one campaign at once: the PATCH that loses the race is applied again to
 * the campaign the winner left, so neither change is lost and neither client sees a conflict it
 * could not have prevented.
 */
class CampaignUpdateRaceTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:00:00Z");

    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final StorePorts store = InMemoryRepositories.create();
    private Campaign campaign;
    private Campaign concurrent;
    private AccessContext access;

    @BeforeEach
    void setUp() {
        OrganizationId org = new CreateOrganizationService(store.organizations(), UUID::randomUUID, clock)
                .create("Harbor Insurance", null).id();
        ApiKey.Issued issued = new ManageApiKeysService(store.apiKeys(), store.organizations(), UUID::randomUUID,
                clock).create(new CreateApiKeyCommand(org, "ops", Set.of(Capability.ALL), false, null));
        access = new AuthenticateService(store.apiKeys(), clock).authenticate(issued.secret().value());
        campaign = CampaignBuilder.aCampaign(org).name("Spring").description("First draft").build();
        store.campaigns().insert(campaign);
        concurrent = campaign.update(CampaignChanges.builder().description("Edited by a colleague").build(),
                "API key: colleague", NOW.minusSeconds(5));
        store.campaigns().update(concurrent, campaign.version());
    }

    @Test
    void givenChangeLosingToAConcurrentOne_whenUpdated_thenAppliedOnTopOfTheNewerCampaign() {
        CampaignService racing = servicesOver(withStaleReads(1)).campaigns();

        racing.update(access, campaign.id(), CampaignChanges.builder().name("Spring renewals").build());

        Campaign stored = store.campaigns().findById(campaign.organizationId(), campaign.id()).orElseThrow();
        assertThat(stored.profile().name()).isEqualTo("Spring renewals");
        assertThat(stored.profile().description()).isEqualTo("Edited by a colleague");
        assertThat(stored.version()).isEqualTo(concurrent.version() + 1);
    }

    @Test
    void givenChangeLosingEveryRace_whenUpdated_thenConflictAndTheWinnerStands() {
        CampaignService racing = servicesOver(withStaleReads(3)).campaigns();

        assertThatThrownBy(() -> racing.update(access, campaign.id(),
                CampaignChanges.builder().name("Spring renewals").build())).isInstanceOf(ConflictException.class);

        assertThat(store.campaigns().findById(campaign.organizationId(), campaign.id())).contains(concurrent);
    }

    private ApplicationServices servicesOver(StorePorts ports) {
        return ApplicationServices.over(ports, clock, UUID::randomUUID, JobSettings.defaults());
    }

    /** The store, whose first {@code stale} reads of the campaign answer it as it was before the colleague's change. */
    private StorePorts withStaleReads(int stale) {
        return RepositoryPorts.replacing(store, CampaignRepository.class, RepositoryPorts.answeringFirst(
                CampaignRepository.class, store.campaigns(), "findById", stale, Optional.of(campaign)));
    }
}
