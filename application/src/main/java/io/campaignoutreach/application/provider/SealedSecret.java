package io.campaignoutreach.application.provider;

import java.util.Base64;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A secret as it is stored: the id of the key that sealed it and the sealed bytes (nonce, ciphertext
 * and tag) as Base64 text. Its one text form, {@code v1:<keyId>:<base64>}, is what a store keeps in a
 * column; the version leads so that another format can be told apart later. Nothing but the key id is
 * ever shown by {@link #toString}: the sealed bytes are no secret, but keeping them out of logs keeps
 * a backup's ciphertext out of every log line too.
 */
public record SealedSecret(String keyId, String sealed) {

    public static final String VERSION = "v1";
    private static final Pattern KEY_ID = Pattern.compile("[A-Za-z0-9_-]{1,32}");

    public SealedSecret {
        Objects.requireNonNull(keyId, "keyId");
        Objects.requireNonNull(sealed, "sealed");
        if (!isKeyId(keyId)) {
            throw new IllegalArgumentException("a key id is 1 to 32 letters, digits, '-' or '_'");
        }
        if (sealed.isEmpty() || !isBase64(sealed)) {
            throw new IllegalArgumentException("the sealed bytes of key '" + keyId + "' are not Base64");
        }
    }

    /** Whether {@code text} may name a key: short, and free of the separators of the text forms. */
    public static boolean isKeyId(String text) {
        return text != null && KEY_ID.matcher(text).matches();
    }

    /** Reads the text form; the message of a failure never repeats the text, which may be anything. */
    public static SealedSecret parse(String text) {
        Objects.requireNonNull(text, "text");
        String[] parts = text.split(":", -1);
        if (parts.length != 3 || !parts[0].equals(VERSION)) {
            throw new IllegalArgumentException("a sealed secret reads " + VERSION + ":<keyId>:<base64>");
        }
        return new SealedSecret(parts[1], parts[2]);
    }

    public String format() {
        return VERSION + ":" + keyId + ":" + sealed;
    }

    @Override
    public String toString() {
        return "SealedSecret[keyId=" + keyId + "]";
    }

    private static boolean isBase64(String text) {
        try {
            Base64.getDecoder().decode(text);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
