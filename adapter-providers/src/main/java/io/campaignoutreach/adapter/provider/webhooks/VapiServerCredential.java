package io.campaignoutreach.adapter.provider.webhooks;

import io.campaignoutreach.application.provider.HeaderLookup;
import java.time.Clock;
import java.time.Duration;

/**
 * Inbound adapter check: whether a request to the server URL really comes from Vapi, by the credential the
 * organization configured on its Vapi assistant, phone number or tool.
 *
 * <p>What Vapi's documentation says, and where (read from the VapiAI/docs repository, fern/ sources of
 * docs.vapi.ai):
 * <ul>
 * <li>{@code fern/server-url/server-authentication.mdx} ("Server authentication"): credentials are Bearer Token,
 * OAuth 2.0 or HMAC. A Bearer Token credential has a token, a header name (default {@code Authorization}) and an
 * "Include Bearer Prefix" switch. "Legacy X-Vapi-Secret Support": the former inline {@code server.secret} field is
 * a Bearer Token credential with header {@code X-Vapi-Secret} and no prefix, "your server will continue receiving
 * the same X-Vapi-Secret header". The HMAC credential has a secret key, an algorithm ("SHA256, SHA1, etc."), a
 * signature header ("e.g. x-signature"), an optional timestamp header "for replay protection" and a payload
 * format; the page gives no example of the signed string.</li>
 * <li>{@code fern/apis/api/openapi.json}, schema {@code HMACAuthenticationPlan}, states the HMAC scheme exactly:
 * {@code algorithm} sha256, sha512 or sha1 (required); {@code signatureHeader} "Defaults to 'x-signature'";
 * {@code timestampHeader} "Defaults to 'x-timestamp'"; {@code signaturePrefix} "For example, 'sha256=' for
 * GitHub-style signatures"; {@code includeTimestamp} "Whether to include a timestamp in the signature payload.
 * Defaults to true."; {@code payloadFormat} "Defaults to '{timestamp}.{body}'"; {@code signatureEncoding} hex or
 * base64, "Defaults to 'hex'"; {@code secretIsBase64} "Defaults to false". That is what {@link VapiHmacPlan}
 * holds.</li>
 * <li>Left open by both: the timestamp's unit (read here as Unix seconds, or milliseconds when the number is too
 * large to be seconds, or an ISO-8601 instant; the signature covers the header's text whatever its unit).
 * Some example pages ({@code fern/knowledge-base/custom-knowledge-base.mdx},
 * {@code fern/assistants/examples/support-escalation.mdx}) check an {@code x-vapi-signature} header holding a
 * hex HMAC-SHA256 of the re-serialized JSON body; that is an HMAC plan with those settings and no timestamp, and
 * the plan's header names are configurable for it.</li>
 * </ul>
 * Custom payload formats ({@code {method}}, {@code {url}}, {@code {svix-id}}) are not supported: an organization
 * using HMAC keeps the default format, with or without the timestamp.
 */
public sealed interface VapiServerCredential permits VapiTokenHeader, VapiHmacSignature {

    /** The header the legacy inline secret (and its Bearer Token credential equivalent) is sent in. */
    String SECRET_HEADER = "x-vapi-secret";
    /** How far a signed timestamp may be from the server's clock, either way, unless configured otherwise. */
    Duration DEFAULT_TOLERANCE = Duration.ofMinutes(5);

    /** Checks a request by its headers and its raw body, as received, before anything in it is read. */
    WebhookVerdict verify(HeaderLookup headers, byte[] body);

    /** The secret sent as is in {@code x-vapi-secret}: Vapi's server secret. */
    static VapiServerCredential secretHeader(String secret) {
        return new VapiTokenHeader(SECRET_HEADER, false, secret);
    }

    /** A Bearer Token credential: the token in the named header, after {@code "Bearer "} when the prefix is on. */
    static VapiServerCredential bearerToken(String headerName, boolean bearerPrefix, String token) {
        return new VapiTokenHeader(headerName, bearerPrefix, token);
    }

    /** An HMAC credential, its timestamp checked against the clock within {@link #DEFAULT_TOLERANCE}. */
    static VapiServerCredential hmac(VapiHmacPlan plan, Clock clock) {
        return hmac(plan, clock, DEFAULT_TOLERANCE);
    }

    static VapiServerCredential hmac(VapiHmacPlan plan, Clock clock, Duration tolerance) {
        return new VapiHmacSignature(plan, clock, tolerance);
    }
}
