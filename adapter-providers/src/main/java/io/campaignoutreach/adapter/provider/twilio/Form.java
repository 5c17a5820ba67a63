package io.campaignoutreach.adapter.provider.twilio;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * Form parameters ({@code application/x-www-form-urlencoded}), names in the order written and a name possibly
 * repeated (Twilio reads {@code StatusCallbackEvent} once per value). Used both ways: the bodies the service posts
 * to Twilio, and the bodies and queries Twilio sends the service. Never printed: it carries numbers and bodies.
 */
final class Form {

    private final Map<String, List<String>> values;

    private Form(Map<String, List<String>> values) {
        this.values = values;
    }

    static Form empty() {
        return new Form(new LinkedHashMap<>());
    }

    /** Reads a form-encoded body or query; a malformed escape is kept as written rather than failing the read. */
    static Form parse(String encoded) {
        Form form = empty();
        if (encoded == null || encoded.isEmpty()) {
            return form;
        }
        for (String pair : encoded.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = decoded(equals < 0 ? pair : pair.substring(0, equals));
            String value = equals < 0 ? "" : decoded(pair.substring(equals + 1));
            form.add(name, value);
        }
        return form;
    }

    static Form parse(byte[] body) {
        return parse(new String(body, StandardCharsets.UTF_8));
    }

    /** The query of a URL as a form: what follows the first '?', up to a fragment. */
    static Form query(String url) {
        int start = url.indexOf('?');
        if (start < 0) {
            return empty();
        }
        int fragment = url.indexOf('#', start);
        return parse(url.substring(start + 1, fragment < 0 ? url.length() : fragment));
    }

    Form add(String name, String value) {
        values.computeIfAbsent(name, ignored -> new ArrayList<>()).add(value);
        return this;
    }

    Optional<String> first(String name) {
        List<String> found = values.get(name);
        return found == null || found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /** A value that is present and not blank. */
    Optional<String> present(String name) {
        return first(name).filter(value -> !value.isBlank());
    }

    /** The parameters as the signature check reads them. */
    Map<String, List<String>> asMap() {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        values.forEach((name, list) -> copy.put(name, List.copyOf(list)));
        return copy;
    }

    String encoded() {
        StringJoiner joined = new StringJoiner("&");
        values.forEach((name, list) -> list.forEach(value -> joined.add(encode(name) + "=" + encode(value))));
        return joined.toString();
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static String decoded(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException badEscape) {
            return text;
        }
    }

    @Override
    public String toString() {
        return "Form" + values.keySet();
    }
}
