package io.campaignoutreach.bootstrap.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.provider.SealedSecret;
import io.campaignoutreach.application.provider.SecretVault;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SecretSettingsTest {

    private static final String KEY_A = key(1);
    private static final String KEY_B = key(2);
    private static final String CONTEXT = "org:1/vapi.apiKey";

    @Test
    void no_keys_means_no_vault() {
        assertThat(SecretSettings.fromEnvironment(Map.of()).vault()).isEmpty();
        assertThat(SecretSettings.fromEnvironment(Map.of("COS_SECRETS_KEYS", "  ")).vault()).isEmpty();
    }

    @Test
    void the_first_key_seals_and_every_key_opens() {
        SecretVault before = vault("old:" + KEY_A);
        SealedSecret sealed = before.seal("secret", CONTEXT);

        SecretSettings settings = SecretSettings.fromEnvironment(Map.of("COS_SECRETS_KEYS",
                " new : " + KEY_B + " , old:" + KEY_A));
        SecretVault after = settings.vault().orElseThrow();
        assertThat(after.currentKeyId()).isEqualTo("new");
        assertThat(after.open(sealed, CONTEXT)).isEqualTo("secret");
        assertThat(after.reseal(sealed, CONTEXT).keyId()).isEqualTo("new");
        assertThat(settings).hasToString("SecretSettings[keys=[new, old]]");
    }

    @Test
    void malformed_keys_stop_start_up_naming_the_setting_and_never_the_key() {
        String short16 = Base64.getEncoder().encodeToString(new byte[16]);
        assertRefused(KEY_A, "COS_SECRETS_KEYS entry 1 must be id:base64key");
        assertRefused("a:" + KEY_A + ",", "COS_SECRETS_KEYS entry 2 must be id:base64key");
        assertRefused(KEY_A + ":a", "COS_SECRETS_KEYS entry 1 must start with a key id of 1 to 32 letters,"
                + " digits, '-' or '_', then ':' and the key");
        assertRefused("a:" + KEY_A + ",a:" + KEY_B,
                "COS_SECRETS_KEYS entry 2 names key id 'a' again; each key needs its own id");
        assertRefused("a:" + KEY_A + "!", "COS_SECRETS_KEYS entry 1 (key 'a') is not Base64; make a key with:"
                + " openssl rand -base64 32");
        assertRefused("a:" + short16, "COS_SECRETS_KEYS entry 1 (key 'a') must be 32 bytes, got 16; make a key"
                + " with: openssl rand -base64 32");
    }

    private static void assertRefused(String value, String message) {
        assertThatThrownBy(() -> SecretSettings.fromEnvironment(Map.of("COS_SECRETS_KEYS", value)))
                .isInstanceOf(SettingsException.class).hasMessage(message)
                .hasMessageNotContaining(KEY_A).hasMessageNotContaining(KEY_B);
    }

    private static SecretVault vault(String value) {
        return SecretSettings.fromEnvironment(Map.of("COS_SECRETS_KEYS", value)).vault().orElseThrow();
    }

    private static String key(int fill) {
        byte[] material = new byte[32];
        Arrays.fill(material, (byte) fill);
        return Base64.getEncoder().encodeToString(material);
    }
}
