package io.campaignoutreach.adapter.provider.vapi;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * How the Vapi adapter reaches Vapi and how Vapi reaches the service: the API's base URI (Vapi's own, or a local
 * fake in tests), the service's public base URL that webhook URLs start with, how long one API request may take,
 * and how requests Vapi turned away for its own reasons are tried again.
 */
public record VapiOptions(URI apiBase, String publicBaseUrl, Duration requestTimeout, Backoff backoff) {

    /** Vapi's API, as its documentation's examples call it ({@code curl -X POST https://api.vapi.ai/call}). */
    public static final URI DEFAULT_API_BASE = URI.create("https://api.vapi.ai");
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(10);

    public VapiOptions {
        Objects.requireNonNull(apiBase, "apiBase");
        Objects.requireNonNull(publicBaseUrl, "publicBaseUrl");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        Objects.requireNonNull(backoff, "backoff");
        if (requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("the request timeout must be positive");
        }
        // Paths are appended to both, so a trailing slash would double up.
        apiBase = URI.create(withoutTrailingSlash(apiBase.toString()));
        publicBaseUrl = withoutTrailingSlash(publicBaseUrl);
    }

    /** Vapi's API, the default timeout and backoff, webhooks at {@code publicBaseUrl}. */
    public static VapiOptions of(String publicBaseUrl) {
        return new VapiOptions(DEFAULT_API_BASE, publicBaseUrl, DEFAULT_REQUEST_TIMEOUT, Backoff.DEFAULT);
    }

    public VapiOptions withApiBase(URI base) {
        return new VapiOptions(base, publicBaseUrl, requestTimeout, backoff);
    }

    public VapiOptions withRequestTimeout(Duration timeout) {
        return new VapiOptions(apiBase, publicBaseUrl, timeout, backoff);
    }

    public VapiOptions withBackoff(Backoff retries) {
        return new VapiOptions(apiBase, publicBaseUrl, requestTimeout, retries);
    }

    private static String withoutTrailingSlash(String text) {
        String trimmed = text;
        while (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        return trimmed;
    }
}
