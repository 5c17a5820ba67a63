package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** What Vapi recorded of a call (openapi.json, schema {@code Artifact}): its transcript and messages. */
@JsonIgnoreProperties(ignoreUnknown = true)
record VapiArtifact(String transcript, List<JsonNode> messages) {

    /** Says whether there is a transcript; never the transcript. */
    @Override
    public String toString() {
        return "VapiArtifact[transcript " + (transcript == null ? "absent" : "hidden") + ", "
                + VapiJson.orEmpty(messages).size() + " messages]";
    }
}
