package io.campaignoutreach.domain.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
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

    private static TransferConfig config(TransferType type, String phone, String sipUri,
                                         TransferConfig.DynamicOptions dynamic, boolean warm, String prompt,
                                         boolean booking, AppointmentConfigId appointment, RoutingConfigId routing) {
        return new TransferConfig(TransferConfigId.of(UUID.randomUUID()), ORG, routing, appointment, null, T0, T0,
                "Agents", null, type, warm, phone, sipUri, null, prompt, null, null, null, null, booking, dynamic,
                null, List.of(), null, List.of());
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
        return new RoutingConfig(id, ORG, T0, T0, "Routing", null, "linear", "voicemail", null, null, null, null,
                null, false, false, false, null, List.of(solo), List.of(group));
    }

    private static List<String> sections(TransferConfig config, RoutingConfig routing) {
        return TransferReadiness.issues(config, routing).stream().map(ReadinessIssue::section).toList();
    }

    @Test
    void givenCompleteDestinations_whenChecked_thenReady() {
        assertThat(sections(config(TransferType.DIRECT, "(212) 555-0100", null, null, false, null, false, null, null),
                null)).isEmpty();
        assertThat(sections(config(TransferType.SIP, null, "sip:desk@example.com", null, true, "Summarize", false,
                null, null), null)).isEmpty();
        assertThat(sections(config(TransferType.DYNAMIC, null, null, new TransferConfig.DynamicOptions(
                "https://crm.example.com/agent", "GET", 5, Map.of(), Map.of(), "number", null, List.of()), false, null,
                false, null, null), null)).isEmpty();
        RoutingConfig onlyGroupAgent = routing(false, true, true);
        assertThat(sections(config(TransferType.SOFTPHONE, null, null, null, false, null, false, null,
                onlyGroupAgent.id()), onlyGroupAgent)).isEmpty();
    }

    @Test
    void givenIncompleteConfigurations_whenChecked_thenEachProblemNamedBySection() {
        assertThat(sections(config(TransferType.DIRECT, "12", null, null, true, " ", true, null, null), null))
                .containsExactly("destination", "warmTransfer", "appointments");
        assertThat(sections(config(TransferType.SIP, null, "http://x", null, false, null, false, null, null), null))
                .containsExactly("destination");
        assertThat(TransferReadiness.issues(config(TransferType.DYNAMIC, null, null,
                new TransferConfig.DynamicOptions("ftp://x", "GET", 0, Map.of(), Map.of(), null, " ", List.of()), false,
                null, false, null, null), null)).hasSize(3);
        assertThat(sections(config(TransferType.SOFTPHONE, null, null, null, false, null, false, null, null), null))
                .containsExactly("routing");
        RoutingConfig nobodyActive = routing(false, false, true);
        assertThat(sections(config(TransferType.SOFTPHONE, null, null, null, false, null, false, null,
                nobodyActive.id()), nobodyActive)).containsExactly("routing");
    }
}
