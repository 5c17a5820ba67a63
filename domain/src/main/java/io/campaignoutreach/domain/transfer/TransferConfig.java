package io.campaignoutreach.domain.transfer;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/** How a campaign's calls are transferred to a person, and what happens when that fails. */
public record TransferConfig(
        TransferConfigId id,
        OrganizationId clientId,
        RoutingConfigId routingConfigId,
        AppointmentConfigId appointmentConfigId,
        UUID callFormId,
        Instant createdAt,
        Instant updatedAt,
        String name,
        String description,
        TransferType type,
        boolean warmTransfer,
        String directPhoneNumber,
        String sipUri,
        String sipHeaders,
        String warmSummaryPrompt,
        String warmMode,
        String softphoneFallbackType,
        String softphoneHandoffStrategy,
        String softphoneFallbackPhoneNumber,
        boolean appointmentBookingEnabled,
        DynamicOptions dynamicOptions,
        AgentFirstFallbackConfig agentFirstFallbackConfig,
        List<String> transferWaitingMessages,
        String screenBehavior,
        List<String> compatibilityWarnings) {

    public TransferConfig {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(clientId, "clientId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        transferWaitingMessages = List.copyOf(transferWaitingMessages);
        compatibilityWarnings = List.copyOf(compatibilityWarnings);
    }

    /** A number looked up at call time by calling the organization's endpoint. */
    public record DynamicOptions(String pingUrl, String method, Integer timeout, Map<String, String> headers,
                                 Map<String, Object> body, String transferNumberField, String transferNumber,
                                 List<SuccessCondition> successConditions) {
        public DynamicOptions {
            headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
            body = Collections.unmodifiableMap(new LinkedHashMap<>(body));
            successConditions = List.copyOf(successConditions);
        }
    }

    /** A test on the lookup's answer, e.g. {@code status equals ok}. */
    public record SuccessCondition(String field, String operator, String value) {
    }

    /** What an agent-first transfer does when no agent answers. */
    public record AgentFirstFallbackConfig(CallbackOffer callback, String primaryVoicemailGreeting,
                                           String afterHoursVoicemailGreeting) {
    }

    /** The offer of a call back made to a waiting caller. */
    public record CallbackOffer(boolean offerEnabled, boolean abandonOfferEnabled, Integer expiryMinutes,
                                Integer maxAttempts, Integer retryDelayMinutes, Integer closeBufferMinutes,
                                String offerMessage, String confirmMessage) {
    }
}
