package io.campaignoutreach.embedded.secrets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.provider.SealedSecret;
import io.campaignoutreach.application.provider.SecretVaultException;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

class AesGcmSecretVaultTest {

    private static final String TOKEN = "auth-token-3f9a8c7e";
    private static final String ORG_A = "org:11111111-1111-1111-1111-111111111111/twilio.authToken";
    private static final String ORG_B = "org:22222222-2222-2222-2222-222222222222/twilio.authToken";
    private static final VaultKey OLD = key("k2025", 1);
    private static final VaultKey NEW = key("k2026", 2);

    private final AesGcmSecretVault vault = new AesGcmSecretVault(List.of(OLD));

    @Test
    void a_sealed_secret_opens_to_what_was_sealed_and_shows_nothing_of_it() {
        SealedSecret sealed = vault.seal(TOKEN, ORG_A);

        assertThat(sealed.keyId()).isEqualTo("k2025");
        assertThat(vault.open(sealed, ORG_A)).isEqualTo(TOKEN);
        assertThat(vault.open(SealedSecret.parse(sealed.format()), ORG_A)).isEqualTo(TOKEN);
        assertThat(sealed.format()).startsWith("v1:k2025:").doesNotContain(TOKEN);
        assertThat(sealed.toString()).isEqualTo("SealedSecret[keyId=k2025]");
        assertThat(Base64.getDecoder().decode(sealed.sealed()))
                .hasSize(AesGcmSecretVault.NONCE_BYTES + TOKEN.length() + AesGcmSecretVault.TAG_BITS / 8);
    }

    @Test
    void each_seal_draws_its_own_nonce() {
        assertThat(vault.seal(TOKEN, ORG_A).sealed()).isNotEqualTo(vault.seal(TOKEN, ORG_A).sealed());
        assertThat(vault.open(vault.seal("", ORG_A), ORG_A)).isEmpty();
        assertThat(vault.open(vault.seal("clé ✓", ORG_A), ORG_A)).isEqualTo("clé ✓");
    }

    @Test
    void a_change_to_any_byte_of_nonce_ciphertext_or_tag_is_refused() {
        SealedSecret sealed = vault.seal(TOKEN, ORG_A);
        byte[] bytes = Base64.getDecoder().decode(sealed.sealed());
        for (int at : new int[] {0, AesGcmSecretVault.NONCE_BYTES - 1, AesGcmSecretVault.NONCE_BYTES,
                AesGcmSecretVault.NONCE_BYTES + TOKEN.length() - 1, bytes.length - 16, bytes.length - 1}) {
            byte[] altered = bytes.clone();
            altered[at] ^= 0x01;
            assertRefused(new SealedSecret("k2025", Base64.getEncoder().encodeToString(altered)), ORG_A);
        }
        byte[] shortened = Arrays.copyOf(bytes, bytes.length - 1);
        assertRefused(new SealedSecret("k2025", Base64.getEncoder().encodeToString(shortened)), ORG_A);
        assertRefused(new SealedSecret("k2025", Base64.getEncoder().encodeToString(new byte[3])), ORG_A);
    }

    @Test
    void a_secret_does_not_open_in_another_context_nor_under_another_key_id() {
        AesGcmSecretVault both = new AesGcmSecretVault(List.of(NEW, OLD));
        SealedSecret sealed = both.seal(TOKEN, ORG_A);

        assertRefused(sealed, ORG_B);
        assertRefused(sealed, ORG_A + " ");
        assertRefused(new SealedSecret("k2025", sealed.sealed()), ORG_A);
        assertThatThrownBy(() -> both.seal(TOKEN, " ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rotation_keeps_old_secrets_open_until_they_are_resealed_under_the_new_key() {
        SealedSecret underOld = vault.seal(TOKEN, ORG_A);

        AesGcmSecretVault rotated = new AesGcmSecretVault(List.of(NEW, OLD));
        assertThat(rotated.currentKeyId()).isEqualTo("k2026");
        assertThat(rotated.open(underOld, ORG_A)).isEqualTo(TOKEN);
        SealedSecret resealed = rotated.reseal(underOld, ORG_A);
        assertThat(resealed.keyId()).isEqualTo("k2026");
        assertThat(rotated.reseal(resealed, ORG_A)).isSameAs(resealed);

        AesGcmSecretVault oldDropped = new AesGcmSecretVault(List.of(NEW));
        assertThat(oldDropped.open(resealed, ORG_A)).isEqualTo(TOKEN);
        assertThatThrownBy(() -> oldDropped.open(underOld, ORG_A)).isInstanceOf(SecretVaultException.class)
                .hasMessage("a secret is sealed under key 'k2025', which is not among the configured keys");
        assertThatThrownBy(() -> rotated.reseal(underOld, ORG_B)).isInstanceOf(SecretVaultException.class);
    }

    @Test
    void keys_are_checked_and_never_shown() {
        assertThatThrownBy(() -> new AesGcmSecretVault(List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AesGcmSecretVault(List.of(OLD, key("k2025", 3))))
                .hasMessage("key id 'k2025' is given twice");
        assertThatThrownBy(() -> VaultKey.of("k1", new byte[16])).hasMessage("key 'k1' must be 32 bytes, got 16");
        assertThatThrownBy(() -> VaultKey.of("k:1", new byte[32])).isInstanceOf(IllegalArgumentException.class);
        AesGcmSecretVault both = new AesGcmSecretVault(List.of(NEW, OLD));
        assertThat(both).hasToString("AesGcmSecretVault[current=k2026, keys=[k2026, k2025]]");
        assertThat(OLD).hasToString("VaultKey[id=k2025]");
    }

    private void assertRefused(SealedSecret sealed, String context) {
        AesGcmSecretVault both = new AesGcmSecretVault(List.of(NEW, OLD));
        assertThatThrownBy(() -> both.open(sealed, context)).isInstanceOf(SecretVaultException.class)
                .hasMessage("a secret sealed under key '" + sealed.keyId()
                        + "' does not open: it was altered, or sealed for another context")
                .hasMessageNotContaining(TOKEN);
    }

    private static VaultKey key(String id, int fill) {
        byte[] material = new byte[VaultKey.KEY_BYTES];
        Arrays.fill(material, (byte) fill);
        return VaultKey.of(id, material);
    }
}
