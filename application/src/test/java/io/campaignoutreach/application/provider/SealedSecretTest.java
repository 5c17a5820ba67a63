package io.campaignoutreach.application.provider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SealedSecretTest {

    @Test
    void the_text_form_reads_back_and_only_the_key_id_is_shown() {
        SealedSecret sealed = SealedSecret.parse("v1:k-2026_a:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGw==");

        assertThat(sealed.keyId()).isEqualTo("k-2026_a");
        assertThat(sealed.format()).isEqualTo("v1:k-2026_a:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGw==");
        assertThat(sealed).hasToString("SealedSecret[keyId=k-2026_a]");
    }

    @Test
    void malformed_text_is_refused_without_repeating_it() {
        for (String text : new String[] {"", "plain-secret", "v2:k1:AAAA", "v1:k1", "v1:k1:AAAA:x", "v1::AAAA",
                "v1:k1:", "v1:k1:not base64!", "v1:" + "k".repeat(33) + ":AAAA"}) {
            assertThatThrownBy(() -> SealedSecret.parse(text)).isInstanceOf(IllegalArgumentException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("plain-secret", "not base64"));
        }
    }
}
