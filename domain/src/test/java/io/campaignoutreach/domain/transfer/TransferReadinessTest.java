package io.campaignoutreach.domain.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class TransferReadinessTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());

    private static TransferConfig.Builder config(TransferType type) {
        return TransferConfig.builder(TransferConfigId.of(UUID.randomUUID()), ORG, "Agents", type);
    }

    private static RoutingConfig routing(boolean soloActive, boolean groupActive, boolean groupAgentActive) {
        RoutingConfigId id = RoutingConfigId.of(UUID.randomUUID());
        RoutingConfig.Agent solo = new RoutingConfig.Agent(UUID.randomUUID(), id.value(), UUID.randomUUID(), null, T0,
                T0, null, 1, 1, soloActive, null, null);
        UUID groupId = UUID.randomUUID();
        RoutingConfig.Agent member = new RoutingConfig.Agent(UUID.randomUUID(), id.value(), UUID.randomUUID(), groupId,
                T0, T0, null, 1, 1, groupAgentActive, null, null);
        RoutingConfig.Group group = new RoutingConfig.Group(groupId, id.value(), T0, T0, "Group", null, "linear", 1,
                groupActive, List.of(member));
        return RoutingConfig.builder(id, ORG, "Routing").routingType("linear").fallbackBehavior("voicemail")
                .agents(List.of(solo)).groups(List.of(group)).create(T0);
    }

    private static List<String> sections(TransferConfig config, RoutingConfig routing) {
        return TransferReadiness.issues(config, routing).stream().map(ReadinessIssue::section).toList();
    }

    @Test
    void givenCompleteDestinations_whenChecked_thenReady() {
        assertThat(sections(config(TransferType.DIRECT).directPhoneNumber("(212) 555-0100").create(T0), null))
                .isEmpty();
        assertThat(sections(config(TransferType.SIP).sipUri("sip:desk@example.com").warmTransfer(true)
                .warmSummaryPrompt("Summarize").create(T0), null)).isEmpty();
        assertThat(sections(config(TransferType.DYNAMIC).dynamicOptions(new TransferConfig.DynamicOptions(
                "https://crm.example.com/agent", "GET", 5, Map.of(), Map.of(), "number", null, List.of()))
                .create(T0), null)).isEmpty();
        RoutingConfig onlyGroupAgent = routing(false, true, true);
        assertThat(sections(config(TransferType.SOFTPHONE).routingConfigId(onlyGroupAgent.id()).create(T0),
                onlyGroupAgent)).isEmpty();
    }

    @Test
    void givenIncompleteConfigurations_whenChecked_thenEachProblemNamedBySection() {
        assertThat(sections(config(TransferType.DIRECT).directPhoneNumber("12").warmTransfer(true)
                .warmSummaryPrompt(" ").appointmentBookingEnabled(true).create(T0), null))
                .containsExactly("destination", "warmTransfer", "appointments");
        assertThat(sections(config(TransferType.SIP).sipUri("http://x").create(T0), null))
                .containsExactly("destination");
        assertThat(TransferReadiness.issues(config(TransferType.DYNAMIC).dynamicOptions(
                new TransferConfig.DynamicOptions("ftp://x", "GET", 0, Map.of(), Map.of(), null, " ", List.of()))
                .create(T0), null)).hasSize(3);
        assertThat(sections(config(TransferType.SOFTPHONE).create(T0), null)).containsExactly("routing");
        RoutingConfig nobodyActive = routing(false, false, true);
        assertThat(sections(config(TransferType.SOFTPHONE).routingConfigId(nobodyActive.id()).create(T0),
                nobodyActive)).containsExactly("routing");
    }
}
