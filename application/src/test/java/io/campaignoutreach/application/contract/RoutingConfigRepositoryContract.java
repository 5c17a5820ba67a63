package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.routing.RoutingConfigRepository}: round trips
 * with agents, groups, members and users; a save replaces the whole configuration.
 */
public abstract class RoutingConfigRepositoryContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenFullyPopulatedConfig_whenSavedAndFound_thenEveryFieldRoundTrips() {
        RoutingConfig config = TestData.routingConfig(organizationId);

        store.routingConfigs().save(config);

        assertThat(store.routingConfigs().findById(organizationId, config.id())).contains(config);
    }

    @Test
    void givenConfigWithOptionalFieldsEmpty_whenSavedAndFound_thenItRoundTrips() {
        RoutingConfig config = RoutingConfig.builder(RoutingConfigId.of(TestData.newId()), organizationId, "Bare")
                .create(TestData.T0);

        store.routingConfigs().save(config);

        assertThat(store.routingConfigs().findById(organizationId, config.id())).contains(config);
    }

    @Test
    void givenSavedConfig_whenSavedAgainWithoutAgentsAndWithAnotherGroup_thenOnlyTheNewContentRemains() {
        RoutingConfig config = TestData.routingConfig(organizationId);
        store.routingConfigs().save(config);
        RoutingConfig.Group oldGroup = config.groups().get(0);
        RoutingConfig.Group newGroup = new RoutingConfig.Group(TestData.newId(), config.id().value(), TestData.at(50),
                TestData.at(51), "Night shift", null, "sequential", 1, false, List.of());
        RoutingConfig changed = RoutingConfig.builder(config.id(), organizationId, "Renamed")
                .createdAt(config.createdAt()).updatedAt(TestData.at(60)).description("Changed")
                .routingType("round_robin").fallbackBehavior("hangup").maxRingPerAgent(10).maxWaitTime(60)
                .customerAgentPriority(2).previousSoftphoneAgentPriority(1).tryPreviousSoftphoneAgentFirst(true)
                .groups(List.of(newGroup, new RoutingConfig.Group(oldGroup.id(), oldGroup.routingConfigId(),
                        oldGroup.createdAt(), TestData.at(52), "Renamed group", oldGroup.description(),
                        oldGroup.routingType(), 3, false, oldGroup.agents())))
                .build();

        store.routingConfigs().save(changed);

        assertThat(store.routingConfigs().findById(organizationId, config.id())).contains(changed);
    }

    @Test
    void givenConfigOfAnotherOrganization_whenFound_thenItIsLeftOut() {
        RoutingConfig mine = TestData.routingConfig(organizationId);
        RoutingConfig other = TestData.routingConfig(organizationId);
        RoutingConfig theirs = TestData.routingConfig(otherOrganizationId);
        store.routingConfigs().save(mine);
        store.routingConfigs().save(other);
        store.routingConfigs().save(theirs);

        assertThat(store.routingConfigs().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.routingConfigs().findByIds(organizationId,
                List.of(theirs.id(), mine.id(), RoutingConfigId.of(TestData.newId()), other.id())))
                .containsExactlyInAnyOrder(mine, other);
        assertThat(store.routingConfigs().findByIds(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenConfigsOfTwoOrganizations_whenAllListedAndOneDeleted_thenTheOrganizationsRemainByName() {
        RoutingConfig bravo = named(TestData.routingConfig(organizationId), "bravo");
        RoutingConfig alpha = named(TestData.routingConfig(organizationId), "Alpha");
        RoutingConfig gone = named(TestData.routingConfig(organizationId), "charlie");
        RoutingConfig theirs = TestData.routingConfig(otherOrganizationId);
        for (RoutingConfig config : List.of(bravo, alpha, gone, theirs)) {
            store.routingConfigs().save(config);
        }

        store.routingConfigs().delete(otherOrganizationId, alpha.id());
        store.routingConfigs().delete(organizationId, gone.id());

        assertThat(store.routingConfigs().findAll(organizationId)).containsExactly(alpha, bravo);
        assertThat(store.routingConfigs().findAll(otherOrganizationId)).containsExactly(theirs);
    }

    private static RoutingConfig named(RoutingConfig config, String name) {
        return RoutingConfig.builder(config.id(), config.clientId(), name).createdAt(config.createdAt())
                .updatedAt(config.updatedAt()).build();
    }
}
