package io.campaignoutreach.adapter.http;

import java.time.Duration;

/**
 * Where the API listens (port 0 picks a free port, for tests), and how long a request body may
 * take to arrive whole.
 */
public record ApiServerSettings(String host, int port, Duration bodyDeadline) {

    /** A body that has not arrived whole this long after its headers is answered 408. */
    public static final Duration DEFAULT_BODY_DEADLINE = Duration.ofSeconds(20);

    public ApiServerSettings {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host is required");
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0 to 65535");
        }
        if (bodyDeadline == null || bodyDeadline.isNegative() || bodyDeadline.isZero()) {
            throw new IllegalArgumentException("bodyDeadline must be positive");
        }
    }

    public ApiServerSettings(String host, int port) {
        this(host, port, DEFAULT_BODY_DEADLINE);
    }
}
