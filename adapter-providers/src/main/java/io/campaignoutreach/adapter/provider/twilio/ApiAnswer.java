package io.campaignoutreach.adapter.provider.twilio;

import java.time.Duration;
import java.util.Objects;

/** What became of one request to Twilio's REST API, after its retries. */
sealed interface ApiAnswer {

    /** A 2xx answer and its body. */
    record Done(int httpStatus, byte[] body) implements ApiAnswer {
        public Done {
            Objects.requireNonNull(body, "body");
        }
    }

    /**
     * An error answer: the HTTP status, Twilio's own error code when its JSON error named one, and how long Twilio
     * asked to be left alone ({@code Retry-After}, whole seconds), or null when it did not say.
     */
    record Refused(int httpStatus, Integer code, Duration retryAfter) implements ApiAnswer {

        Refused(int httpStatus, Integer code) {
            this(httpStatus, code, null);
        }

        /** The code as text (the form the service stores and counts), or {@code http_<status>} without one. */
        String tag() {
            return code != null ? code.toString() : "http_" + httpStatus;
        }
    }

    /** The request never left: the connection could not be opened, so Twilio did nothing. */
    record NotSent(String reason) implements ApiAnswer {
    }

    /** No answer came (a timeout, a connection broken after sending): Twilio may or may not have acted. */
    record NoAnswer(String reason) implements ApiAnswer {
    }
}
