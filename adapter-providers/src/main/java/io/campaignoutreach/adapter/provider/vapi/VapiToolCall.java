package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * One tool call of a {@code tool-calls} message. The schema ({@code ToolCall}, openapi.json) has OpenAI's shape,
 * {@code {"id", "type": "function", "function": {"name", "arguments"}}}, its {@code arguments} a string of JSON;
 * the events page (events.mdx) shows {@code {"id", "name", "parameters": {...}}} instead, and Vapi is seen to send
 * {@code arguments} as an object too. Every one of these forms is read.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record VapiToolCall(String id, String name, JsonNode function, JsonNode parameters, JsonNode arguments) {

    Optional<String> functionName() {
        return VapiJson.text(function, "name").or(() -> Optional.ofNullable(name).filter(text -> !text.isBlank()));
    }

    /** The arguments as sent: an object, a string holding one, or nothing. */
    Optional<JsonNode> rawArguments() {
        if (function != null && function.hasNonNull("arguments")) {
            return Optional.of(function.get("arguments"));
        }
        if (parameters != null && !parameters.isNull()) {
            return Optional.of(parameters);
        }
        return Optional.ofNullable(arguments).filter(node -> !node.isNull());
    }

    /** The id and the function's name; never the arguments (what the customer said). */
    @Override
    public String toString() {
        return "VapiToolCall[id=" + id + ", function=" + functionName().orElse("?") + "]";
    }
}
