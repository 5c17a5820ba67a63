package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * The part of Vapi's {@code Call} object (openapi.json, schema {@code Call}; {@code GET /call/{id}},
 * {@code GET /call}, and {@code message.call} in every server message) this adapter reads. The call's metadata is
 * where {@link VapiTelephony} put it, {@code assistantOverrides.metadata}; a top-level {@code metadata} is read too.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record VapiCall(String id, String status, String endedReason, String createdAt, String startedAt, String endedAt,
                BigDecimal cost, JsonNode assistantOverrides, JsonNode metadata, List<JsonNode> messages,
                VapiArtifact artifact) {

    static final String ENDED = "ended";

    Optional<String> attemptKey() {
        return metadataText(VapiTelephony.ATTEMPT_KEY);
    }

    Optional<String> organizationId() {
        return metadataText(VapiTelephony.ORGANIZATION_ID);
    }

    boolean ended() {
        return ENDED.equals(status);
    }

    /** The conversation's messages, from the artifact or the call itself. */
    List<JsonNode> conversation() {
        List<JsonNode> fromArtifact = artifact == null ? List.of() : VapiJson.orEmpty(artifact.messages());
        return fromArtifact.isEmpty() ? VapiJson.orEmpty(messages) : fromArtifact;
    }

    private Optional<String> metadataText(String name) {
        return VapiJson.text(assistantOverrides, "metadata", name).or(() -> VapiJson.text(metadata, name));
    }

    /** The call's id and status; never its customer, metadata or conversation. */
    @Override
    public String toString() {
        return "VapiCall[id=" + id + ", status=" + status + ", endedReason=" + endedReason + "]";
    }
}
