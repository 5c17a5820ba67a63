package io.campaignoutreach.bootstrap.config;

import static io.campaignoutreach.bootstrap.config.Settings.value;

import io.campaignoutreach.application.provider.SealedSecret;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.embedded.secrets.AesGcmSecretVault;
import io.campaignoutreach.embedded.secrets.VaultKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The keys that seal secrets at rest (P68), from the environment:
 * <table>
 *   <caption>Variables</caption>
 *   <tr><th>Name</th><th>Default</th><th>Meaning</th></tr>
 *   <tr><td>COS_SECRETS_KEYS</td><td>unset</td><td>{@code id:base64key,...}, each key 32 random bytes
 *       ({@code openssl rand -base64 32}); the first seals, all open. Unset: no vault, and no secret can
 *       be stored</td></tr>
 * </table>
 * A malformed entry stops start-up with a message naming the variable and the entry's position, and
 * its id once the id is known good; never the key, nor the text of the entry, which may be a key
 * pasted in the wrong place.
 */
public record SecretSettings(List<VaultKey> keys) {

    public static final String KEYS = "COS_SECRETS_KEYS";
    public static final SecretSettings NONE = new SecretSettings(List.of());

    public SecretSettings {
        keys = List.copyOf(keys);
    }

    public static SecretSettings fromEnvironment(Map<String, String> env) {
        return value(env, KEYS).map(SecretSettings::parse).orElse(NONE);
    }

    /** The vault over the keys, the first current; empty when no key is set. */
    public Optional<SecretVault> vault() {
        return keys.isEmpty() ? Optional.empty() : Optional.of(new AesGcmSecretVault(keys));
    }

    @Override
    public String toString() {
        return "SecretSettings[keys=" + keys.stream().map(VaultKey::id).toList() + "]";
    }

    private static SecretSettings parse(String text) {
        List<VaultKey> keys = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        String[] entries = text.split(",", -1);
        for (int i = 0; i < entries.length; i++) {
            String entry = entries[i].strip();
            String where = KEYS + " entry " + (i + 1);
            int colon = entry.indexOf(':');
            if (colon < 0) {
                throw new SettingsException(where + " must be id:base64key");
            }
            String id = entry.substring(0, colon).strip();
            if (!SealedSecret.isKeyId(id)) {
                throw new SettingsException(where + " must start with a key id of 1 to 32 letters, digits, '-' or"
                        + " '_', then ':' and the key");
            }
            if (!ids.add(id)) {
                throw new SettingsException(where + " names key id '" + id + "' again; each key needs its own id");
            }
            keys.add(VaultKey.of(id, material(where + " (key '" + id + "')", entry.substring(colon + 1))));
        }
        return new SecretSettings(keys);
    }

    private static byte[] material(String where, String base64) {
        byte[] material;
        try {
            material = Base64.getDecoder().decode(base64.strip());
        } catch (IllegalArgumentException e) {
            throw new SettingsException(where + " is not Base64; make a key with: openssl rand -base64 32");
        }
        if (material.length != VaultKey.KEY_BYTES) {
            throw new SettingsException(where + " must be " + VaultKey.KEY_BYTES + " bytes, got "
                    + material.length + "; make a key with: openssl rand -base64 32");
        }
        return material;
    }
}
