package io.campaignoutreach.adapter.provider.twilio;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * How the service reaches Twilio and how Twilio reaches the service: the REST API's base ({@code apiBase}, a local
 * fake in tests), the service's public base URL its webhook URLs are built on (exactly as Twilio will request and
 * sign them), the timeout of one API request, the retry policy, the longest a place or send may wait for its
 * account's pacing slot, and what waits.
 */
public record TwilioOptions(URI apiBase, URI publicBase, Duration requestTimeout, Backoff backoff,
                            Duration maxPacingWait, Sleeper sleeper) {

    public static final URI TWILIO_API = URI.create("https://api.twilio.com");

    public TwilioOptions {
        Objects.requireNonNull(apiBase, "apiBase");
        Objects.requireNonNull(publicBase, "publicBase");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        Objects.requireNonNull(backoff, "backoff");
        Objects.requireNonNull(maxPacingWait, "maxPacingWait");
        Objects.requireNonNull(sleeper, "sleeper");
        if (requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("the request timeout must be positive");
        }
    }

    /** Twilio's API, a 10 s request timeout, {@link Backoff#DEFAULT}, at most 5 s of pacing, real sleeps. */
    public static TwilioOptions defaults(URI publicBase) {
        return new TwilioOptions(TWILIO_API, publicBase, Duration.ofSeconds(10), Backoff.DEFAULT,
                Duration.ofSeconds(5), Sleeper.THREAD);
    }

    public TwilioOptions withApiBase(URI value) {
        return new TwilioOptions(value, publicBase, requestTimeout, backoff, maxPacingWait, sleeper);
    }

    public TwilioOptions withRequestTimeout(Duration value) {
        return new TwilioOptions(apiBase, publicBase, value, backoff, maxPacingWait, sleeper);
    }

    public TwilioOptions withBackoff(Backoff value) {
        return new TwilioOptions(apiBase, publicBase, requestTimeout, value, maxPacingWait, sleeper);
    }

    public TwilioOptions withSleeper(Sleeper value) {
        return new TwilioOptions(apiBase, publicBase, requestTimeout, backoff, maxPacingWait, value);
    }

    /** The public base without a trailing slash, so that paths are appended to it as they are written. */
    String publicBaseText() {
        String text = publicBase.toString();
        return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }

    String apiBaseText() {
        String text = apiBase.toString();
        return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }
}
