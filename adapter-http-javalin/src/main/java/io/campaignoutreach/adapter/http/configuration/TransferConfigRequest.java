package io.campaignoutreach.adapter.http.configuration;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.configuration.ConfigDraft;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferType;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/transfer-configs and PUT /v2/transfer-configs/{id}: the members of a workspace document's
 * transfer configuration, all of them, so that a replacement keeps nothing the body does not say.
 */
record TransferConfigRequest(
        @NotNull @CodePointLength(min = 1, max = ConfigText.NAME) String name,
        @NotNull TransferType type,
        @Nullable @CodePointLength(max = ConfigText.LONG_TEXT) String description,
        @Nullable UUID routingConfigId,
        @Nullable UUID appointmentConfigId,
        @Nullable UUID callFormId,
        @Nullable Boolean warmTransfer,
        @Nullable @CodePointLength(min = 1, max = ConfigText.PHONE) String directPhoneNumber,
        @Nullable @CodePointLength(max = ConfigText.TEXT) String sipUri,
        @Nullable @CodePointLength(max = ConfigText.TEXT) String sipHeaders,
        @Nullable @CodePointLength(max = ConfigText.LONG_TEXT) String warmSummaryPrompt,
        @Nullable @CodePointLength(max = ConfigText.NAME) String warmMode,
        @Nullable @CodePointLength(max = ConfigText.NAME) String softphoneFallbackType,
        @Nullable @CodePointLength(max = ConfigText.NAME) String softphoneHandoffStrategy,
        @Nullable @CodePointLength(min = 1, max = ConfigText.PHONE) String softphoneFallbackPhoneNumber,
        @Nullable Boolean appointmentBookingEnabled,
        @Nullable @Valid DynamicOptions dynamicOptions,
        @Nullable @Valid AgentFirst agentFirstFallbackConfig,
        @Nullable @Size(max = ConfigText.LIST)
        List<@NotNull @CodePointLength(max = ConfigText.TEXT) String> transferWaitingMessages,
        @Nullable @CodePointLength(max = ConfigText.NAME) String screenBehavior) {

    record DynamicOptions(
            @Nullable @CodePointLength(max = ConfigText.TEXT) String pingUrl,
            @Nullable @CodePointLength(max = 16) String method,
            @Nullable @Min(1) @Max(600) Integer timeout,
            @Nullable @Size(max = ConfigText.LIST) Map<String, @CodePointLength(max = ConfigText.TEXT) String> headers,
            @Nullable @Size(max = ConfigText.LIST) Map<String, JsonNode> body,
            @Nullable @CodePointLength(max = ConfigText.NAME) String transferNumberField,
            @Nullable @CodePointLength(max = ConfigText.PHONE) String transferNumber,
            @Nullable @Size(max = ConfigText.LIST) List<@NotNull @Valid SuccessCondition> successConditions) {

        TransferConfig.DynamicOptions toDomain() {
            Map<String, Object> values = new LinkedHashMap<>();
            if (body != null) {
                body.forEach((member, value) -> values.put(member, Json.mapper().convertValue(value, Object.class)));
            }
            return new TransferConfig.DynamicOptions(pingUrl, method, timeout,
                    headers == null ? new LinkedHashMap<>() : new LinkedHashMap<>(headers), values,
                    transferNumberField, transferNumber, ConfigText.listed(successConditions).stream()
                    .map(c -> new TransferConfig.SuccessCondition(c.field(), c.operator(), c.value())).toList());
        }
    }

    record SuccessCondition(@Nullable @CodePointLength(max = ConfigText.NAME) String field,
                            @Nullable @CodePointLength(max = ConfigText.NAME) String operator,
                            @Nullable @CodePointLength(max = ConfigText.TEXT) String value) {
    }

    record AgentFirst(@Nullable @Valid Callback callback,
                      @Nullable @CodePointLength(max = ConfigText.TEXT) String primaryVoicemailGreeting,
                      @Nullable @CodePointLength(max = ConfigText.TEXT) String afterHoursVoicemailGreeting) {

        TransferConfig.AgentFirstFallbackConfig toDomain() {
            return new TransferConfig.AgentFirstFallbackConfig(callback == null ? null : callback.toDomain(),
                    primaryVoicemailGreeting, afterHoursVoicemailGreeting);
        }
    }

    record Callback(@Nullable Boolean offerEnabled, @Nullable Boolean abandonOfferEnabled,
                    @Nullable @Min(0) @Max(100_000) Integer expiryMinutes,
                    @Nullable @Min(0) @Max(100) Integer maxAttempts,
                    @Nullable @Min(0) @Max(100_000) Integer retryDelayMinutes,
                    @Nullable @Min(0) @Max(100_000) Integer closeBufferMinutes,
                    @Nullable @CodePointLength(max = ConfigText.TEXT) String offerMessage,
                    @Nullable @CodePointLength(max = ConfigText.TEXT) String confirmMessage) {

        TransferConfig.CallbackOffer toDomain() {
            return new TransferConfig.CallbackOffer(ConfigText.yes(offerEnabled), ConfigText.yes(abandonOfferEnabled),
                    expiryMinutes, maxAttempts, retryDelayMinutes, closeBufferMinutes, offerMessage, confirmMessage);
        }
    }

    /** The configuration this body describes, its phone numbers in E.164; one that is not a US number is reported. */
    ConfigDraft<TransferConfig> draft(Violations violations) {
        String direct = ConfigText.phone(directPhoneNumber, "directPhoneNumber", violations);
        String softphoneFallback = ConfigText.phone(softphoneFallbackPhoneNumber, "softphoneFallbackPhoneNumber",
                violations);
        return stamp -> TransferConfig.builder(TransferConfigId.of(stamp.id()), stamp.organizationId(), name, type)
                .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                .appointmentConfigId(appointmentConfigId == null ? null : AppointmentConfigId.of(appointmentConfigId))
                .callFormId(callFormId).description(description).warmTransfer(ConfigText.yes(warmTransfer))
                .directPhoneNumber(direct).sipUri(sipUri).sipHeaders(sipHeaders)
                .warmSummaryPrompt(warmSummaryPrompt).warmMode(warmMode).softphoneFallbackType(softphoneFallbackType)
                .softphoneHandoffStrategy(softphoneHandoffStrategy).softphoneFallbackPhoneNumber(softphoneFallback)
                .appointmentBookingEnabled(ConfigText.yes(appointmentBookingEnabled))
                .dynamicOptions(dynamicOptions == null ? null : dynamicOptions.toDomain())
                .agentFirstFallbackConfig(agentFirstFallbackConfig == null ? null : agentFirstFallbackConfig.toDomain())
                .transferWaitingMessages(ConfigText.listed(transferWaitingMessages)).screenBehavior(screenBehavior)
                .createdAt(stamp.createdAt()).updatedAt(stamp.now()).build();
    }
}
