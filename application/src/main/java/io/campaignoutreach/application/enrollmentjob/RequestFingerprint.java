package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.shared.Violation;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The idempotency fingerprint of a request (D9, P49): SHA-256 over what the request asks for, as read:
 * the campaign, the action, the status, the reason and each entry's reference (a customer id, a
 * normalized phone number, or what is wrong with a malformed entry). Two requests that ask for
 * the same thing in different spellings (an id in capitals, a phone number with punctuation) have
 * the same fingerprint, whichever adapter read them. Each part is length-prefixed so that no two
 * different requests can run together into the same text; {@link #VERSION} starts the text, so
 * that a later change of these parts can never match a fingerprint stored before it.
 */
final class RequestFingerprint {

    static final String VERSION = "v2";

    private RequestFingerprint() {
    }

    static String of(EnrollmentJob.Request request) {
        StringBuilder text = new StringBuilder();
        part(text, VERSION);
        part(text, request.campaignId().toString());
        part(text, request.action().wireName());
        part(text, request.targetStatus() == null ? null : request.targetStatus().wireName());
        part(text, request.reason());
        request.entries().forEach(entry -> entry(text, entry));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }

    private static void entry(StringBuilder text, CustomerReference entry) {
        if (entry instanceof CustomerReference.ById byId) {
            part(text, "id");
            part(text, byId.customerId().toString());
        } else if (entry instanceof CustomerReference.ByPhone byPhone) {
            part(text, "phone");
            part(text, byPhone.phone().e164());
        } else if (entry instanceof CustomerReference.Malformed malformed) {
            part(text, "malformed");
            part(text, String.valueOf(malformed.violations().size()));
            for (Violation violation : malformed.violations()) {
                part(text, String.join("/", violation.path()));
                part(text, violation.code().wireName());
                part(text, violation.received());
            }
        }
    }

    private static void part(StringBuilder text, String value) {
        if (value == null) {
            text.append("-;");
        } else {
            text.append(value.length()).append(':').append(value).append(';');
        }
    }
}
