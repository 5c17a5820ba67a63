package io.campaignoutreach.adapter.workspace.document;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import io.campaignoutreach.domain.transfer.TransferType;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A transfer configuration as a workspace document gives it. */
public record TransferConfigElement(UUID id, String name, String description, TransferType type,
                                    UUID routingConfigId,
                                    UUID appointmentConfigId, UUID callFormId, Boolean warmTransfer,
                                    String directPhoneNumber, String sipUri, String sipHeaders,
                                    String warmSummaryPrompt, String warmMode, String softphoneFallbackType,
                                    String softphoneHandoffStrategy, String softphoneFallbackPhoneNumber,
                                    Boolean appointmentBookingEnabled, DynamicOptions dynamicOptions,
                                    AgentFirst agentFirstFallbackConfig, List<String> transferWaitingMessages,
                                    String screenBehavior, Instant createdAt)
        implements FileElement {

    /** Where a dynamic transfer asks for its number. */
    public record DynamicOptions(String pingUrl, String method, Integer timeout, Map<String, String> headers,
                                 @JsonSetter(contentNulls = Nulls.SET) Map<String, Object> body,
                                 String transferNumberField, String transferNumber,
                                 List<SuccessCondition> successConditions) {
    }

    /** A test of the dynamic transfer's answer. */
    public record SuccessCondition(String field, String operator, String value) {
    }

    /** What an agent-first transfer does when no agent answers. */
    public record AgentFirst(Callback callback, String primaryVoicemailGreeting, String afterHoursVoicemailGreeting) {
    }

    /** The call back offered instead. */
    public record Callback(Boolean offerEnabled, Boolean abandonOfferEnabled, Integer expiryMinutes,
                           Integer maxAttempts, Integer retryDelayMinutes, Integer closeBufferMinutes,
                           String offerMessage, String confirmMessage) {
    }
}
