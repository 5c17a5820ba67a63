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

/**
 * How a campaign's calls are transferred to a person, and what happens when that fails. Built
 * through {@link #builder}: all but its id, organization, name and type are optional.
 */
public final class TransferConfig {

    private final TransferConfigId id;
    private final OrganizationId clientId;
    private final RoutingConfigId routingConfigId;
    private final AppointmentConfigId appointmentConfigId;
    private final UUID callFormId;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final String name;
    private final String description;
    private final TransferType type;
    private final boolean warmTransfer;
    private final String directPhoneNumber;
    private final String sipUri;
    private final String sipHeaders;
    private final String warmSummaryPrompt;
    private final String warmMode;
    private final String softphoneFallbackType;
    private final String softphoneHandoffStrategy;
    private final String softphoneFallbackPhoneNumber;
    private final boolean appointmentBookingEnabled;
    private final DynamicOptions dynamicOptions;
    private final AgentFirstFallbackConfig agentFirstFallbackConfig;
    private final List<String> transferWaitingMessages;
    private final String screenBehavior;
    private final List<String> compatibilityWarnings;

    private TransferConfig(Builder b) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.clientId = Objects.requireNonNull(b.clientId, "clientId");
        this.routingConfigId = b.routingConfigId;
        this.appointmentConfigId = b.appointmentConfigId;
        this.callFormId = b.callFormId;
        this.createdAt = b.createdAt;
        this.updatedAt = b.updatedAt;
        this.name = Objects.requireNonNull(b.name, "name");
        this.description = b.description;
        this.type = Objects.requireNonNull(b.type, "type");
        this.warmTransfer = b.warmTransfer;
        this.directPhoneNumber = b.directPhoneNumber;
        this.sipUri = b.sipUri;
        this.sipHeaders = b.sipHeaders;
        this.warmSummaryPrompt = b.warmSummaryPrompt;
        this.warmMode = b.warmMode;
        this.softphoneFallbackType = b.softphoneFallbackType;
        this.softphoneHandoffStrategy = b.softphoneHandoffStrategy;
        this.softphoneFallbackPhoneNumber = b.softphoneFallbackPhoneNumber;
        this.appointmentBookingEnabled = b.appointmentBookingEnabled;
        this.dynamicOptions = b.dynamicOptions;
        this.agentFirstFallbackConfig = b.agentFirstFallbackConfig;
        this.transferWaitingMessages = List.copyOf(b.transferWaitingMessages);
        this.screenBehavior = b.screenBehavior;
        this.compatibilityWarnings = List.copyOf(b.compatibilityWarnings);
    }

    /**
     * A transfer configuration with its identity, name and type; the rest is set on the builder,
     * which then creates a new one or builds one as a store or reader found it.
     */
    public static Builder builder(TransferConfigId id, OrganizationId clientId, String name, TransferType type) {
        return new Builder(id, clientId, name, type);
    }

    public TransferConfigId id() { return id; }
    public OrganizationId clientId() { return clientId; }
    public RoutingConfigId routingConfigId() { return routingConfigId; }
    public AppointmentConfigId appointmentConfigId() { return appointmentConfigId; }
    public UUID callFormId() { return callFormId; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public String name() { return name; }
    public String description() { return description; }
    public TransferType type() { return type; }
    public boolean warmTransfer() { return warmTransfer; }
    public String directPhoneNumber() { return directPhoneNumber; }
    public String sipUri() { return sipUri; }
    public String sipHeaders() { return sipHeaders; }
    public String warmSummaryPrompt() { return warmSummaryPrompt; }
    public String warmMode() { return warmMode; }
    public String softphoneFallbackType() { return softphoneFallbackType; }
    public String softphoneHandoffStrategy() { return softphoneHandoffStrategy; }
    public String softphoneFallbackPhoneNumber() { return softphoneFallbackPhoneNumber; }
    public boolean appointmentBookingEnabled() { return appointmentBookingEnabled; }
    public DynamicOptions dynamicOptions() { return dynamicOptions; }
    public AgentFirstFallbackConfig agentFirstFallbackConfig() { return agentFirstFallbackConfig; }
    public List<String> transferWaitingMessages() { return transferWaitingMessages; }
    public String screenBehavior() { return screenBehavior; }
    public List<String> compatibilityWarnings() { return compatibilityWarnings; }

    @Override
    public boolean equals(Object o) {
        return o instanceof TransferConfig other && id.equals(other.id) && clientId.equals(other.clientId)
                && Objects.equals(routingConfigId, other.routingConfigId)
                && Objects.equals(appointmentConfigId, other.appointmentConfigId)
                && Objects.equals(callFormId, other.callFormId) && Objects.equals(createdAt, other.createdAt)
                && Objects.equals(updatedAt, other.updatedAt) && name.equals(other.name)
                && Objects.equals(description, other.description) && type.equals(other.type)
                && warmTransfer == other.warmTransfer && Objects.equals(directPhoneNumber, other.directPhoneNumber)
                && Objects.equals(sipUri, other.sipUri) && Objects.equals(sipHeaders, other.sipHeaders)
                && Objects.equals(warmSummaryPrompt, other.warmSummaryPrompt)
                && Objects.equals(warmMode, other.warmMode)
                && Objects.equals(softphoneFallbackType, other.softphoneFallbackType)
                && Objects.equals(softphoneHandoffStrategy, other.softphoneHandoffStrategy)
                && Objects.equals(softphoneFallbackPhoneNumber, other.softphoneFallbackPhoneNumber)
                && appointmentBookingEnabled == other.appointmentBookingEnabled
                && Objects.equals(dynamicOptions, other.dynamicOptions)
                && Objects.equals(agentFirstFallbackConfig, other.agentFirstFallbackConfig)
                && transferWaitingMessages.equals(other.transferWaitingMessages)
                && Objects.equals(screenBehavior, other.screenBehavior)
                && compatibilityWarnings.equals(other.compatibilityWarnings);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, clientId, routingConfigId, appointmentConfigId, callFormId, createdAt, updatedAt, name,
                description, type, warmTransfer, directPhoneNumber, sipUri, sipHeaders, warmSummaryPrompt, warmMode,
                softphoneFallbackType, softphoneHandoffStrategy, softphoneFallbackPhoneNumber,
                appointmentBookingEnabled, dynamicOptions, agentFirstFallbackConfig, transferWaitingMessages,
                screenBehavior, compatibilityWarnings);
    }

    /** Only the id: phone numbers and SIP headers stay out of logs. */
    @Override
    public String toString() {
        return "TransferConfig[" + id + "]";
    }

    /** Collects a transfer configuration's optional members; lists not set are empty. */
    public static final class Builder {

        private final TransferConfigId id;
        private final OrganizationId clientId;
        private final String name;
        private final TransferType type;
        private RoutingConfigId routingConfigId;
        private AppointmentConfigId appointmentConfigId;
        private UUID callFormId;
        private Instant createdAt;
        private Instant updatedAt;
        private String description;
        private boolean warmTransfer;
        private String directPhoneNumber;
        private String sipUri;
        private String sipHeaders;
        private String warmSummaryPrompt;
        private String warmMode;
        private String softphoneFallbackType;
        private String softphoneHandoffStrategy;
        private String softphoneFallbackPhoneNumber;
        private boolean appointmentBookingEnabled;
        private DynamicOptions dynamicOptions;
        private AgentFirstFallbackConfig agentFirstFallbackConfig;
        private List<String> transferWaitingMessages = List.of();
        private String screenBehavior;
        private List<String> compatibilityWarnings = List.of();

        private Builder(TransferConfigId id, OrganizationId clientId, String name, TransferType type) {
            this.id = id;
            this.clientId = clientId;
            this.name = name;
            this.type = type;
        }

        public Builder routingConfigId(RoutingConfigId routingConfigId) {
            this.routingConfigId = routingConfigId;
            return this;
        }

        public Builder appointmentConfigId(AppointmentConfigId appointmentConfigId) {
            this.appointmentConfigId = appointmentConfigId;
            return this;
        }

        public Builder callFormId(UUID callFormId) {
            this.callFormId = callFormId;
            return this;
        }

        public Builder createdAt(Instant createdAt) {
            this.createdAt = createdAt;
            return this;
        }

        public Builder updatedAt(Instant updatedAt) {
            this.updatedAt = updatedAt;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder warmTransfer(boolean warmTransfer) {
            this.warmTransfer = warmTransfer;
            return this;
        }

        public Builder directPhoneNumber(String directPhoneNumber) {
            this.directPhoneNumber = directPhoneNumber;
            return this;
        }

        public Builder sipUri(String sipUri) {
            this.sipUri = sipUri;
            return this;
        }

        public Builder sipHeaders(String sipHeaders) {
            this.sipHeaders = sipHeaders;
            return this;
        }

        public Builder warmSummaryPrompt(String warmSummaryPrompt) {
            this.warmSummaryPrompt = warmSummaryPrompt;
            return this;
        }

        public Builder warmMode(String warmMode) {
            this.warmMode = warmMode;
            return this;
        }

        public Builder softphoneFallbackType(String softphoneFallbackType) {
            this.softphoneFallbackType = softphoneFallbackType;
            return this;
        }

        public Builder softphoneHandoffStrategy(String softphoneHandoffStrategy) {
            this.softphoneHandoffStrategy = softphoneHandoffStrategy;
            return this;
        }

        public Builder softphoneFallbackPhoneNumber(String softphoneFallbackPhoneNumber) {
            this.softphoneFallbackPhoneNumber = softphoneFallbackPhoneNumber;
            return this;
        }

        public Builder appointmentBookingEnabled(boolean appointmentBookingEnabled) {
            this.appointmentBookingEnabled = appointmentBookingEnabled;
            return this;
        }

        public Builder dynamicOptions(DynamicOptions dynamicOptions) {
            this.dynamicOptions = dynamicOptions;
            return this;
        }

        public Builder agentFirstFallbackConfig(AgentFirstFallbackConfig agentFirstFallbackConfig) {
            this.agentFirstFallbackConfig = agentFirstFallbackConfig;
            return this;
        }

        public Builder transferWaitingMessages(List<String> transferWaitingMessages) {
            this.transferWaitingMessages = transferWaitingMessages;
            return this;
        }

        public Builder screenBehavior(String screenBehavior) {
            this.screenBehavior = screenBehavior;
            return this;
        }

        public Builder compatibilityWarnings(List<String> compatibilityWarnings) {
            this.compatibilityWarnings = compatibilityWarnings;
            return this;
        }

        /** A new configuration, created and last changed {@code now}. */
        public TransferConfig create(Instant now) {
            return createdAt(now).updatedAt(now).build();
        }

        /** The configuration as set here; for stores and readers, whose timestamps may be missing. */
        public TransferConfig build() {
            return new TransferConfig(this);
        }
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
