package io.campaignoutreach.domain.access;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * The plain value of an API key (D7): {@code cc_} and 40 characters of [A-Za-z0-9] from a secure
 * random source. Only its SHA-256 hash and first 8 characters are ever stored.
 */
public final class ApiKeySecret {

    public static final String PREFIX = "cc_";
    public static final int RANDOM_LENGTH = 40;
    public static final int DISPLAY_PREFIX_LENGTH = 8;
    private static final char[] ALPHABET =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final MessageDigest SHA_256 = lookUpSha256();

    private final String value;

    private ApiKeySecret(String value) {
        this.value = value;
    }

    public static ApiKeySecret generate() {
        StringBuilder sb = new StringBuilder(PREFIX);
        for (int i = 0; i < RANDOM_LENGTH; i++) {
            sb.append(ALPHABET[RANDOM.nextInt(ALPHABET.length)]);
        }
        return new ApiKeySecret(sb.toString());
    }

    /**
     * Whether a presented header value has the shape of a key; says nothing about its validity. Checked
     * character by character: it runs on every request, and the regular expression it replaces was a
     * measurable part of a small read.
     */
    public static boolean isWellFormed(String presented) {
        if (presented == null || presented.length() != PREFIX.length() + RANDOM_LENGTH
                || !presented.startsWith(PREFIX)) {
            return false;
        }
        for (int i = PREFIX.length(); i < presented.length(); i++) {
            char c = presented.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    /** Lowercase hex SHA-256 of the key, the only form in which keys are stored and looked up. */
    public static String hash(String presented) {
        byte[] digest = sha256().digest(presented.getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest);
    }

    private static MessageDigest lookUpSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }

    /** A fresh digest, cloned from one looked up once: looking the algorithm up costs more than hashing a key. */
    private static MessageDigest sha256() {
        try {
            return (MessageDigest) SHA_256.clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("the platform's SHA-256 digest cannot be cloned", e);
        }
    }

    public String value() {
        return value;
    }

    public String hash() {
        return hash(value);
    }

    public String displayPrefix() {
        return value.substring(0, DISPLAY_PREFIX_LENGTH);
    }

    @Override
    public String toString() {
        return displayPrefix() + "…";
    }
}
