package io.campaignoutreach.adapter.provider.webhooks;

import io.campaignoutreach.application.provider.HeaderLookup;
import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.provider.webhooks.VapiHmacPlan.Algorithm;
import io.campaignoutreach.adapter.provider.webhooks.VapiHmacPlan.Encoding;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Vapi's server-URL credentials. Vapi publishes no signature test vectors, so the HMAC vectors come from outside
 * this code: RFC 4231 test case 2 for HMAC-SHA256 itself, and signatures computed with Python's {@code hmac}
 * module over Vapi's default payload {@code <timestamp>.<body>} (the commands are in each test's comment).
 */
class VapiServerCredentialTest {

    private static final String SECRET = "vapi-test-secret";
    private static final String TIMESTAMP = "1796673600";
    private static final Instant SIGNED_AT = Instant.ofEpochSecond(1_796_673_600L);
    private static final byte[] BODY = "{\"message\":{\"type\":\"status-update\",\"status\":\"ended\"}}"
            .getBytes(StandardCharsets.UTF_8);
    // python3 -c 'import hmac,hashlib; print(hmac.new(b"vapi-test-secret",
    //     b"1796673600." + b"{\"message\":{\"type\":\"status-update\",\"status\":\"ended\"}}", hashlib.sha256).hexdigest())'
    private static final String SIGNATURE = "4ddbea160e7dfb262fe3c7c14eeea0381f4c5d77f25409d7d4f3a4263c9b923a";

    private static Clock at(Instant instant) {
        return Clock.fixed(instant, ZoneOffset.UTC);
    }

    private static VapiServerCredential defaultHmac(Instant now) {
        return VapiServerCredential.hmac(VapiHmacPlan.of(SECRET, Algorithm.SHA256), at(now));
    }

    private static HeaderLookup signed(String signature, String timestamp) {
        return HeaderLookup.of(Map.of("X-Signature", signature, "X-Timestamp", timestamp));
    }

    private static RefusalReason reason(WebhookVerdict verdict) {
        return ((WebhookVerdict.Refused) verdict).reason();
    }

    @Test
    void givenConfiguredSecret_whenSentInXVapiSecret_thenAccepted() {
        VapiServerCredential credential = VapiServerCredential.secretHeader("s3cret-value");

        assertThat(credential.verify(HeaderLookup.of(Map.of("X-Vapi-Secret", "s3cret-value")), BODY).isAccepted())
                .isTrue();
    }

    @Test
    void givenOtherSecret_whenSent_thenWrongCredential() {
        VapiServerCredential credential = VapiServerCredential.secretHeader("s3cret-value");

        assertThat(credential.verify(HeaderLookup.of(Map.of("x-vapi-secret", "s3cret-valuf")), BODY))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.WRONG_CREDENTIAL,
                        "x-vapi-secret is not the configured credential"));
        assertThat(reason(credential.verify(HeaderLookup.of(Map.of("x-vapi-secret", "s3cret-value-and-more")), BODY)))
                .isEqualTo(RefusalReason.WRONG_CREDENTIAL);
    }

    @Test
    void givenNoSecretHeader_whenVerified_thenMissing() {
        VapiServerCredential credential = VapiServerCredential.secretHeader("s3cret-value");

        assertThat(credential.verify(HeaderLookup.of(Map.of("Authorization", "Bearer s3cret-value")), BODY))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.MISSING, "no x-vapi-secret header"));
        assertThat(reason(credential.verify(HeaderLookup.of(Map.of("x-vapi-secret", " ")), BODY)))
                .isEqualTo(RefusalReason.MISSING);
    }

    @Test
    void givenBearerTokenCredential_whenSentWithPrefix_thenAccepted() {
        VapiServerCredential credential = VapiServerCredential.bearerToken("Authorization", true, "tok-123");

        assertThat(credential.verify(HeaderLookup.of(Map.of("authorization", "Bearer tok-123")), BODY).isAccepted())
                .isTrue();
        assertThat(reason(credential.verify(HeaderLookup.of(Map.of("authorization", "tok-123")), BODY)))
                .isEqualTo(RefusalReason.WRONG_CREDENTIAL);
    }

    @Test
    void givenDefaultHmacPlan_whenSignedNow_thenAccepted() {
        assertThat(defaultHmac(SIGNED_AT.plusSeconds(2)).verify(signed(SIGNATURE, TIMESTAMP), BODY).isAccepted())
                .isTrue();
    }

    // RFC 4231, test case 2: key "Jefe", data "what do ya want for nothing?"
    @Test
    void givenPlanWithoutTimestamp_whenBodyAloneSigned_thenAccepted() {
        VapiServerCredential credential = VapiServerCredential.hmac(
                VapiHmacPlan.of("Jefe", Algorithm.SHA256).withHeaders("x-vapi-signature", "x-vapi-timestamp")
                        .withoutTimestamp(), at(SIGNED_AT));
        HeaderLookup headers = HeaderLookup.of(Map.of("x-vapi-signature",
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));

        assertThat(credential.verify(headers, "what do ya want for nothing?".getBytes(StandardCharsets.US_ASCII))
                .isAccepted()).isTrue();
    }

    @Test
    void givenPlanWithoutTimestamp_whenUnsignedTimestampSent_thenItIsNotRead() {
        VapiServerCredential credential = VapiServerCredential.hmac(
                VapiHmacPlan.of("Jefe", Algorithm.SHA256).withoutTimestamp(), at(SIGNED_AT.plus(Duration.ofDays(1))));
        HeaderLookup headers = signed("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843", TIMESTAMP);

        assertThat(credential.verify(headers, "what do ya want for nothing?".getBytes(StandardCharsets.US_ASCII))
                .isAccepted()).isTrue();
    }

    // python3: base64.b64encode(hmac.new(b"vapi-test-secret", b"1796673600." + body, hashlib.sha512).digest())
    @Test
    void givenSha512Base64PlanWithPrefix_whenSigned_thenAccepted() {
        VapiServerCredential credential = VapiServerCredential.hmac(VapiHmacPlan.of(SECRET, Algorithm.SHA512)
                .withEncoding(Encoding.BASE64).withSignaturePrefix("sha512="), at(SIGNED_AT));
        String signature = "sha512=ODNYQlUU4B0tMBRWr2HiZinzuLDHJ3Hjny1AQVWuYCcOCZEQ799Z4MYTRKf1n2fyNwTDTXCS7hMy3go7gRzgqQ==";

        assertThat(credential.verify(signed(signature, TIMESTAMP), BODY).isAccepted()).isTrue();
        assertThat(reason(credential.verify(signed(signature.substring("sha512=".length()), TIMESTAMP), BODY)))
                .isEqualTo(RefusalReason.TAMPERED);
    }

    @Test
    void givenBase64Secret_whenDecoded_thenSameKey() {
        String encoded = Base64.getEncoder().encodeToString(SECRET.getBytes(StandardCharsets.UTF_8));
        VapiServerCredential credential = VapiServerCredential.hmac(
                VapiHmacPlan.of(encoded, Algorithm.SHA256).withBase64Secret(), at(SIGNED_AT));

        assertThat(credential.verify(signed(SIGNATURE, TIMESTAMP), BODY).isAccepted()).isTrue();
    }

    @Test
    void givenAlteredBody_whenVerified_thenTampered() {
        byte[] altered = "{\"message\":{\"type\":\"status-update\",\"status\":\"in-progress\"}}"
                .getBytes(StandardCharsets.UTF_8);

        assertThat(defaultHmac(SIGNED_AT).verify(signed(SIGNATURE, TIMESTAMP), altered))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.TAMPERED, "x-signature does not match the body"));
    }

    @Test
    void givenAlteredTimestamp_whenVerified_thenTamperedNotStale() {
        assertThat(reason(defaultHmac(SIGNED_AT).verify(signed(SIGNATURE, "1796673601"), BODY)))
                .isEqualTo(RefusalReason.TAMPERED);
    }

    @Test
    void givenOtherSecret_whenHmacVerified_thenTampered() {
        VapiServerCredential other = VapiServerCredential.hmac(VapiHmacPlan.of("another-secret", Algorithm.SHA256),
                at(SIGNED_AT));

        assertThat(reason(other.verify(signed(SIGNATURE, TIMESTAMP), BODY))).isEqualTo(RefusalReason.TAMPERED);
    }

    @Test
    void givenSignatureNotHex_whenVerified_thenTampered() {
        assertThat(defaultHmac(SIGNED_AT).verify(signed("not-hex!", TIMESTAMP), BODY))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.TAMPERED, "x-signature is not a HEX signature"));
    }

    @Test
    void givenNoSignatureOrNoTimestamp_whenVerified_thenMissing() {
        VapiServerCredential credential = defaultHmac(SIGNED_AT);

        assertThat(credential.verify(HeaderLookup.of(Map.of("x-timestamp", TIMESTAMP)), BODY))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.MISSING, "no x-signature header"));
        assertThat(credential.verify(HeaderLookup.of(Map.of("x-signature", SIGNATURE)), BODY))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.MISSING, "no x-timestamp header"));
    }

    @Test
    void givenSignatureOlderThanFiveMinutes_whenVerified_thenStale() {
        WebhookVerdict verdict = defaultHmac(SIGNED_AT.plus(Duration.ofMinutes(5)).plusSeconds(1))
                .verify(signed(SIGNATURE, TIMESTAMP), BODY);

        assertThat(verdict).isEqualTo(WebhookVerdict.refused(RefusalReason.STALE,
                "x-timestamp is further than PT5M from now"));
        assertThat(defaultHmac(SIGNED_AT.plus(Duration.ofMinutes(5))).verify(signed(SIGNATURE, TIMESTAMP), BODY)
                .isAccepted()).isTrue();
    }

    @Test
    void givenTimestampFarInTheFuture_whenVerified_thenStale() {
        assertThat(reason(defaultHmac(SIGNED_AT.minus(Duration.ofMinutes(6))).verify(signed(SIGNATURE, TIMESTAMP),
                BODY))).isEqualTo(RefusalReason.STALE);
    }

    @Test
    void givenConfiguredTolerance_whenOlder_thenStale() {
        VapiServerCredential strict = VapiServerCredential.hmac(VapiHmacPlan.of(SECRET, Algorithm.SHA256),
                at(SIGNED_AT.plusSeconds(31)), Duration.ofSeconds(30));

        assertThat(reason(strict.verify(signed(SIGNATURE, TIMESTAMP), BODY))).isEqualTo(RefusalReason.STALE);
    }

    // python3: hmac.new(b"vapi-test-secret", b"1796673600000." + body, hashlib.sha256).hexdigest()
    @Test
    void givenTimestampInMilliseconds_whenVerified_thenReadAsMilliseconds() {
        String signature = "23fc54385428baec1f29384575cb4181662fe46748830b0c85e72b183cc8b4bb";

        assertThat(defaultHmac(SIGNED_AT.plusSeconds(60)).verify(signed(signature, "1796673600000"), BODY)
                .isAccepted()).isTrue();
    }

    @Test
    void givenAnyCredential_whenPrintedOrRefused_thenNoSecretNoBody() {
        VapiServerCredential hmac = defaultHmac(SIGNED_AT);
        VapiServerCredential secret = VapiServerCredential.secretHeader("s3cret-value");
        WebhookVerdict refused = hmac.verify(signed(SIGNATURE, TIMESTAMP), "{\"customer\":\"Jane Roe\"}"
                .getBytes(StandardCharsets.UTF_8));

        assertThat(hmac.toString()).doesNotContain(SECRET);
        assertThat(VapiHmacPlan.of(SECRET, Algorithm.SHA256).toString()).doesNotContain(SECRET);
        assertThat(secret.toString()).doesNotContain("s3cret-value");
        assertThat(refused.toString()).doesNotContain(SECRET, SIGNATURE, "Jane Roe");
        assertThat(secret.verify(HeaderLookup.of(Map.of("x-vapi-secret", "guess")), BODY).toString())
                .doesNotContain("s3cret-value", "guess");
    }

    @Test
    void givenRefusalReasons_whenTagged_thenMetricFriendly() {
        assertThat(RefusalReason.WRONG_CREDENTIAL.tag()).isEqualTo("wrong_credential");
        assertThat(RefusalReason.STALE.tag()).isEqualTo("stale");
    }
}
