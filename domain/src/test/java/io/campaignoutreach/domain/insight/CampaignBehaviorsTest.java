package io.campaignoutreach.domain.insight;

import static io.campaignoutreach.domain.insight.CampaignStatisticsTest.NOW;
import static io.campaignoutreach.domain.insight.CampaignStatisticsTest.ORG;
import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.insight.CampaignBehaviors.Behavior;
import io.campaignoutreach.domain.insight.CampaignBehaviors.CapabilityRef;
import io.campaignoutreach.domain.insight.CampaignBehaviors.ConfigRef;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Behaviors and configuration checks of D20, and the configuration hash (docs/decisions.md P27). */
class CampaignBehaviorsTest {

    private static final TransferConfig AGENTS = transfer("Licensed agents");
    private static final TransferConfig OVERFLOW = transfer("Overflow desk");
    private static final AppointmentConfig REVIEWS = AppointmentConfig.builder(
            AppointmentConfigId.of(UUID.randomUUID()), ORG, "Plan reviews").create(NOW);
    private static final Workflow PUBLISHED = workflow("Renewal flow", true);
    private static final Workflow DRAFT = workflow("Draft flow", false);

    @Test
    void givenCompleteConfiguration_whenDerived_thenReadyWithOneBehaviorPerConfigurationAndFeature() {
        Campaign campaign = campaign(new Features(true, true, true, false), List.of(OVERFLOW.id(), AGENTS.id()),
                REVIEWS.id(), PUBLISHED.id(), Map.of(SmsType.REDIAL, true), Map.of(), "outbound");

        CampaignBehaviors behaviors = CampaignBehaviors.derive(campaign, List.of(AGENTS, OVERFLOW), REVIEWS,
                PUBLISHED);

        assertThat(behaviors.configurationReady()).isTrue();
        assertThat(behaviors.configurationIssues()).isEmpty();
        assertThat(behaviors.configurationHash()).matches("[0-9a-f]{64}");
        // Transfers in transferConfigIds order (the first is the default), then appointments, inquiries, plans.
        assertThat(behaviors.behaviors()).extracting(Behavior::behaviorKey, Behavior::capabilityToolType,
                        Behavior::snippetName, Behavior::source, Behavior::scope, Behavior::enabled, Behavior::priority,
                        Behavior::isDefault)
                .containsExactly(
                        tuple("transfer:" + OVERFLOW.id(), "transfer_call", "Transfer to Overflow desk",
                                "transfer_config", "business_hours", true, 1, true),
                        tuple("transfer:" + AGENTS.id(), "transfer_call", "Transfer to Licensed agents",
                                "transfer_config", "business_hours", true, 2, false),
                        tuple("appointment:" + REVIEWS.id(), "book_appointment", "Book with Plan reviews",
                                "appointment_config", "always", true, 3, false),
                        tuple("inquiries", "record_inquiry", "Record inquiries", "campaign_features", "always", true,
                                4, false),
                        tuple("check_plan", "check_plan", "Check plan details", "campaign_features", "always", false,
                                5, false));
        Behavior first = behaviors.behaviors().get(0);
        assertThat(first.transferConfigId()).isEqualTo(OVERFLOW.id().value());
        assertThat(first.transferConfigName()).isEqualTo("Overflow desk");
        assertThat(first.appointmentConfigId()).isNull();
        assertThat(first.appliesTo()).containsExactly("outbound");
        Behavior appointment = behaviors.behaviors().get(2);
        assertThat(appointment.appointmentConfigId()).isEqualTo(REVIEWS.id().value());
        assertThat(appointment.appointmentConfigName()).isEqualTo("Plan reviews");
        assertThat(appointment.transferConfigId()).isNull();
        // Both transfers share one capability; every behavior has its own snippet allowing its tool.
        assertThat(behaviors.behaviors().get(1).capabilityId()).isEqualTo(first.capabilityId());
        assertThat(behaviors.capabilities()).extracting(CapabilityRef::toolType, CapabilityRef::name).containsExactly(
                tuple("transfer_call", "Transfer call"), tuple("book_appointment", "Book appointment"),
                tuple("record_inquiry", "Record inquiry"), tuple("check_plan", "Check plan"));
        assertThat(behaviors.snippets()).hasSize(5);
        assertThat(behaviors.snippets().get(2).id()).isEqualTo(appointment.snippetId());
        assertThat(behaviors.snippets().get(2).toolsAllowlist()).containsExactly("book_appointment");
        assertThat(behaviors.transfers()).containsExactly(new ConfigRef(OVERFLOW.id().value(), "Overflow desk"),
                new ConfigRef(AGENTS.id().value(), "Licensed agents"));
        assertThat(behaviors.appointments()).containsExactly(new ConfigRef(REVIEWS.id().value(), "Plan reviews"));
    }

    @Test
    void givenSameConfiguration_whenDerivedAgain_thenSameIdsAndHash_andAnotherCampaignHasOtherIds() {
        Campaign campaign = campaign(new Features(true, false, true, true), List.of(AGENTS.id()), null, null,
                Map.of(), Map.of(), null);
        Campaign other = campaign(new Features(true, false, true, true), List.of(AGENTS.id()), null, null,
                Map.of(), Map.of(), null);

        CampaignBehaviors once = CampaignBehaviors.derive(campaign, List.of(AGENTS), null, null);
        CampaignBehaviors again = CampaignBehaviors.derive(campaign, List.of(AGENTS), null, null);
        CampaignBehaviors theirs = CampaignBehaviors.derive(other, List.of(AGENTS), null, null);

        assertThat(again).isEqualTo(once);
        assertThat(theirs.configurationHash()).isEqualTo(once.configurationHash());
        assertThat(theirs.behaviors().get(0).id()).isNotEqualTo(once.behaviors().get(0).id());
        assertThat(once.behaviors().get(0).appliesTo()).containsExactly("inbound", "outbound");
        assertThat(once.behaviors()).extracting(Behavior::id).doesNotHaveDuplicates();
    }

    @Test
    void givenEachCoveredMemberChanged_whenHashed_thenHashChanges_andOtherMembersLeaveItAlone() {
        Features features = new Features(true, false, false, false);
        String base = CampaignBehaviors.configurationHash(campaign(features, List.of(AGENTS.id()), null, null,
                Map.of(), Map.of(), "outbound"));

        List<Campaign> changed = List.of(
                campaign(new Features(true, false, false, true), List.of(AGENTS.id()), null, null, Map.of(), Map.of(),
                        "outbound"),
                campaign(features, List.of(AGENTS.id(), OVERFLOW.id()), null, null, Map.of(), Map.of(), "outbound"),
                campaign(features, List.of(AGENTS.id()), REVIEWS.id(), null, Map.of(), Map.of(), "outbound"),
                campaign(features, List.of(AGENTS.id()), null, PUBLISHED.id(), Map.of(), Map.of(), "outbound"),
                campaign(features, List.of(AGENTS.id()), null, null, Map.of(SmsType.REDIAL, true), Map.of(),
                        "outbound"),
                campaign(features, List.of(AGENTS.id()), null, null, Map.of(), Map.of(SmsType.REDIAL, "Call us"),
                        "outbound"));
        List<String> hashes = new ArrayList<>(changed.stream().map(CampaignBehaviors::configurationHash).toList());
        hashes.add(base);

        assertThat(hashes).doesNotHaveDuplicates();
        assertThat(CampaignBehaviors.configurationHash(campaign(features, List.of(AGENTS.id()), null, null, Map.of(),
                Map.of(), "inbound"))).isEqualTo(base);
    }

    @Test
    void givenBrokenConfiguration_whenDerived_thenEveryIssueIsReportedInOrderAndNotReady() {
        TransferConfigId gone = TransferConfigId.of(UUID.randomUUID());
        AppointmentConfigId goneAppointment = AppointmentConfigId.of(UUID.randomUUID());
        Campaign campaign = campaign(new Features(true, true, false, false), List.of(gone), goneAppointment,
                DRAFT.id(), Map.of(SmsType.FIRST_CONTACT, true),
                Map.of(SmsType.FIRST_CONTACT, "  ", SmsType.POST_WELCOME, "Hi {{zip}}, {{ companyPhone }} {{customerName}}"),
                null);

        CampaignBehaviors behaviors = CampaignBehaviors.derive(campaign, List.of(), null, DRAFT);

        assertThat(behaviors.configurationReady()).isFalse();
        assertThat(behaviors.configurationIssues()).containsExactly(
                "Transfer configuration " + gone + " is attached but no longer exists",
                "Transfers are enabled but no transfer configuration is attached",
                "Appointment configuration " + goneAppointment + " is attached but no longer exists",
                "Appointments are enabled but no appointment configuration is attached",
                "The firstContact SMS is enabled but its text is empty",
                "Flow is enabled but workflow \"Draft flow\" is not published",
                "The postWelcome SMS uses the unknown template variable {{customerName}}",
                "The postWelcome SMS uses the unknown template variable {{zip}}");
        assertThat(behaviors.behaviors()).extracting(Behavior::behaviorKey, Behavior::priority)
                .containsExactly(tuple("inquiries", 1), tuple("check_plan", 2));
        assertThat(behaviors.transfers()).isEmpty();
        assertThat(behaviors.appointments()).isEmpty();
    }

    @Test
    void givenFlowWithoutUsableWorkflow_whenDerived_thenTheMissingPieceIsNamed() {
        WorkflowId missing = WorkflowId.of(UUID.randomUUID());

        assertThat(CampaignBehaviors.derive(flowCampaign(true, null), List.of(), null, null).configurationIssues())
                .containsExactly("Flow is enabled but no workflow is set");
        assertThat(CampaignBehaviors.derive(flowCampaign(true, missing), List.of(), null, null).configurationIssues())
                .containsExactly("Flow is enabled but workflow " + missing + " does not exist");
        // Flow off: its workflow is not checked. Features off: nothing is required of transfers or appointments.
        assertThat(CampaignBehaviors.derive(flowCampaign(false, missing), List.of(), null, null).configurationReady())
                .isTrue();
        assertThat(CampaignBehaviors.derive(flowCampaign(true, PUBLISHED.id()), List.of(), null, PUBLISHED)
                .configurationReady()).isTrue();
    }

    @Test
    void givenValues_whenWrittenCanonically_thenMembersSortedNoSpacesAndStringsEscaped() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("b", List.of(1, true, "x"));
        value.put("a", null);
        value.put("c", Map.of("z", "line\nbreak \"quoted\" \\ \u0001", "y", 2L));

        assertThat(CanonicalJson.write(value))
                .isEqualTo("{\"a\":null,\"b\":[1,true,\"x\"],\"c\":{\"y\":2,\"z\":\"line\\nbreak \\\"quoted\\\" \\\\ \\u0001\"}}");
    }

    private static org.assertj.core.groups.Tuple tuple(Object... values) {
        return org.assertj.core.groups.Tuple.tuple(values);
    }

    /** A campaign whose flow is enabled exactly when it names a workflow. */
    private static Campaign campaign(Features features, List<TransferConfigId> transfers,
                                     AppointmentConfigId appointment, WorkflowId workflow,
                                     Map<SmsType, Boolean> smsTypes, Map<SmsType, String> smsContent,
                                     String direction) {
        return campaign(features, transfers, appointment, workflow != null, workflow, smsTypes, smsContent,
                direction);
    }

    private static Campaign flowCampaign(boolean enableFlow, WorkflowId workflow) {
        return campaign(Features.none(), List.of(), null, enableFlow, workflow, Map.of(), Map.of(), null);
    }

    private static Campaign campaign(Features features, List<TransferConfigId> transfers,
                                     AppointmentConfigId appointment, boolean enableFlow, WorkflowId workflow,
                                     Map<SmsType, Boolean> smsTypes, Map<SmsType, String> smsContent,
                                     String direction) {
        return Campaign.reconstitute(CampaignId.of(UUID.randomUUID()), ORG, 0, NOW, NOW, CampaignStatus.ACTIVE, null,
                null, new CampaignProfile("Renewals", "Spring", null, null, null, "sales", null, CampaignKind.VOICE_AI,
                        direction, null, null, List.of()),
                new DialingSettings(false, true, 10, null, 3, false, List.of(), RedialTracking.never(), null),
                new FlowSettings(enableFlow, workflow, true),
                new SmsSettings(smsTypes, smsContent, "Acme"),
                new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false, features),
                new CampaignLinks(transfers, appointment, null), null, false, List.of());
    }

    private static TransferConfig transfer(String name) {
        return TransferConfig.builder(TransferConfigId.of(UUID.randomUUID()), ORG, name, TransferType.DIRECT)
                .directPhoneNumber("+12125550100").create(NOW);
    }

    private static Workflow workflow(String name, boolean published) {
        return new Workflow(WorkflowId.of(UUID.randomUUID()), ORG, name, List.of(new Workflow.WorkflowNode("start",
                "call")), "start", published, NOW, NOW);
    }
}
