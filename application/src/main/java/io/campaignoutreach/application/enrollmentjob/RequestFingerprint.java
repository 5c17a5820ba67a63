package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.SubmitCommand;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The idempotency fingerprint of a request (D9): SHA-256 over the campaign, the action, the
 * entries exactly as sent, the status and the reason. Each part is length-prefixed so that no two
 * different requests can run together into the same text.
 */
final class RequestFingerprint {

    private RequestFingerprint() {
    }

    static String of(SubmitCommand command) {
        StringBuilder text = new StringBuilder();
        part(text, command.campaignId().toString());
        part(text, command.action().wireName());
        part(text, command.targetStatus() == null ? null : command.targetStatus().wireName());
        part(text, command.reason());
        command.entries().forEach(entry -> part(text, entry.asSent()));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
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
