package io.campaignoutreach.adapter.http.routing;

import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.TransferConfigView;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The spec's Transfer config with its usage and routing config. The routing config is written in
 * full, or as {id, name} in the campaign update answer.
 */
public record TransferConfigResponse(String id, String clientId, String routingConfigId, String appointmentConfigId,
                                     String callFormId, Instant createdAt, Instant updatedAt, String name,
                                     String description, String type, boolean warmTransfer, String directPhoneNumber,
                                     String sipUri, String sipHeaders, String warmSummaryPrompt, String warmMode,
                                     String softphoneFallbackType, String softphoneHandoffStrategy,
                                     String softphoneFallbackPhoneNumber, boolean appointmentBookingEnabled,
                                     DynamicOptions dynamicOptions, AgentFirstFallback agentFirstFallbackConfig,
                                     List<String> transferWaitingMessages, String screenBehavior,
                                     List<String> compatibilityWarnings, long assignedCampaignCount,
                                     List<CampaignRef> usedByCampaigns, boolean usedByReceptionist,
                                     Object routingConfig) {

    public static TransferConfigResponse from(TransferConfigView view, boolean routingSummaryOnly) {
        TransferConfig c = view.config();
        RoutingConfig routing = view.routingConfig();
        Object routingConfig = routing == null ? null : routingSummaryOnly ? RoutingConfigResponse.Summary.from(routing)
                : RoutingConfigResponse.from(routing);
        return new TransferConfigResponse(c.id().toString(), c.clientId().toString(),
                c.routingConfigId() == null ? null : c.routingConfigId().toString(),
                c.appointmentConfigId() == null ? null : c.appointmentConfigId().toString(),
                RoutingConfigResponse.text(c.callFormId()), c.createdAt(), c.updatedAt(), c.name(), c.description(),
                c.type().wireName(), c.warmTransfer(), c.directPhoneNumber(), c.sipUri(), c.sipHeaders(),
                c.warmSummaryPrompt(), c.warmMode(), c.softphoneFallbackType(), c.softphoneHandoffStrategy(),
                c.softphoneFallbackPhoneNumber(), c.appointmentBookingEnabled(),
                DynamicOptions.from(c.dynamicOptions()),
                AgentFirstFallback.from(c.agentFirstFallbackConfig()), c.transferWaitingMessages(), c.screenBehavior(),
                c.compatibilityWarnings(), view.usage().assignedCampaignCount(),
                CampaignRef.all(view.usage().usedByCampaigns()), view.usage().usedByReceptionist(), routingConfig);
    }

    record DynamicOptions(String pingUrl, String method, Integer timeout, Map<String, String> headers,
                          Map<String, Object> body, String transferNumberField, String transferNumber,
                          List<SuccessCondition> successConditions) {

        static DynamicOptions from(TransferConfig.DynamicOptions d) {
            return d == null ? null : new DynamicOptions(d.pingUrl(), d.method(), d.timeout(), d.headers(), d.body(),
                    d.transferNumberField(), d.transferNumber(), d.successConditions().stream()
                    .map(s -> new SuccessCondition(s.field(), s.operator(), s.value())).toList());
        }
    }

    record SuccessCondition(String field, String operator, String value) {
    }

    record AgentFirstFallback(Callback callback, String primaryVoicemailGreeting, String afterHoursVoicemailGreeting) {

        static AgentFirstFallback from(TransferConfig.AgentFirstFallbackConfig a) {
            return a == null ? null : new AgentFirstFallback(Callback.from(a.callback()), a.primaryVoicemailGreeting(),
                    a.afterHoursVoicemailGreeting());
        }
    }

    /** The call back offer; only routing-group drafts carry the abandon offer, so it is not written here. */
    record Callback(boolean offerEnabled, Integer expiryMinutes, Integer maxAttempts, Integer retryDelayMinutes,
                    Integer closeBufferMinutes, String offerMessage, String confirmMessage) {

        static Callback from(TransferConfig.CallbackOffer c) {
            return c == null ? null : new Callback(c.offerEnabled(), c.expiryMinutes(), c.maxAttempts(),
                    c.retryDelayMinutes(), c.closeBufferMinutes(), c.offerMessage(), c.confirmMessage());
        }
    }

    /** The {@code usedByCampaigns} shape of every configuration read. */
    record CampaignRef(String id, String name, String kind, String status) {

        static List<CampaignRef> all(List<CampaignReference> references) {
            return references.stream().map(ref -> new CampaignRef(ref.id().toString(), ref.name(),
                    ref.kind().wireName(), ref.status().wireName())).toList();
        }
    }
}
