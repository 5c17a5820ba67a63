package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.application.provider.ToolAnswer;
import io.campaignoutreach.application.provider.VoiceAgentTools;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The voice agent's tools as Vapi calls them, answered from {@link VoiceAgentTools}.
 *
 * <p>A {@code tool-calls} message is answered 200 with {@code {"results": [{"name", "toolCallId", "result"}]}}, or
 * {@code "error"} instead of {@code "result"} for a tool call that failed (openapi.json,
 * {@code ServerMessageResponseToolCalls} and {@code ToolCallResult}, whose {@code name} and {@code toolCallId} are
 * required; events.mdx, "Function Calling"). Vapi reads the body of a 200 only, so a failed tool is a 200 too.
 *
 * <p>A {@code transfer-destination-request} is answered {@code {"destination": {"type": "number", "number",
 * "message"}}}, or {@code {"error": "..."}} when there is nowhere to transfer to (openapi.json,
 * {@code ServerMessageResponseTransferDestinationRequest}: "error ... if the transfer should not be made";
 * {@code TransferDestinationNumber.message} "is spoken to the customer before connecting them").
 */
final class VapiToolCalls {

    static final String RECORD_INQUIRY = "record_inquiry";
    static final String DO_NOT_CALL = CallEnds.DO_NOT_CALL;
    static final String TRANSFER_CALL_DESTINATION = "transfer_call_destination";

    private static final String NOT_OURS = "This call is not one the service placed.";

    private final VoiceAgentTools tools;
    private final DoNotCallRequests doNotCall;

    VapiToolCalls(VoiceAgentTools tools, DoNotCallRequests doNotCall) {
        this.tools = Objects.requireNonNull(tools, "tools");
        this.doNotCall = Objects.requireNonNull(doNotCall, "doNotCall");
    }

    /**
     * The answer to a {@code tool-calls} message. {@code attemptKey} is empty when the call is not the service's.
     * A tools port that throws (its store is down) propagates, so the whole message is answered 503.
     */
    String answer(OrganizationId organizationId, Optional<String> attemptKey, VapiServerMessage message) {
        ArrayNode results = VapiJson.MAPPER.createArrayNode();
        for (VapiToolCall toolCall : toolCalls(message)) {
            String name = toolCall.functionName().orElse("");
            ObjectNode result = results.addObject();
            result.put("name", name);
            result.put("toolCallId", toolCall.id());
            ToolAnswer answer = attemptKey.isEmpty() ? ToolAnswer.failed(NOT_OURS)
                    : call(organizationId, attemptKey.get(), name, toolCall);
            result.put(answer.error() ? "error" : "result", answer.result());
        }
        ObjectNode body = VapiJson.MAPPER.createObjectNode();
        body.set("results", results);
        return VapiJson.write(body);
    }

    /** The answer to a {@code transfer-destination-request}, named {@code requestId} for the tools port. */
    String transferDestination(OrganizationId organizationId, Optional<String> attemptKey, String requestId) {
        ObjectNode body = VapiJson.MAPPER.createObjectNode();
        if (attemptKey.isEmpty()) {
            body.put("error", NOT_OURS);
            return VapiJson.write(body);
        }
        ToolAnswer answer = tools.transferDestination(organizationId, attemptKey.get(), requestId);
        if (answer.error() || answer.destination().isEmpty()) {
            body.put("error", answer.result());
        } else {
            ObjectNode destination = body.putObject("destination");
            destination.put("type", "number");
            destination.put("number", answer.destination().get().e164());
            destination.put("message", answer.result());
        }
        return VapiJson.write(body);
    }

    private ToolAnswer call(OrganizationId organizationId, String attemptKey, String name, VapiToolCall toolCall) {
        if (toolCall.id() == null || toolCall.id().isBlank()) {
            return ToolAnswer.failed("The tool call has no id.");
        }
        switch (name) {
            case RECORD_INQUIRY -> {
                Optional<String> inquiry = argument(toolCall, "inquiry").or(() -> argument(toolCall, "question"));
                if (inquiry.isEmpty()) {
                    return ToolAnswer.failed("No inquiry was given: pass the customer's question as 'inquiry'.");
                }
                return tools.recordInquiry(organizationId, attemptKey, toolCall.id(), inquiry.get());
            }
            case DO_NOT_CALL -> {
                ToolAnswer answer = tools.doNotCall(organizationId, attemptKey, toolCall.id());
                if (!answer.error()) {
                    doNotCall.requested(attemptKey);
                }
                return answer;
            }
            case TRANSFER_CALL_DESTINATION -> {
                ToolAnswer answer = tools.transferDestination(organizationId, attemptKey, toolCall.id());
                // A function tool answers text only: the number goes in it for the assistant's transferCall.
                return answer.destination()
                        .filter(number -> !answer.error())
                        .map(number -> ToolAnswer.transferTo(number, answer.result() + " Transfer to "
                                + number.e164() + "."))
                        .orElse(answer);
            }
            default -> {
                return ToolAnswer.failed("Unknown tool.");
            }
        }
    }

    /** The message's tool calls: {@code toolCallList}, or the calls inside {@code toolWithToolCallList}. */
    private static List<VapiToolCall> toolCalls(VapiServerMessage message) {
        List<VapiToolCall> listed = VapiJson.orEmpty(message.toolCallList());
        if (!listed.isEmpty()) {
            return listed;
        }
        List<VapiToolCall> calls = new ArrayList<>();
        for (JsonNode withCall : VapiJson.orEmpty(message.toolWithToolCallList())) {
            JsonNode toolCall = withCall.get("toolCall");
            if (toolCall == null || !toolCall.isObject()) {
                continue;
            }
            try {
                VapiToolCall call = VapiJson.MAPPER.treeToValue(toolCall, VapiToolCall.class);
                String name = call.functionName().or(() -> VapiJson.text(withCall, "function", "name"))
                        .or(() -> VapiJson.text(withCall, "name")).orElse(null);
                calls.add(new VapiToolCall(call.id(), name, call.function(), call.parameters(), call.arguments()));
            } catch (JsonProcessingException | IllegalArgumentException unreadable) {
                // A tool call this adapter cannot read gets no result; Vapi reports it to the model as failed.
            }
        }
        return calls;
    }

    /** A text argument, from arguments sent as an object or as a string of JSON. */
    private static Optional<String> argument(VapiToolCall toolCall, String name) {
        return toolCall.rawArguments().flatMap(VapiToolCalls::asObject).flatMap(args -> VapiJson.text(args, name));
    }

    private static Optional<JsonNode> asObject(JsonNode arguments) {
        if (arguments.isObject()) {
            return Optional.of(arguments);
        }
        if (!arguments.isTextual()) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(VapiJson.MAPPER.readTree(arguments.asText())).filter(JsonNode::isObject);
        } catch (JsonProcessingException notJson) {
            return Optional.empty();
        }
    }
}
