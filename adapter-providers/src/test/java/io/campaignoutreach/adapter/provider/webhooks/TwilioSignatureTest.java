package io.campaignoutreach.adapter.provider.webhooks;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Twilio's request validation, checked with the vectors of Twilio's own SDK tests: the token, URLs, parameters,
 * body and expected signatures below are copied from
 * <ul>
 * <li>twilio/twilio-java, {@code src/test/java/com/twilio/security/RequestValidatorTest.java} (commit 179bd9c6),</li>
 * <li>twilio/twilio-python, {@code tests/unit/test_request_validator.py} (commit 306691e7),</li>
 * <li>twilio/twilio-node, {@code spec/validation.spec.js} (commit 45d3d65a),</li>
 * </ul>
 * each test naming the SDK test it repeats. The three SDKs share the base vectors (token 12345, the mycompany.com
 * URL and the five call parameters).
 */
class TwilioSignatureTest {

    private static final String TOKEN = "12345";
    private static final String URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
    private static final String SIGNATURE = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";
    private static final String BODY = "{\"property\": \"value\", \"boolean\": true}";
    private static final String BODY_HASH = "0a1ff7634d9ab3b95db5c9a2dfe9416e41502b283a80c7cf19632632f96e6620";

    private final TwilioSignature twilio = new TwilioSignature(TOKEN);

    private static Map<String, List<String>> callParameters() {
        Map<String, List<String>> params = new LinkedHashMap<>();
        params.put("Digits", List.of("1234"));
        params.put("CallSid", List.of("CA1234567890ABCDE"));
        params.put("To", List.of("+18005551212"));
        params.put("Caller", List.of("+14158675309"));
        params.put("From", List.of("+14158675309"));
        return params;
    }

    private static byte[] body() {
        return BODY.getBytes(StandardCharsets.UTF_8);
    }

    // twilio-java testValidate, twilio-python test_compute_signature and test_validation, twilio-node
    // "should succeed with the correct signature"
    @Test
    void givenTwilioVector_whenVerified_thenAccepted() {
        assertThat(twilio.sign(URL, callParameters())).isEqualTo(SIGNATURE);
        assertThat(twilio.verify(URL, callParameters(), Optional.of(SIGNATURE)).isAccepted()).isTrue();
    }

    // twilio-java testFailsWhenIncorrect
    @Test
    void givenAlteredSignature_whenVerified_thenTampered() {
        assertThat(twilio.verify(URL, callParameters(), Optional.of("NOTRSOYDt4T1cUTdK1PDd93/VVr8B8=")))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.TAMPERED,
                        "X-Twilio-Signature does not match the URL and parameters"));
    }

    // twilio-python test_compute_signature_duplicate_multi_dict (Digits 5678, 1234, 1234), twilio-node "should
    // validate request body with multiple params and values": values of one name sorted, each once
    @Test
    void givenRepeatedParameter_whenSigned_thenValuesSortedOnce() {
        Map<String, List<String>> params = Map.of("Sid", List.of("CA123"), "SidAccount", List.of("AC123"),
                "Digits", List.of("5678", "1234", "1234"));

        assertThat(twilio.sign(URL, params)).isEqualTo("IK+Dwps556ElfBT0I3Rgjkr1wJU=");
        assertThat(twilio.verify(URL, params, Optional.of("IK+Dwps556ElfBT0I3Rgjkr1wJU=")).isAccepted()).isTrue();
    }

    // twilio-node "should validate request body with an array parameter regardless of the position of values"
    @Test
    void givenArrayParameterInEitherOrder_whenVerified_thenAccepted() {
        String signature = "83O6e2vORAoJHUNzJjDWN1jz+BA=";

        assertThat(twilio.verify(URL, Map.of("MessagingBinding.Address", List.of("+1325xxxxxxx", "+1415xxxxxxx")),
                Optional.of(signature)).isAccepted()).isTrue();
        assertThat(twilio.verify(URL, Map.of("MessagingBinding.Address", List.of("+1415xxxxxxx", "+1325xxxxxxx")),
                Optional.of(signature)).isAccepted()).isTrue();
    }

    // twilio-java testValidateRemovesPortHttps, twilio-python test_validation_removes_port_on_https
    @Test
    void givenHttpsUrlWithPort_whenSignedWithoutIt_thenAccepted() {
        String url = URL.replace(".com", ".com:1234");

        assertThat(twilio.verify(url, callParameters(), Optional.of(SIGNATURE)).isAccepted()).isTrue();
    }

    // twilio-java testValidateRemovesPortHttp: "hash of http uri with port 1234"
    @Test
    void givenHttpUrlWithPort_whenSignedWithIt_thenAccepted() {
        String url = URL.replace(".com", ".com:1234").replace("https", "http");

        assertThat(twilio.verify(url, callParameters(), Optional.of("Zmvh+3yNM1Phv2jhDCwEM3q5ebU=")).isAccepted())
                .isTrue();
    }

    // twilio-java testValidateAddsPortHttps: "hash of https uri with port 443"
    @Test
    void givenHttpsUrlWithoutPort_whenSignedWith443_thenAccepted() {
        assertThat(twilio.verify(URL, callParameters(), Optional.of("kvajT1Ptam85bY51eRf/AJRuM3w=")).isAccepted())
                .isTrue();
    }

    // twilio-java testValidateAddsPortHttp: "hash of http uri with port 80"
    @Test
    void givenHttpUrlWithoutPort_whenSignedWith80_thenAccepted() {
        String url = URL.replace("https", "http");

        assertThat(twilio.verify(url, callParameters(), Optional.of("0ZXoZLH/DfblKGATFgpif+LLRf4=")).isAccepted())
                .isTrue();
    }

    // twilio-node "should validate urls with credentials" and "... by adding port"
    @Test
    void givenUrlWithUserInfo_whenVerified_thenPortAddedAfterHost() {
        String url = "https://user:pass@mycompany.com/myapp.php?foo=1&bar=2";

        assertThat(twilio.verify(url, callParameters(), Optional.of("CukzLTc1tT5dXEDIHm/tKBanW10=")).isAccepted())
                .isTrue();
        assertThat(twilio.verify(url, callParameters(), Optional.of("ZQFR1PTIZXF2MXB8ZnKCvnnA+rI=")).isAccepted())
                .isTrue();
    }

    // twilio-java testValidateWithUrlEncodedQueryParams: the query is signed as written, escapes and all
    @Test
    void givenEncodedQuery_whenVerified_thenSignedAsWritten() {
        String url = "https://mycompany.com/myapp.php?foo=hello%20world&bar=test%2Bvalue";

        assertThat(twilio.verify(url, callParameters(), Optional.of("er2tvAP1Wx+iuTTE2BPgvEaN1cs=")).isAccepted())
                .isTrue();
    }

    // twilio-java testValidateWithSpecialCharactersInParams and testValidateWithInternationalCharactersInUrl
    @Test
    void givenNonAsciiText_whenVerified_thenSignedAsUtf8() {
        Map<String, List<String>> special = Map.of("Message", List.of("Hello & goodbye! @#$%^*()"),
                "From", List.of("+1 (415) 867-5309"), "Special", List.of("unicode: ñáéíóú"));

        assertThat(twilio.verify(URL, special, Optional.of("dCPiR4WtQ6QFN6pJh81CtlCcWLQ=")).isAccepted()).isTrue();
        assertThat(twilio.verify("https://mycompany.com/webhook/España?año=2023", callParameters(),
                Optional.of("G/Hx6mqqnjUNlPAoi2Sp9bGst0g=")).isAccepted()).isTrue();
    }

    // twilio-java testValidateWithEmptyParams, testValidateWithEmptyParameterValues and
    // testValidateWithCaseSensitiveParameterKeys
    @Test
    void givenEmptyAndCaseDifferingParameters_whenVerified_thenAccepted() {
        assertThat(twilio.verify(URL, Map.of(), Optional.of("zYQTYrRWXE7LtzbG4PfP7/bkkGo=")).isAccepted()).isTrue();
        assertThat(twilio.verify(URL, Map.of("Digits", List.of(""), "CallSid", List.of("CA1234567890ABCDE"),
                "EmptyParam", List.of("")), Optional.of("9HHp/OqQMEwdrVebHDdA/+tqjX8=")).isAccepted()).isTrue();
        assertThat(twilio.verify(URL, Map.of("callSid", List.of("lowercase"), "CallSid", List.of("uppercase"),
                "CALLSID", List.of("allcaps")), Optional.of("jDK7WKT8wiNrwggd4ceTv4e1MJ4=")).isAccepted()).isTrue();
    }

    @Test
    void givenTamperedParameter_whenVerified_thenTampered() {
        Map<String, List<String>> params = callParameters();
        params.put("Digits", List.of("9999"));

        assertThat(twilio.verify(URL, params, Optional.of(SIGNATURE)))
                .extracting(verdict -> ((WebhookVerdict.Refused) verdict).reason()).isEqualTo(RefusalReason.TAMPERED);
    }

    @Test
    void givenAddedParameter_whenVerified_thenTampered() {
        Map<String, List<String>> params = callParameters();
        params.put("AnsweredBy", List.of("human"));

        assertThat(twilio.verify(URL, params, Optional.of(SIGNATURE)).isAccepted()).isFalse();
    }

    @Test
    void givenOtherAccountsToken_whenVerified_thenRefused() {
        TwilioSignature otherAccount = new TwilioSignature("54321");

        assertThat(otherAccount.verify(URL, callParameters(), Optional.of(SIGNATURE)))
                .extracting(verdict -> ((WebhookVerdict.Refused) verdict).reason()).isEqualTo(RefusalReason.TAMPERED);
    }

    // twilio-java testValidateFailsWithNullSignature and testValidateFailsWithEmptySignature
    @Test
    void givenNoSignatureHeader_whenVerified_thenMissing() {
        WebhookVerdict expected = WebhookVerdict.refused(RefusalReason.MISSING, "no X-Twilio-Signature header");

        assertThat(twilio.verify(URL, callParameters(), Optional.empty())).isEqualTo(expected);
        assertThat(twilio.verify(URL, callParameters(), Optional.of(""))).isEqualTo(expected);
        assertThat(twilio.verifyBody(URL + "&bodySHA256=" + BODY_HASH, body(), Optional.empty())).isEqualTo(expected);
    }

    @Test
    void givenUrlDifferingOnlyByPort_whenVerified_thenTampered() {
        String signedFor8443 = twilio.sign("https://mycompany.com:8443/myapp.php?foo=1&bar=2", callParameters());

        assertThat(twilio.verify("https://mycompany.com:9443/myapp.php?foo=1&bar=2", callParameters(),
                Optional.of(signedFor8443)).isAccepted()).isFalse();
        assertThat(twilio.verify(URL, callParameters(), Optional.of(signedFor8443)).isAccepted()).isFalse();
    }

    // twilio-node "should fail when the signature URL does not match the target URL" (its own token, s3cr3t)
    @Test
    void givenUrlDifferingInQuery_whenVerified_thenTampered() {
        TwilioSignature node = new TwilioSignature("s3cr3t");
        String signature = node.sign("https://example.com/path?test=param", Map.of());

        assertThat(node.verify("https://example.com/path?test=param2", Map.of(), Optional.of(signature))
                .isAccepted()).isFalse();
    }

    // twilio-java testValidateWithBody, twilio-python test_validation_of_body_succeeds, twilio-node "should
    // validate request body when given"
    @Test
    void givenJsonBodyWithItsHashInUrl_whenVerified_thenAccepted() {
        String url = URL + "&bodySHA256=" + BODY_HASH;

        assertThat(twilio.verifyBody(url, body(), Optional.of("a9nBmqA0ju/hNViExpshrM61xv4=")).isAccepted()).isTrue();
    }

    // twilio-java testValidateWithNoOtherParameters, twilio-node "should validate request body with only sha param"
    @Test
    void givenOnlyTheBodyHashInQuery_whenVerified_thenAccepted() {
        String url = "https://mycompany.com/myapp.php?bodySHA256=" + BODY_HASH;

        assertThat(twilio.verifyBody(url, body(), Optional.of("y77kIzt2vzLz71DgmJGsen2scGs=")).isAccepted()).isTrue();
    }

    // twilio-node "should validate request body when empty": body {} and its hash
    @Test
    void givenEmptyJsonObject_whenVerified_thenAccepted() {
        String url = URL + "&bodySHA256=44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a";

        assertThat(twilio.verifyBody(url, "{}".getBytes(StandardCharsets.UTF_8),
                Optional.of("Ldidvp12m26NI7eqEvxnEpkd9Hc=")).isAccepted()).isTrue();
    }

    // twilio-java testValidateBodyWithoutSignature: a body check needs bodySHA256 in the URL
    @Test
    void givenJsonBodyWithoutHashInUrl_whenVerified_thenMissing() {
        assertThat(twilio.verifyBody(URL, body(), Optional.of(SIGNATURE)))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.MISSING, "no bodySHA256 in the URL"));
    }

    @Test
    void givenBodyNotMatchingItsHash_whenVerified_thenTampered() {
        String url = URL + "&bodySHA256=" + BODY_HASH;
        byte[] altered = "{\"property\": \"other\", \"boolean\": true}".getBytes(StandardCharsets.UTF_8);

        assertThat(twilio.verifyBody(url, altered, Optional.of("a9nBmqA0ju/hNViExpshrM61xv4=")))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.TAMPERED, "body does not match bodySHA256"));
    }

    @Test
    void givenBodyHashChangedInUrl_whenVerified_thenTampered() {
        String url = URL + "&bodySHA256=" + "0".repeat(64);

        assertThat(twilio.verifyBody(url, body(), Optional.of("a9nBmqA0ju/hNViExpshrM61xv4=")))
                .isEqualTo(WebhookVerdict.refused(RefusalReason.TAMPERED, "X-Twilio-Signature does not match the URL"));
    }

    @Test
    void givenAnyRefusal_whenPrinted_thenNoTokenNoSignatureNoBody() {
        String url = URL + "&bodySHA256=" + BODY_HASH;
        WebhookVerdict refused = twilio.verifyBody(url, "{\"secret\": \"customer data\"}".getBytes(StandardCharsets.UTF_8),
                Optional.of("a9nBmqA0ju/hNViExpshrM61xv4="));

        assertThat(refused.toString()).doesNotContain(TOKEN, "a9nBmqA0ju", "customer data", BODY_HASH);
        assertThat(twilio.toString()).doesNotContain(TOKEN);
    }
}
