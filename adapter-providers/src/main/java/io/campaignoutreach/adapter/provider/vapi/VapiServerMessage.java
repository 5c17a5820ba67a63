package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * One server message, the {@code message} of the body Vapi POSTs to the server URL (VapiAI/docs
 * {@code fern/server-url/events.mdx}; openapi.json schemas {@code ServerMessageStatusUpdate},
 * {@code ServerMessageEndOfCallReport}, {@code ServerMessageToolCalls},
 * {@code ServerMessageTransferDestinationRequest}). One record holds the fields of every type this adapter reads;
 * those of other types stay null. {@code durationMs} and {@code durationSeconds} are in Vapi's end-of-call reports
 * though not in the schema, and read when present.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record VapiServerMessage(String type, String status, String endedReason, JsonNode timestamp, BigDecimal cost,
                         Long durationMs, BigDecimal durationSeconds, String startedAt, String endedAt,
                         VapiCall call, VapiArtifact artifact, VapiAnalysis analysis, String transcript,
                         String summary, List<JsonNode> messages, List<VapiToolCall> toolCallList,
                         List<JsonNode> toolWithToolCallList) {

    static final String STATUS_UPDATE = "status-update";
    static final String END_OF_CALL_REPORT = "end-of-call-report";
    static final String TOOL_CALLS = "tool-calls";
    static final String TRANSFER_DESTINATION_REQUEST = "transfer-destination-request";

    /** The body: {@code {"message": {...}}}. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Envelope(VapiServerMessage message) {
    }

    /** The conversation so far, from wherever this message carries it. */
    List<JsonNode> conversation() {
        List<JsonNode> all = new ArrayList<>();
        if (artifact != null) {
            all.addAll(VapiJson.orEmpty(artifact.messages()));
        }
        all.addAll(VapiJson.orEmpty(messages));
        if (call != null) {
            all.addAll(call.conversation());
        }
        return all;
    }

    /** The type and status only: never the call's content. */
    @Override
    public String toString() {
        return "VapiServerMessage[type=" + type + ", status=" + status + ", endedReason=" + endedReason + "]";
    }
}
