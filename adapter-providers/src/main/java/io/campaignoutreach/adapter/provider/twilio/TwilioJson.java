package io.campaignoutreach.adapter.provider.twilio;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** The parts of Twilio's JSON answers the adapter reads; everything else in them is ignored. */
final class TwilioJson {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private TwilioJson() {
    }

    /** Twilio's error answer: {@code {"code": 21211, "message": ..., "more_info": ..., "status": 400}}. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Error(Integer code, Integer status) {
    }

    /** A call resource; {@code duration} is whole seconds as text, {@code date_created} RFC 2822. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Call(String sid, String status, String duration, @JsonProperty("answered_by") String answeredBy,
                @JsonProperty("date_created") String dateCreated) {

        @Override
        public String toString() {
            return "Call[sid=" + sid + ", status=" + status + "]";
        }
    }

    /** One page of the call list. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record CallPage(List<Call> calls) {
    }

    /** A message resource, of which only the id is needed. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Message(String sid) {
    }

    static <T> Optional<T> read(byte[] body, Class<T> type) {
        try {
            return Optional.ofNullable(MAPPER.readValue(body, type));
        } catch (IOException unreadable) {
            return Optional.empty();
        }
    }
}
