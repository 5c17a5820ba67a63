package io.campaignoutreach.adapter.provider.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Comparisons whose duration tells a caller nothing about how much of a guess was right. */
final class ConstantTime {

    private ConstantTime() {
    }

    /**
     * Whether two byte strings are equal. {@link MessageDigest#isEqual} takes a time that depends only on the
     * length of its first argument, so the value computed here goes first and a sender learns nothing from timing.
     */
    static boolean equal(byte[] expected, byte[] presented) {
        return MessageDigest.isEqual(expected, presented);
    }

    /** Whether a presented secret is the configured one; comparing digests hides the secret's length too. */
    static boolean sameSecret(String configured, String presented) {
        return equal(sha256(configured.getBytes(StandardCharsets.UTF_8)),
                sha256(presented.getBytes(StandardCharsets.UTF_8)));
    }

    static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
