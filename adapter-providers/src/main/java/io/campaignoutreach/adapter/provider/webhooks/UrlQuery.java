package io.campaignoutreach.adapter.provider.webhooks;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Reads a URL's query as a provider's webhook URL carries it: name and value percent-encoded, as a form is. */
public final class UrlQuery {

    private UrlQuery() {
    }

    /** The first value of the parameter {@code name}, decoded; empty when the URL has no such parameter. */
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
            if (name.equals(decoded(pairName))) {
                return Optional.of(equals < 0 ? "" : decoded(pair.substring(equals + 1)));
            }
        }
        return Optional.empty();
    }

    /** A percent-escape that is not one is read as written: the value then names nothing, which is refused later. */
    static String decoded(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException badEscape) {
            return text;
        }
    }
}
