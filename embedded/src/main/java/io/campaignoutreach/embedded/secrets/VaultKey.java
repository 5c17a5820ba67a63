package io.campaignoutreach.embedded.secrets;

import io.campaignoutreach.application.provider.SealedSecret;
import java.util.Objects;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/** One AES-256 key of the vault and the id sealed secrets name it by. Shows its id only. */
public final class VaultKey {

    public static final int KEY_BYTES = 32;

    private final String id;
    private final SecretKey key;

    private VaultKey(String id, SecretKey key) {
        this.id = id;
        this.key = key;
    }

    /** The key {@code material} (copied) under {@code id}; a failure's message never shows the material. */
    public static VaultKey of(String id, byte[] material) {
        Objects.requireNonNull(material, "material");
        if (!SealedSecret.isKeyId(id)) {
            throw new IllegalArgumentException("a key id is 1 to 32 letters, digits, '-' or '_'");
        }
        if (material.length != KEY_BYTES) {
            throw new IllegalArgumentException("key '" + id + "' must be " + KEY_BYTES + " bytes, got "
                    + material.length);
        }
        return new VaultKey(id, new SecretKeySpec(material, "AES"));
    }

    public String id() {
        return id;
    }

    SecretKey key() {
        return key;
    }

    @Override
    public String toString() {
        return "VaultKey[id=" + id + "]";
    }
}
