package io.campaignoutreach.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * One generated request. {@code mutation} is null for a request generated as valid; otherwise it names
 * the rule broken, and {@code detail} where (e.g. the member's path).
 */
record FuzzRequest(String operation, String method, String path, List<Map.Entry<String, String>> query,
                   Map<String, List<String>> headers, byte[] body, Mutation mutation, String detail) {

    boolean valid() {
        return mutation == null;
    }

    String pathAndQuery() {
        if (query.isEmpty()) {
            return path;
        }
        StringBuilder out = new StringBuilder(path).append('?');
        for (int i = 0; i < query.size(); i++) {
            out.append(i == 0 ? "" : "&").append(encode(query.get(i).getKey())).append('=')
                    .append(encode(query.get(i).getValue()));
        }
        return out.toString();
    }

    String bodyText() {
        return body == null ? null : new String(body, StandardCharsets.UTF_8);
    }

    /** What the request was, short enough for a report line. */
    String describe() {
        String text = bodyText();
        String shownBody = text == null ? "" : " " + (text.length() > 300 ? text.substring(0, 300) + "…(" + text.length()
                + " chars)" : text);
        return method + " " + abbreviate(pathAndQuery()) + shownBody;
    }

    private static String abbreviate(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "…" : text;
    }

    private static String encode(String text) {
        return java.net.URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
