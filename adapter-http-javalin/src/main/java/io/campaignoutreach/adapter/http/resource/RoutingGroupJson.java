package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.application.routing.RoutingGroupView;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes the routing-group read in its compatibility shape: {@code {transferConfig: ...}} with a
 * version-2 {@code configuration} holding one draft per transfer type and the active one as
 * {@code destination} (see docs/decisions.md P16 for how the flat fields map to the drafts).
 */
final class RoutingGroupJson {

    static final int CONFIGURATION_VERSION = 2;
    private static final Pattern HEADER_SEPARATOR = Pattern.compile("[\\r\\n;]+");

    private RoutingGroupJson() {
    }

    static Map<String, Object> of(RoutingGroupView view) {
        TransferConfig c = view.transferConfig();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", c.id().toString());
        m.put("clientId", c.clientId().toString());
        m.put("name", c.name());
        m.put("description", c.description());
        m.put("configuration", configuration(c));
        m.put("routingConfigId", c.routingConfigId() == null ? null : c.routingConfigId().toString());
        m.put("appointmentConfigId", c.appointmentConfigId() == null ? null : c.appointmentConfigId().toString());
        m.put("callFormId", c.callFormId());
        m.put("createdAt", c.createdAt());
        m.put("updatedAt", c.updatedAt());
        m.put("routingConfig", view.routingConfig() == null ? null : RoutingConfigResponse.from(view.routingConfig()));
        Map<String, Object> readiness = new LinkedHashMap<>();
        readiness.put("ready", view.ready());
        readiness.put("issues", view.readinessIssues().stream().map(issue -> {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("section", issue.section());
            item.put("message", issue.message());
            return item;
        }).toList());
        m.put("readiness", readiness);
        m.put("usageHash", view.usageHash());
        m.put("usedByResources", view.sharingRouting().stream().map(other -> {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("kind", "transfer");
            item.put("id", other.id().toString());
            item.put("name", other.name());
            return item;
        }).toList());
        m.put("compatibilityWarnings", c.compatibilityWarnings());
        m.put("assignedCampaignCount", view.usage().assignedCampaignCount());
        m.put("usedByCampaigns", TransferConfigResponse.CampaignRef.all(view.usage().usedByCampaigns()));
        m.put("usedByReceptionist", view.usage().usedByReceptionist());
        return Map.of("transferConfig", m);
    }

    private static Map<String, Object> configuration(TransferConfig c) {
        Map<String, Object> drafts = new LinkedHashMap<>();
        drafts.put("direct", direct(c));
        drafts.put("dynamic", dynamic(c));
        drafts.put("sip", sip(c));
        drafts.put("softphone", softphone(c));
        Map<String, Object> warm = new LinkedHashMap<>();
        warm.put("mode", c.warmMode());
        warm.put("summaryPrompt", c.warmSummaryPrompt());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", CONFIGURATION_VERSION);
        m.put("destination", drafts.get(c.type().wireName()));
        m.put("drafts", drafts);
        m.put("warmTransfer", warm);
        return m;
    }

    private static Map<String, Object> draft(String type, TransferConfig c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", type);
        m.put("externalHandoff", Map.of("mode", c.warmTransfer() ? "warm" : "cold"));
        return m;
    }

    private static Map<String, Object> direct(TransferConfig c) {
        Map<String, Object> m = draft("direct", c);
        m.put("phoneNumber", c.directPhoneNumber());
        return m;
    }

    private static Map<String, Object> dynamic(TransferConfig c) {
        TransferConfig.DynamicOptions d = c.dynamicOptions();
        Map<String, Object> m = draft("dynamic", c);
        m.put("pingUrl", d == null ? null : d.pingUrl());
        m.put("method", d == null ? null : d.method());
        m.put("timeout", d == null ? null : d.timeout());
        m.put("headers", d == null ? Map.of() : d.headers());
        m.put("body", d == null ? Map.of() : d.body());
        m.put("transferNumberField", d == null ? null : d.transferNumberField());
        m.put("transferNumber", d == null ? null : d.transferNumber());
        m.put("successConditions", d == null ? List.of() : d.successConditions().stream().map(condition -> {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("field", condition.field());
            item.put("operator", condition.operator());
            item.put("value", condition.value());
            return item;
        }).toList());
        m.put("fallback", Map.of("type", "none"));
        return m;
    }

    private static Map<String, Object> sip(TransferConfig c) {
        Map<String, Object> m = draft("sip", c);
        m.put("uri", c.sipUri());
        m.put("headers", sipHeaders(c.sipHeaders()));
        return m;
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

    private static Map<String, Object> softphone(TransferConfig c) {
        Map<String, Object> m = draft("softphone", c);
        m.put("routingConfigId", c.routingConfigId() == null ? null : c.routingConfigId().toString());
        m.put("handoffStrategy", c.softphoneHandoffStrategy());
        Map<String, Object> fallback = new LinkedHashMap<>();
        fallback.put("type", c.softphoneFallbackType());
        m.put("voiceAiFallback", fallback);
        Map<String, Object> workspace = new LinkedHashMap<>();
        workspace.put("screenBehavior", c.screenBehavior());
        workspace.put("callFormId", c.callFormId());
        m.put("agentWorkspace", workspace);
        TransferConfig.AgentFirstFallbackConfig agentFirst = c.agentFirstFallbackConfig();
        TransferConfig.CallbackOffer offer = agentFirst == null ? null : agentFirst.callback();
        Map<String, Object> callback = new LinkedHashMap<>();
        callback.put("offerEnabled", offer != null && offer.offerEnabled());
        callback.put("abandonOfferEnabled", offer != null && offer.abandonOfferEnabled());
        callback.put("expiryMinutes", offer == null ? null : offer.expiryMinutes());
        callback.put("maxAttempts", offer == null ? null : offer.maxAttempts());
        callback.put("retryDelayMinutes", offer == null ? null : offer.retryDelayMinutes());
        callback.put("closeBufferMinutes", offer == null ? null : offer.closeBufferMinutes());
        Map<String, Object> handling = new LinkedHashMap<>();
        handling.put("callback", callback);
        handling.put("primaryVoicemailGreeting", agentFirst == null ? null : agentFirst.primaryVoicemailGreeting());
        handling.put("afterHoursVoicemailGreeting",
                agentFirst == null ? null : agentFirst.afterHoursVoicemailGreeting());
        m.put("agentFirstHandling", handling);
        return m;
    }
}
