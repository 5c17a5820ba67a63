package io.campaignoutreach.adapter.provider.vapi;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The server URL a call's messages go to, {@code {publicBase}/webhooks/vapi/{accountId}/events?attempt=<key>}: the
 * account names the credential that checks them, the attempt key names the call even when Vapi's message carries no
 * metadata.
 */
final class VapiWebhookUrl {

    static final String PATH = "events";
    static final String ATTEMPT_PARAMETER = "attempt";

    private VapiWebhookUrl() {
    }

    static String of(String publicBaseUrl, String accountId, String attemptKey) {
        return publicBaseUrl + "/webhooks/vapi/" + encoded(accountId) + "/" + PATH + "?" + ATTEMPT_PARAMETER + "="
                + encoded(attemptKey);
    }

    /** The attempt key in a request's URL, decoded; empty when there is none. */
    static Optional<String> attemptKey(String url) {
        int queryStart = url.indexOf('?');
        if (queryStart < 0) {
            return Optional.empty();
        }
        int fragment = url.indexOf('#', queryStart);
        String query = url.substring(queryStart + 1, fragment < 0 ? url.length() : fragment);
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0 && ATTEMPT_PARAMETER.equals(pair.substring(0, equals))) {
                return decoded(pair.substring(equals + 1)).filter(value -> !value.isBlank());
            }
        }
        return Optional.empty();
    }

    /** Whether a request's path (what follows the account in the URL) is the events endpoint. */
    static boolean isEvents(String path) {
        String trimmed = path;
        while (trimmed.startsWith("/")) {
            trimmed = trimmed.substring(1);
        }
        while (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        return PATH.equals(trimmed);
    }

    private static String encoded(String text) {
        // URLEncoder writes a space as '+', which is a form's encoding; a path or query value reads "%20" everywhere.
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static Optional<String> decoded(String text) {
        try {
            return Optional.of(URLDecoder.decode(text, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException badEscape) {
            return Optional.empty();
        }
    }
}
