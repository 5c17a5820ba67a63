package io.campaignoutreach.domain.insight;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a campaign's calls are set up to do (D20): one behavior per capability the campaign's
 * configuration gives its calls (a transfer per attached transfer configuration, appointment
 * booking, inquiries, plan checks), whether each is on, and what in the configuration keeps it
 * from running as intended. Ids are name-based UUIDs of the campaign and the behavior, so the same
 * configuration always reads the same (docs/decisions.md P27).
 */
public record CampaignBehaviors(
        String configurationHash,
        boolean configurationReady,
        List<String> configurationIssues,
        List<Behavior> behaviors,
        List<ConfigRef> transfers,
        List<ConfigRef> appointments,
        List<CapabilityRef> capabilities,
        List<Snippet> snippets) {

    public static final String TRANSFER_TOOL = "transfer_call";
    public static final String APPOINTMENT_TOOL = "book_appointment";
    public static final String INQUIRY_TOOL = "record_inquiry";
    public static final String CHECK_PLAN_TOOL = "check_plan";
    public static final String BUSINESS_HOURS = "business_hours";
    public static final String ALWAYS = "always";
    private static final Map<String, String> TOOL_NAMES = Map.of(TRANSFER_TOOL, "Transfer call", APPOINTMENT_TOOL,
            "Book appointment", INQUIRY_TOOL, "Record inquiry", CHECK_PLAN_TOOL, "Check plan");
    private static final Set<String> DIRECTIONS = Set.of("inbound", "outbound");

    public CampaignBehaviors {
        Objects.requireNonNull(configurationHash, "configurationHash");
        configurationIssues = List.copyOf(configurationIssues);
        behaviors = List.copyOf(behaviors);
        transfers = List.copyOf(transfers);
        appointments = List.copyOf(appointments);
        capabilities = List.copyOf(capabilities);
        snippets = List.copyOf(snippets);
    }

    /** One thing the campaign's calls can do, where it comes from and whether it is on. */
    public record Behavior(UUID id, String behaviorKey, UUID capabilityId, UUID snippetId, UUID transferConfigId,
                           UUID appointmentConfigId, String capabilityToolType, String capabilityName,
                           String snippetName, String transferConfigName, String appointmentConfigName, String source,
                           String scope, boolean enabled, int priority, boolean isDefault, List<String> appliesTo) {
        public Behavior {
            appliesTo = List.copyOf(appliesTo);
        }
    }

    /** A configuration the campaign uses, by id and name. */
    public record ConfigRef(UUID id, String name) {
    }

    /** A tool a behavior gives the call's assistant. */
    public record CapabilityRef(UUID id, String toolType, String name) {
    }

    /** The instructions of one behavior and the tools they may use. */
    public record Snippet(UUID id, String name, List<String> toolsAllowlist) {
        public Snippet {
            toolsAllowlist = List.copyOf(toolsAllowlist);
        }
    }

    /**
     * Derives the behaviors of {@code campaign}. {@code transferConfigs} and {@code appointmentConfig}
     * are the attached configurations that exist (an attached id that is not among them is reported
     * as an issue); {@code workflow} is the one {@code flowWorkflowId} names, or null when it does
     * not exist.
     */
    public static CampaignBehaviors derive(Campaign campaign, Collection<TransferConfig> transferConfigs,
                                           AppointmentConfig appointmentConfig, Workflow workflow) {
        Map<TransferConfigId, TransferConfig> found = transferConfigs.stream()
                .collect(Collectors.toMap(TransferConfig::id, Function.identity(), (a, b) -> a));
        List<TransferConfig> attached = campaign.links().transferConfigIds().stream().map(found::get)
                .filter(Objects::nonNull).toList();
        AppointmentConfigId appointmentId = campaign.links().appointmentConfigId();
        AppointmentConfig appointment = appointmentConfig != null && appointmentConfig.id().equals(appointmentId)
                ? appointmentConfig : null;
        List<String> issues = issues(campaign, found, attached, appointment, workflow);

        Features features = campaign.outcomes().features();
        String direction = campaign.profile().direction();
        List<String> appliesTo = direction != null && DIRECTIONS.contains(direction)
                ? List.of(direction) : List.of("inbound", "outbound");
        String campaignId = campaign.id().toString();
        List<Behavior> behaviors = new ArrayList<>();
        for (TransferConfig transfer : attached) {
            String key = "transfer:" + transfer.id();
            behaviors.add(behavior(campaignId, key, TRANSFER_TOOL, "Transfer to " + transfer.name(),
                    transfer.id().value(), transfer.name(), null, null, "transfer_config", BUSINESS_HOURS,
                    features.transfers(), behaviors.size() + 1, behaviors.isEmpty(), appliesTo));
        }
        if (appointment != null) {
            behaviors.add(behavior(campaignId, "appointment:" + appointment.id(), APPOINTMENT_TOOL,
                    "Book with " + appointment.name(), null, null, appointment.id().value(), appointment.name(),
                    "appointment_config", ALWAYS, features.appointments(), behaviors.size() + 1, false, appliesTo));
        }
        behaviors.add(behavior(campaignId, "inquiries", INQUIRY_TOOL, "Record inquiries", null, null, null, null,
                "campaign_features", ALWAYS, features.inquiries(), behaviors.size() + 1, false, appliesTo));
        behaviors.add(behavior(campaignId, "check_plan", CHECK_PLAN_TOOL, "Check plan details", null, null, null,
                null, "campaign_features", ALWAYS, features.checkPlan(), behaviors.size() + 1, false, appliesTo));

        Map<String, CapabilityRef> capabilities = new LinkedHashMap<>();
        behaviors.forEach(b -> capabilities.putIfAbsent(b.capabilityToolType(),
                new CapabilityRef(b.capabilityId(), b.capabilityToolType(), b.capabilityName())));
        List<Snippet> snippets = behaviors.stream()
                .map(b -> new Snippet(b.snippetId(), b.snippetName(), List.of(b.capabilityToolType()))).toList();
        List<ConfigRef> transfers = attached.stream().map(t -> new ConfigRef(t.id().value(), t.name())).toList();
        List<ConfigRef> appointments = appointment == null ? List.of()
                : List.of(new ConfigRef(appointment.id().value(), appointment.name()));
        return new CampaignBehaviors(configurationHash(campaign), issues.isEmpty(), issues, behaviors, transfers,
                appointments, List.copyOf(capabilities.values()), snippets);
    }

    /**
     * The SHA-256 (lowercase hex) of the canonical JSON of what behaviors are derived from:
     * appointmentConfigId, enableFlow, features, flowWorkflowId, smsContent, smsTypes and
     * transferConfigIds (in their order). It changes exactly when one of them does.
     */
    public static String configurationHash(Campaign campaign) {
        Map<String, Object> smsTypes = new LinkedHashMap<>();
        Map<String, Object> smsContent = new LinkedHashMap<>();
        for (SmsType type : SmsType.values()) {
            smsTypes.put(type.key(), campaign.sms().isEnabled(type));
            smsContent.put(type.key(), campaign.sms().content().get(type));
        }
        Features f = campaign.outcomes().features();
        Map<String, Object> features = Map.of("transfers", f.transfers(), "appointments", f.appointments(),
                "inquiries", f.inquiries(), "checkPlan", f.checkPlan());
        Map<String, Object> configuration = new LinkedHashMap<>();
        configuration.put("appointmentConfigId", text(campaign.links().appointmentConfigId()));
        configuration.put("enableFlow", campaign.flow().enableFlow());
        configuration.put("features", features);
        configuration.put("flowWorkflowId", text(campaign.flow().flowWorkflowId()));
        configuration.put("smsContent", smsContent);
        configuration.put("smsTypes", smsTypes);
        configuration.put("transferConfigIds", campaign.links().transferConfigIds().stream()
                .map(TransferConfigId::toString).toList());
        return sha256(CanonicalJson.write(configuration));
    }

    private static List<String> issues(Campaign campaign, Map<TransferConfigId, TransferConfig> found,
                                       List<TransferConfig> attached, AppointmentConfig appointment,
                                       Workflow workflow) {
        Features features = campaign.outcomes().features();
        List<String> issues = new ArrayList<>();
        for (TransferConfigId id : campaign.links().transferConfigIds()) {
            if (!found.containsKey(id)) {
                issues.add("Transfer configuration " + id + " is attached but no longer exists");
            }
        }
        if (features.transfers() && attached.isEmpty()) {
            issues.add("Transfers are enabled but no transfer configuration is attached");
        }
        AppointmentConfigId appointmentId = campaign.links().appointmentConfigId();
        if (appointmentId != null && appointment == null) {
            issues.add("Appointment configuration " + appointmentId + " is attached but no longer exists");
        }
        if (features.appointments() && appointment == null) {
            issues.add("Appointments are enabled but no appointment configuration is attached");
        }
        SmsSettings sms = campaign.sms();
        for (SmsType type : SmsType.values()) {
            String text = sms.content().get(type);
            if (sms.isEnabled(type) && (text == null || text.isBlank())) {
                issues.add("The " + type.key() + " SMS is enabled but its text is empty");
            }
        }
        if (campaign.flow().enableFlow()) {
            if (campaign.flow().flowWorkflowId() == null) {
                issues.add("Flow is enabled but no workflow is set");
            } else if (workflow == null || !workflow.id().equals(campaign.flow().flowWorkflowId())) {
                issues.add("Flow is enabled but workflow " + campaign.flow().flowWorkflowId() + " does not exist");
            } else if (!workflow.published()) {
                issues.add("Flow is enabled but workflow \"" + workflow.name() + "\" is not published");
            }
        }
        for (SmsType type : SmsType.values()) {
            for (String unknown : SmsSettings.unknownVariables(sms.content().get(type))) {
                issues.add("The " + type.key() + " SMS uses the unknown template variable {{" + unknown + "}}");
            }
        }
        return issues;
    }

    private static Behavior behavior(String campaignId, String key, String tool, String snippetName,
                                     UUID transferId, String transferName, UUID appointmentId,
                                     String appointmentName, String source, String scope, boolean enabled,
                                     int priority, boolean isDefault, List<String> appliesTo) {
        return new Behavior(nameId("behavior", campaignId, key), key, nameId("capability", campaignId, tool),
                nameId("snippet", campaignId, key), transferId, appointmentId, tool, TOOL_NAMES.get(tool), snippetName,
                transferName, appointmentName, source, scope, enabled, priority, isDefault, appliesTo);
    }

    /** A name-based (version 3) UUID: the same kind, campaign and name always give the same id. */
    static UUID nameId(String kind, String campaignId, String name) {
        return UUID.nameUUIDFromBytes((kind + ":" + campaignId + ":" + name).getBytes(StandardCharsets.UTF_8));
    }

    private static String text(Object id) {
        return id == null ? null : id.toString();
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }
}
