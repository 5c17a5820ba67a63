package io.campaignoutreach.adapter.http.routing;

import io.campaignoutreach.application.routing.RoutingGroupView;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The routing-group read in its compatibility shape: {@code {transferConfig: ...}} with a
 * version-2 {@code configuration} holding one draft per transfer type and the active one as
 * {@code destination} (see docs/decisions.md P16 for how the flat fields map to the drafts).
 */
record RoutingGroupResponse(Group transferConfig) {

    static final int CONFIGURATION_VERSION = 2;
    private static final Pattern HEADER_SEPARATOR = Pattern.compile("[\\r\\n;]+");

    static RoutingGroupResponse from(RoutingGroupView view) {
        TransferConfig c = view.transferConfig();
        return new RoutingGroupResponse(new Group(c.id().toString(), c.clientId().toString(), c.name(),
                c.description(), Configuration.from(c),
                c.routingConfigId() == null ? null : c.routingConfigId().toString(),
                c.appointmentConfigId() == null ? null : c.appointmentConfigId().toString(),
                RoutingConfigResponse.text(c.callFormId()), c.createdAt(), c.updatedAt(),
                view.routingConfig() == null ? null : RoutingConfigResponse.from(view.routingConfig()),
                new Readiness(view.ready(), view.readinessIssues().stream()
                        .map(issue -> new Issue(issue.section(), issue.message())).toList()),
                view.usageHash(), view.sharingRouting().stream()
                        .map(other -> new UsedBy("transfer", other.id().toString(), other.name())).toList(),
                c.compatibilityWarnings(), view.usage().assignedCampaignCount(),
                TransferConfigResponse.CampaignRef.all(view.usage().usedByCampaigns()),
                view.usage().usedByReceptionist()));
    }

    record Group(String id, String clientId, String name, String description, Configuration configuration,
                 String routingConfigId, String appointmentConfigId, String callFormId, Instant createdAt,
                 Instant updatedAt, RoutingConfigResponse routingConfig, Readiness readiness, String usageHash,
                 List<UsedBy> usedByResources, List<String> compatibilityWarnings, long assignedCampaignCount,
                 List<TransferConfigResponse.CampaignRef> usedByCampaigns, boolean usedByReceptionist) {
    }

    record Readiness(boolean ready, List<Issue> issues) {
    }

    record Issue(String section, String message) {
    }

    record UsedBy(String kind, String id, String name) {
    }

    /** Version 2: a draft for each transfer type, the active one again as {@code destination}. */
    record Configuration(int version, Draft destination, Drafts drafts, WarmTransfer warmTransfer) {

        static Configuration from(TransferConfig c) {
            Handoff handoff = new Handoff(c.warmTransfer() ? "warm" : "cold");
            Drafts drafts = new Drafts(new Direct("direct", handoff, c.directPhoneNumber()), Dynamic.from(c, handoff),
                    new Sip("sip", handoff, c.sipUri(), sipHeaders(c.sipHeaders())), Softphone.from(c, handoff));
            Draft destination = switch (c.type()) {
                case DIRECT -> drafts.direct();
                case DYNAMIC -> drafts.dynamic();
                case SIP -> drafts.sip();
                case SOFTPHONE -> drafts.softphone();
            };
            return new Configuration(CONFIGURATION_VERSION, destination, drafts,
                    new WarmTransfer(c.warmMode(), c.warmSummaryPrompt()));
        }
    }

    record Drafts(Direct direct, Dynamic dynamic, Sip sip, Softphone softphone) {
    }

    record WarmTransfer(String mode, String summaryPrompt) {
    }

    record Handoff(String mode) {
    }

    /** One transfer type's settings. */
    sealed interface Draft permits Direct, Dynamic, Sip, Softphone {
    }

    record Direct(String type, Handoff externalHandoff, String phoneNumber) implements Draft {
    }

    record Dynamic(String type, Handoff externalHandoff, String pingUrl, String method, Integer timeout,
                   Map<String, String> headers, Map<String, Object> body, String transferNumberField,
                   String transferNumber, List<TransferConfigResponse.SuccessCondition> successConditions,
                   Fallback fallback) implements Draft {

        static Dynamic from(TransferConfig c, Handoff handoff) {
            TransferConfig.DynamicOptions d = c.dynamicOptions();
            return new Dynamic("dynamic", handoff, d == null ? null : d.pingUrl(), d == null ? null : d.method(),
                    d == null ? null : d.timeout(), d == null ? Map.of() : d.headers(),
                    d == null ? Map.of() : d.body(), d == null ? null : d.transferNumberField(),
                    d == null ? null : d.transferNumber(), d == null ? List.of() : d.successConditions().stream()
                    .map(s -> new TransferConfigResponse.SuccessCondition(s.field(), s.operator(), s.value()))
                    .toList(), new Fallback("none"));
        }
    }

    record Sip(String type, Handoff externalHandoff, String uri, Map<String, String> headers) implements Draft {
    }

    record Softphone(String type, Handoff externalHandoff, String routingConfigId, String handoffStrategy,
                     Fallback voiceAiFallback, Workspace agentWorkspace, AgentFirstHandling agentFirstHandling)
            implements Draft {

        static Softphone from(TransferConfig c, Handoff handoff) {
            TransferConfig.AgentFirstFallbackConfig agentFirst = c.agentFirstFallbackConfig();
            TransferConfig.CallbackOffer offer = agentFirst == null ? null : agentFirst.callback();
            return new Softphone("softphone", handoff,
                    c.routingConfigId() == null ? null : c.routingConfigId().toString(), c.softphoneHandoffStrategy(),
                    new Fallback(c.softphoneFallbackType()),
                    new Workspace(c.screenBehavior(), RoutingConfigResponse.text(c.callFormId())),
                    new AgentFirstHandling(new Callback(offer != null && offer.offerEnabled(),
                            offer != null && offer.abandonOfferEnabled(), offer == null ? null : offer.expiryMinutes(),
                            offer == null ? null : offer.maxAttempts(),
                            offer == null ? null : offer.retryDelayMinutes(),
                            offer == null ? null : offer.closeBufferMinutes()),
                            agentFirst == null ? null : agentFirst.primaryVoicemailGreeting(),
                            agentFirst == null ? null : agentFirst.afterHoursVoicemailGreeting()));
        }
    }

    record Fallback(String type) {
    }

    record Workspace(String screenBehavior, String callFormId) {
    }

    record AgentFirstHandling(Callback callback, String primaryVoicemailGreeting,
                              String afterHoursVoicemailGreeting) {
    }

    record Callback(boolean offerEnabled, boolean abandonOfferEnabled, Integer expiryMinutes, Integer maxAttempts,
                    Integer retryDelayMinutes, Integer closeBufferMinutes) {
    }

    /** {@code sipHeaders} holds "Name: value" lines (or ;-separated pairs); anything else is passed over. */
    static Map<String, String> sipHeaders(String text) {
        Map<String, String> headers = new LinkedHashMap<>();
        if (text == null) {
            return headers;
        }
        for (String line : HEADER_SEPARATOR.split(text)) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                headers.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
        }
        return headers;
    }
}
