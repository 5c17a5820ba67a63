package io.campaignoutreach.adapter.provider.webhooks;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The forms of a webhook URL that Twilio's own validators accept a signature for.
 *
 * <p>Twilio does not always sign the URL exactly as it was configured: the port may be there or not. Its SDKs
 * (twilio-java {@code RequestValidator}, twilio-python {@code request_validator.py}, twilio-node
 * {@code webhooks.ts}) therefore compute the signature twice, over the URL with its port (the standard one, 443 for
 * https and 80 otherwise, added when none is written) and over the URL with any port taken out, and accept either.
 * The port is cut and added in the text itself, leaving the rest of the URL byte for byte as it was: re-encoding
 * the path or query (as {@link java.net.URI}'s constructors do) would sign another string.
 */
final class TwilioUrl {

    private TwilioUrl() {
    }

    /** The URL without its port, then with it (each once, in that order). */
    static List<String> signedForms(String url) {
        int schemeEnd = url.indexOf("://");
        if (schemeEnd < 0) {
            return List.of(url);
        }
        int authorityStart = schemeEnd + 3;
        int authorityEnd = authorityEnd(url, authorityStart);
        String authority = url.substring(authorityStart, authorityEnd);
        int hostStart = authority.lastIndexOf('@') + 1;
        int portColon = portColon(authority, hostStart);
        String beforeAuthority = url.substring(0, authorityStart);
        String rest = url.substring(authorityEnd);
        String withoutPort;
        String withPort;
        if (portColon < 0) {
            withoutPort = url;
            String standardPort = url.substring(0, schemeEnd).equalsIgnoreCase("https") ? "443" : "80";
            withPort = beforeAuthority + authority + ":" + standardPort + rest;
        } else {
            withoutPort = beforeAuthority + authority.substring(0, portColon) + rest;
            withPort = url;
        }
        Set<String> forms = new LinkedHashSet<>(List.of(withoutPort, withPort));
        return List.copyOf(forms);
    }

    /** The first value of a query parameter, decoded as a form value is. */
    static Optional<String> queryParameter(String url, String name) {
        return UrlQuery.first(url, name);
    }

    private static int authorityEnd(String url, int from) {
        for (int i = from; i < url.length(); i++) {
            char c = url.charAt(i);
            if (c == '/' || c == '?' || c == '#') {
                return i;
            }
        }
        return url.length();
    }

    /** Where the colon before a port stands in the authority, or -1; an IPv6 host's own colons are in brackets. */
    private static int portColon(String authority, int hostStart) {
        int colon = authority.lastIndexOf(':');
        if (colon < hostStart || colon < authority.lastIndexOf(']') || colon == authority.length() - 1) {
            return -1;
        }
        for (int i = colon + 1; i < authority.length(); i++) {
            if (!Character.isDigit(authority.charAt(i))) {
                return -1;
            }
        }
        return colon;
    }
}
