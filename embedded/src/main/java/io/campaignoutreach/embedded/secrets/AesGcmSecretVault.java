package io.campaignoutreach.embedded.secrets;

import io.campaignoutreach.application.provider.SealedSecret;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.application.provider.SecretVaultException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;

/**
 * The secret vault on the JDK's AES-GCM: 256-bit keys, a random 12-byte nonce per seal, a 128-bit
 * tag. It seals under the current key (the first given) and opens under any key it holds, so that
 * secrets sealed under an older key keep opening while they are resealed. The associated data binds
 * the format version, the key id and the caller's context, so a sealed value opens only where it was
 * sealed for. Thread-safe: a cipher is made per call.
 */
public final class AesGcmSecretVault implements SecretVault {

    static final int NONCE_BYTES = 12;
    static final int TAG_BITS = 128;
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";

    private final Map<String, VaultKey> keys = new LinkedHashMap<>();
    private final VaultKey current;
    private final SecureRandom random;

    /** A vault over {@code keys}, the first the current one; ids must differ. */
    public AesGcmSecretVault(List<VaultKey> keys) {
        this(keys, new SecureRandom());
    }

    AesGcmSecretVault(List<VaultKey> keys, SecureRandom random) {
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("a vault needs at least one key");
        }
        for (VaultKey key : keys) {
            if (this.keys.putIfAbsent(key.id(), key) != null) {
                throw new IllegalArgumentException("key id '" + key.id() + "' is given twice");
            }
        }
        this.current = keys.get(0);
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public SealedSecret seal(String plaintext, String context) {
        Objects.requireNonNull(plaintext, "plaintext");
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        byte[] sealed = run(Cipher.ENCRYPT_MODE, current, nonce, context,
                plaintext.getBytes(StandardCharsets.UTF_8));
        byte[] whole = ByteBuffer.allocate(NONCE_BYTES + sealed.length).put(nonce).put(sealed).array();
        return new SealedSecret(current.id(), Base64.getEncoder().encodeToString(whole));
    }

    @Override
    public String open(SealedSecret sealed, String context) {
        VaultKey key = keys.get(sealed.keyId());
        if (key == null) {
            throw new SecretVaultException("a secret is sealed under key '" + sealed.keyId()
                    + "', which is not among the configured keys");
        }
        byte[] whole = Base64.getDecoder().decode(sealed.sealed());
        if (whole.length < NONCE_BYTES + TAG_BITS / 8) {
            throw notOpened(sealed.keyId());
        }
        byte[] nonce = Arrays.copyOfRange(whole, 0, NONCE_BYTES);
        byte[] body = Arrays.copyOfRange(whole, NONCE_BYTES, whole.length);
        return new String(run(Cipher.DECRYPT_MODE, key, nonce, context, body), StandardCharsets.UTF_8);
    }

    @Override
    public SealedSecret reseal(SealedSecret sealed, String context) {
        if (sealed.keyId().equals(current.id())) {
            return sealed;
        }
        return seal(open(sealed, context), context);
    }

    @Override
    public String currentKeyId() {
        return current.id();
    }

    @Override
    public String toString() {
        return "AesGcmSecretVault[current=" + current.id() + ", keys=" + keys.keySet() + "]";
    }

    private static byte[] run(int mode, VaultKey key, byte[] nonce, String context, byte[] input) {
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(mode, key.key(), new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(associatedData(key.id(), context));
            return cipher.doFinal(input);
        } catch (AEADBadTagException e) {
            throw notOpened(key.id());
        } catch (GeneralSecurityException e) {
            // The JDK always has AES-GCM; a failure here is the platform's, not the secret's.
            throw new IllegalStateException(TRANSFORMATION + " failed: " + e.getClass().getSimpleName());
        }
    }

    /** Version, key id and context: key ids never hold a NUL, so the three cannot run into one another. */
    private static byte[] associatedData(String keyId, String context) {
        Objects.requireNonNull(context, "context");
        if (context.isBlank()) {
            throw new IllegalArgumentException("a secret is sealed for a context, such as its organization and name");
        }
        return (SealedSecret.VERSION + '\0' + keyId + '\0' + context).getBytes(StandardCharsets.UTF_8);
    }

    private static SecretVaultException notOpened(String keyId) {
        return new SecretVaultException("a secret sealed under key '" + keyId
                + "' does not open: it was altered, or sealed for another context");
    }
}
