package io.campaignoutreach.adapter.provider.webhooks;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Reads a URL's query as a provider's webhook URL carries it: name and value percent-encoded, as a form is. */
public final class UrlQuery {

    private UrlQuery() {
    }

    /**
     * The first value of the parameter {@code name}, decoded; empty when the URL has no such parameter, or its value
     * is not percent-encoded (a stray {@code %}): such a value names nothing, and a check then refuses it as missing.
     */
    public static Optional<String> first(String url, String name) {
        int queryStart = url.indexOf('?');
        if (queryStart < 0) {
            return Optional.empty();
        }
        int fragment = url.indexOf('#', queryStart);
        String query = url.substring(queryStart + 1, fragment < 0 ? url.length() : fragment);
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            String pairName = equals < 0 ? pair : pair.substring(0, equals);
            if (decoded(pairName).filter(name::equals).isPresent()) {
                return equals < 0 ? Optional.of("") : decoded(pair.substring(equals + 1));
            }
        }
        return Optional.empty();
    }

    private static Optional<String> decoded(String text) {
        try {
            return Optional.of(URLDecoder.decode(text, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException badEscape) {
            return Optional.empty();
        }
    }
}
