package io.campaignoutreach.adapter.provider.webhooks;

import io.campaignoutreach.application.provider.HeaderLookup;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/** A Vapi credential sent as is in a header: the server secret, or a Bearer Token credential. */
final class VapiTokenHeader implements VapiServerCredential {

    private static final String BEARER = "bearer ";

    private final String headerName;
    private final boolean bearerPrefix;
    private final String token;

    VapiTokenHeader(String headerName, boolean bearerPrefix, String token) {
        this.headerName = Objects.requireNonNull(headerName, "headerName");
        this.bearerPrefix = bearerPrefix;
        this.token = Objects.requireNonNull(token, "token");
        if (headerName.isBlank() || token.isEmpty()) {
            throw new IllegalArgumentException("a Vapi credential needs a header name and a token");
        }
    }

    @Override
    public WebhookVerdict verify(HeaderLookup headers, byte[] body) {
        Optional<String> sent = headers.value(headerName).filter(value -> !value.isBlank());
        if (sent.isEmpty()) {
            return WebhookVerdict.refused(RefusalReason.MISSING, "no " + headerName + " header");
        }
        String presented = sent.get();
        if (bearerPrefix) {
            // The authentication scheme's name is case-insensitive (RFC 9110, 11.1); the token is not.
            if (!presented.toLowerCase(Locale.ROOT).startsWith(BEARER)) {
                return WebhookVerdict.refused(RefusalReason.WRONG_CREDENTIAL, headerName + " is not a Bearer token");
            }
            presented = presented.substring(BEARER.length());
        }
        if (!ConstantTime.sameSecret(token, presented)) {
            return WebhookVerdict.refused(RefusalReason.WRONG_CREDENTIAL,
                    headerName + " is not the configured credential");
        }
        return WebhookVerdict.ACCEPTED;
    }

    /** Names the header and never the token. */
    @Override
    public String toString() {
        return "VapiServerCredential[token in " + headerName + ", hidden]";
    }
}
