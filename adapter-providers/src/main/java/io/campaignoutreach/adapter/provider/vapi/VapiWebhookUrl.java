package io.campaignoutreach.adapter.provider.vapi;

import io.campaignoutreach.adapter.provider.webhooks.UrlQuery;
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
        return UrlQuery.first(url, ATTEMPT_PARAMETER).filter(value -> !value.isBlank());
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
}
