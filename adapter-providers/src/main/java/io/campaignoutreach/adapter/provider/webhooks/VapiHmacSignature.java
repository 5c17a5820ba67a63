package io.campaignoutreach.adapter.provider.webhooks;

import io.campaignoutreach.application.provider.HeaderLookup;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Objects;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A Vapi HMAC credential: the signature header holds the HMAC, keyed with the plan's secret, of
 * {@code <timestamp>.<raw body>} (Vapi's default payload format), or of the raw body alone when the plan does not
 * sign the timestamp.
 *
 * <p>The signature is checked before the timestamp's age, so that {@link RefusalReason#STALE} counts only requests
 * Vapi did sign (replays, or a clock far off) and forgeries count as {@link RefusalReason#TAMPERED} whatever time
 * they claim. A timestamp too far in the future is as stale as one too far in the past.
 */
final class VapiHmacSignature implements VapiServerCredential {

    /** Above this a Unix time cannot be in seconds (it would be past the year 5000): it is in milliseconds. */
    private static final long LARGEST_SECONDS = 100_000_000_000L;

    private final VapiHmacPlan plan;
    private final SecretKeySpec key;
    private final Clock clock;
    private final Duration tolerance;

    VapiHmacSignature(VapiHmacPlan plan, Clock clock, Duration tolerance) {
        this.plan = Objects.requireNonNull(plan, "plan");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.tolerance = Objects.requireNonNull(tolerance, "tolerance");
        if (tolerance.isNegative() || tolerance.isZero()) {
            throw new IllegalArgumentException("the timestamp tolerance must be positive");
        }
        byte[] secret = plan.secretIsBase64() ? Base64.getDecoder().decode(plan.secretKey())
                : plan.secretKey().getBytes(StandardCharsets.UTF_8);
        this.key = new SecretKeySpec(secret, plan.algorithm().jcaName());
    }

    @Override
    public WebhookVerdict verify(HeaderLookup headers, byte[] body) {
        Optional<String> signature = present(headers, plan.signatureHeader());
        if (signature.isEmpty()) {
            return WebhookVerdict.refused(RefusalReason.MISSING, "no " + plan.signatureHeader() + " header");
        }
        Optional<String> timestamp = present(headers, plan.timestampHeader());
        if (plan.includeTimestamp() && timestamp.isEmpty()) {
            return WebhookVerdict.refused(RefusalReason.MISSING, "no " + plan.timestampHeader() + " header");
        }
        Optional<byte[]> presented = decoded(signature.get());
        if (presented.isEmpty()) {
            return WebhookVerdict.refused(RefusalReason.TAMPERED,
                    plan.signatureHeader() + " is not a " + plan.encoding() + " signature");
        }
        byte[] expected = mac(payload(timestamp, body));
        if (!ConstantTime.equal(expected, presented.get())) {
            return WebhookVerdict.refused(RefusalReason.TAMPERED, plan.signatureHeader() + " does not match the body");
        }
        // A timestamp the signature does not cover proves nothing about when Vapi sent the request: a plan that
        // signs the body alone has no replay protection, and its timestamp header, if any, is not read.
        return plan.includeTimestamp() ? fresh(timestamp.orElseThrow()) : WebhookVerdict.ACCEPTED;
    }

    private WebhookVerdict fresh(String timestamp) {
        Optional<Instant> signedAt = instant(timestamp);
        if (signedAt.isEmpty()) {
            return WebhookVerdict.refused(RefusalReason.TAMPERED, plan.timestampHeader() + " is not a time");
        }
        Duration age = Duration.between(signedAt.get(), clock.instant()).abs();
        if (age.compareTo(tolerance) > 0) {
            return WebhookVerdict.refused(RefusalReason.STALE,
                    plan.timestampHeader() + " is further than " + tolerance + " from now");
        }
        return WebhookVerdict.ACCEPTED;
    }

    private byte[] payload(Optional<String> timestamp, byte[] body) {
        if (!plan.includeTimestamp()) {
            return body;
        }
        byte[] prefix = (timestamp.orElseThrow() + ".").getBytes(StandardCharsets.UTF_8);
        byte[] payload = new byte[prefix.length + body.length];
        System.arraycopy(prefix, 0, payload, 0, prefix.length);
        System.arraycopy(body, 0, payload, prefix.length, body.length);
        return payload;
    }

    /** The signature's bytes, without the plan's prefix; empty when the header is not written as the plan says. */
    private Optional<byte[]> decoded(String signature) {
        if (!signature.startsWith(plan.signaturePrefix())) {
            return Optional.empty();
        }
        String written = signature.substring(plan.signaturePrefix().length()).trim();
        try {
            return Optional.of(plan.encoding() == VapiHmacPlan.Encoding.HEX ? HexFormat.of().parseHex(written)
                    : Base64.getDecoder().decode(written));
        } catch (IllegalArgumentException notEncoded) {
            return Optional.empty();
        }
    }

    private static Optional<Instant> instant(String timestamp) {
        String text = timestamp.trim();
        if (!text.isEmpty() && text.length() <= 18 && text.chars().allMatch(Character::isDigit)) {
            long number = Long.parseLong(text);
            return Optional.of(number < LARGEST_SECONDS ? Instant.ofEpochSecond(number) : Instant.ofEpochMilli(number));
        }
        try {
            return Optional.of(Instant.parse(text));
        } catch (DateTimeParseException notATime) {
            return Optional.empty();
        }
    }

    private static Optional<String> present(HeaderLookup headers, String name) {
        return headers.value(name).filter(value -> !value.isBlank());
    }

    private byte[] mac(byte[] payload) {
        try {
            Mac mac = Mac.getInstance(key.getAlgorithm());
            mac.init(key);
            return mac.doFinal(payload);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has " + key.getAlgorithm(), e);
        }
    }

    /** The plan's settings and never its secret. */
    @Override
    public String toString() {
        return "VapiServerCredential[" + plan + ", tolerance=" + tolerance + "]";
    }
}
