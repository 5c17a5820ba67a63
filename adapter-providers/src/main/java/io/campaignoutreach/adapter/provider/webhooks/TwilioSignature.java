package io.campaignoutreach.adapter.provider.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Inbound adapter check: whether a request really comes from Twilio, by its {@code X-Twilio-Signature}.
 *
 * <p>As Twilio's SDKs implement it (twilio-java {@code RequestValidator}, twilio-python {@code request_validator.py},
 * twilio-node {@code webhooks.ts}), whose test vectors this module's tests repeat: the signature is the Base64 of the
 * HMAC-SHA1, keyed with the account's auth token, of the full URL Twilio requested followed, for a form-encoded
 * POST, by each parameter's name immediately followed by its value, names in sorted order. Details follow the
 * SDKs: a name sent with several values contributes each distinct value once, values sorted (twilio-python
 * {@code sorted(set(values))}, twilio-node {@code Array.from(new Set(values)).sort()}); names and values sort by
 * {@link String#compareTo}, as twilio-java's {@code Collections.sort} and JavaScript's {@code sort} do; the URL is
 * tried with and without its port ({@link TwilioUrl}). twilio-node also tries the query re-encoded by Node's legacy
 * {@code querystring} module; twilio-java and twilio-python do not, and neither does this check: the URL is the one
 * this service configured, written as it is sent.
 *
 * <p>For a JSON body Twilio adds {@code bodySHA256}, the hex SHA-256 of the body, to the URL's query and signs the
 * URL alone; the body must then hash to that value ({@link #verifyBody}). Which of the two applies is the
 * caller's to choose from the request's content type, as Twilio's validators leave it to theirs.
 *
 * <p>The URL must be the public one Twilio was given (the server's configured public base URL and the path), not
 * the one a proxy forwarded: a TLS-terminating proxy changes the scheme and port, and the signature with them.
 */
public final class TwilioSignature {

    /** The header Twilio sends the signature in. */
    public static final String HEADER = "X-Twilio-Signature";
    /** The query parameter carrying the hash of a JSON body. */
    public static final String BODY_HASH_PARAMETER = "bodySHA256";

    private static final String HMAC_SHA1 = "HmacSHA1";

    private final SecretKeySpec key;

    public TwilioSignature(String authToken) {
        Objects.requireNonNull(authToken, "authToken");
        if (authToken.isEmpty()) {
            throw new IllegalArgumentException("a Twilio auth token is needed to check signatures");
        }
        this.key = new SecretKeySpec(authToken.getBytes(StandardCharsets.UTF_8), HMAC_SHA1);
    }

    /** Checks a form-encoded request: the URL Twilio requested, its POST parameters and the header's value. */
    public WebhookVerdict verify(String url, Map<String, List<String>> formParameters, Optional<String> signature) {
        if (signature.isEmpty() || signature.get().isBlank()) {
            return WebhookVerdict.refused(RefusalReason.MISSING, "no " + HEADER + " header");
        }
        if (!matchesAnyForm(url, formParameters, signature.get())) {
            return WebhookVerdict.refused(RefusalReason.TAMPERED,
                    HEADER + " does not match the URL and parameters");
        }
        return WebhookVerdict.ACCEPTED;
    }

    /** Checks a request whose body is not form-encoded (JSON): the URL carries the body's hash and is signed. */
    public WebhookVerdict verifyBody(String url, byte[] body, Optional<String> signature) {
        if (signature.isEmpty() || signature.get().isBlank()) {
            return WebhookVerdict.refused(RefusalReason.MISSING, "no " + HEADER + " header");
        }
        Optional<String> bodyHash = TwilioUrl.queryParameter(url, BODY_HASH_PARAMETER);
        if (bodyHash.isEmpty()) {
            return WebhookVerdict.refused(RefusalReason.MISSING, "no " + BODY_HASH_PARAMETER + " in the URL");
        }
        if (!matchesAnyForm(url, Map.of(), signature.get())) {
            return WebhookVerdict.refused(RefusalReason.TAMPERED, HEADER + " does not match the URL");
        }
        // Lower-case hex, compared as text, as twilio-java's validateBody and twilio-python's compute_hash do.
        byte[] actual = HexFormat.of().formatHex(ConstantTime.sha256(body)).getBytes(StandardCharsets.US_ASCII);
        if (!ConstantTime.equal(actual, bodyHash.get().getBytes(StandardCharsets.UTF_8))) {
            return WebhookVerdict.refused(RefusalReason.TAMPERED, "body does not match " + BODY_HASH_PARAMETER);
        }
        return WebhookVerdict.ACCEPTED;
    }

    /**
     * The signature Twilio sends for this exact URL and these parameters (an empty map for a JSON body's URL):
     * what the check compares with, and how a test's stand-in for Twilio signs its callbacks.
     */
    public String sign(String url, Map<String, List<String>> formParameters) {
        StringBuilder signed = new StringBuilder(url);
        Map<String, List<String>> byName = new TreeMap<>(formParameters);
        byName.forEach((name, values) -> {
            for (String value : distinctSorted(values)) {
                signed.append(name).append(value);
            }
        });
        return Base64.getEncoder().encodeToString(hmacSha1(signed.toString().getBytes(StandardCharsets.UTF_8)));
    }

    private boolean matchesAnyForm(String url, Map<String, List<String>> formParameters, String signature) {
        byte[] presented = signature.getBytes(StandardCharsets.UTF_8);
        boolean matches = false;
        for (String form : TwilioUrl.signedForms(url)) {
            byte[] expected = sign(form, formParameters).getBytes(StandardCharsets.US_ASCII);
            matches |= ConstantTime.equal(expected, presented);
        }
        return matches;
    }

    /** A parameter's values, each once, sorted; a missing value counts as empty, as in twilio-java. */
    private static List<String> distinctSorted(List<String> values) {
        TreeSet<String> distinct = new TreeSet<>();
        if (values != null) {
            values.forEach(value -> distinct.add(value == null ? "" : value));
        }
        return new ArrayList<>(distinct);
    }

    private byte[] hmacSha1(byte[] data) {
        try {
            Mac mac = Mac.getInstance(HMAC_SHA1);
            mac.init(key);
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has HmacSHA1", e);
        }
    }

    /** Says what it is and never the token. */
    @Override
    public String toString() {
        return "TwilioSignature[auth token hidden]";
    }
}
