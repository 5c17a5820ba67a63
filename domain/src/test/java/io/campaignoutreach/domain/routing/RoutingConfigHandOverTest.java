package io.campaignoutreach.domain.routing;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Which agent takes a transferred call. */
class RoutingConfigHandOverTest {

    private static final Instant AT = Instant.parse("2026-11-17T20:00:00Z");
    private static final RoutingConfigId ID = RoutingConfigId.of(UUID.randomUUID());

    private static RoutingConfig.Agent agent(String id, Instant lastCallAt, boolean active) {
        return new RoutingConfig.Agent(UUID.fromString(id), ID.value(), null, null, AT, AT, lastCallAt, 1, 1, active,
                null, null);
    }

    private static RoutingConfig routing(List<RoutingConfig.Agent> agents, List<RoutingConfig.Group> groups) {
        return RoutingConfig.builder(ID, OrganizationId.of(UUID.randomUUID()), "Main").routingType("sequential")
                .agents(agents).groups(groups).create(AT);
    }

    private static Instant lastCallOf(RoutingConfig routing, String id) {
        return routing.agents().stream().filter(a -> a.id().equals(UUID.fromString(id))).findFirst().orElseThrow()
                .lastCallAt();
    }

    @Test
    void givenActiveAgents_whenACallIsHandedOver_thenTheOneNeverCalledOrCalledLongestAgoTakesIt() {
        String never = "00000000-0000-7000-8000-000000000003";
        String longAgo = "00000000-0000-7000-8000-000000000002";
        String inactive = "00000000-0000-7000-8000-000000000001";
        RoutingConfig routing = routing(List.of(agent(longAgo, AT.minusSeconds(3600), true),
                agent(never, null, true), agent(inactive, null, false)), List.of());

        RoutingConfig first = routing.handOver(AT).orElseThrow();
        RoutingConfig second = first.handOver(AT.plusSeconds(60)).orElseThrow();

        assertThat(lastCallOf(first, never)).isEqualTo(AT);
        assertThat(lastCallOf(second, longAgo)).isEqualTo(AT.plusSeconds(60));
        assertThat(lastCallOf(second, inactive)).isNull();
    }

    @Test
    void givenNoActiveAgentOrOnlyAnInactiveGroup_whenHandedOver_thenNobodyTakesIt() {
        RoutingConfig.Group inactiveGroup = new RoutingConfig.Group(UUID.randomUUID(), ID.value(), AT, AT, "Night",
                null, null, 1, false, List.of(agent("00000000-0000-7000-8000-000000000009", null, true)));

        assertThat(routing(List.of(agent("00000000-0000-7000-8000-000000000001", null, false)), List.of()).handOver(AT))
                .isEmpty();
        assertThat(routing(List.of(), List.of(inactiveGroup)).handOver(AT)).isEmpty();
    }
}
