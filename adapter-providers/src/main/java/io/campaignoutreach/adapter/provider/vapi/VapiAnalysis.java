package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * What Vapi made of a call (openapi.json, schema {@code Analysis}): the summary and the success evaluation, which
 * the assistant's rubric makes a word, a number or a boolean, so it is read as whatever JSON it is.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record VapiAnalysis(String summary, JsonNode successEvaluation) {

    Optional<String> evaluation() {
        if (successEvaluation == null || successEvaluation.isNull() || successEvaluation.isContainerNode()) {
            return Optional.empty();
        }
        return Optional.of(successEvaluation.asText()).filter(text -> !text.isBlank());
    }

    /** Says what is there; never the summary. */
    @Override
    public String toString() {
        return "VapiAnalysis[summary " + (summary == null ? "absent" : "hidden") + "]";
    }
}
