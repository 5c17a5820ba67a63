package io.campaignoutreach.bootstrap.soak;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/** How a client of the soak honours a 429: it waits what the server asked before its next request. */
final class RetryAfter {

    /** What a client waits when a 429 does not say (and is counted as an error for it). */
    static final long FALLBACK_SECONDS = 1;
    private static final ObjectMapper JSON = new ObjectMapper();

    private RetryAfter() {
    }

    /**
     * The seconds a 429 asks to wait, when it says so as D8 requires: the same whole number of at
     * least one second in the {@code Retry-After} header and in the body's {@code retryAfter}.
     */
    static OptionalLong of(Api.Response response) {
        OptionalLong header = response.retryAfterSeconds();
        try {
            JsonNode body = JSON.readTree(response.body());
            if (header.isPresent() && header.getAsLong() >= 1 && body.path("retryAfter").canConvertToLong()
                    && body.path("retryAfter").asLong() == header.getAsLong()) {
                return header;
            }
        } catch (IOException unreadable) {
            // a 429 without a JSON body breaks D8 as much as one without retryAfter
        }
        return OptionalLong.empty();
    }

    /** Waits as the 429 asks (or the fallback) and returns the milliseconds waited. */
    static long await(Api.Response response) throws InterruptedException {
        long millis = of(response).orElse(FALLBACK_SECONDS) * 1_000;
        TimeUnit.MILLISECONDS.sleep(millis);
        return millis;
    }
}
