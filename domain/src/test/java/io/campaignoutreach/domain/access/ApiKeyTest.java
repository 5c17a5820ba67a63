package io.campaignoutreach.domain.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class ApiKeyTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    private static ApiKey.Issued issue(Set<Capability> capabilities, Instant expiresAt) {
        return ApiKey.issue(ApiKeyId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()), " Reporting ",
                capabilities, false, expiresAt, NOW);
    }

    @Test
    void givenIssuedKey_whenInspected_thenSecretIsWellFormedAndOnlyItsHashIsKept() {
        ApiKey.Issued issued = issue(Set.of(Capability.CAMPAIGNS_VIEW), null);

        assertThat(issued.secret().value()).matches("cc_[A-Za-z0-9]{40}");
        assertThat(issued.key().secretHash()).isEqualTo(ApiKeySecret.hash(issued.secret().value()))
                .hasSize(64).doesNotContain(issued.secret().value());
        assertThat(issued.key().displayPrefix()).isEqualTo(issued.secret().value().substring(0, 8));
        assertThat(issued.key().name()).isEqualTo("Reporting");
        assertThat(issued.secret().toString()).doesNotContain(issued.secret().value());
    }

    @Test
    void givenKeys_whenChecked_thenCapabilitiesRevocationAndExpiryApply() {
        ApiKey key = issue(Set.of(Capability.CAMPAIGNS_VIEW), NOW.plusSeconds(60)).key();
        ApiKey all = issue(Set.of(Capability.ALL), null).key();

        assertThat(key.grants(Capability.CAMPAIGNS_VIEW)).isTrue();
        assertThat(key.grants(Capability.CAMPAIGNS_MANAGE)).isFalse();
        assertThat(all.grants(Capability.CUSTOMERS_SYNC)).isTrue();
        assertThat(key.isActiveAt(NOW)).isTrue();
        assertThat(key.isActiveAt(NOW.plusSeconds(60))).isFalse();
        assertThat(key.revoke(NOW).isActiveAt(NOW)).isFalse();
        assertThat(key.revoke(NOW).revoke(NOW.plusSeconds(5)).revokedAt()).isEqualTo(NOW);
    }

    @Test
    void givenPastExpiry_whenIssued_thenRefused() {
        assertThatThrownBy(() -> issue(Set.of(Capability.ALL), NOW)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givenPresentedKeys_whenShapeChecked_thenOnlyPrefixAndFortyAlphanumerics() {
        assertThat(ApiKeySecret.isWellFormed("cc_" + "a1B2".repeat(10))).isTrue();
        assertThat(ApiKeySecret.isWellFormed("cc_" + "a".repeat(39))).isFalse();
        assertThat(ApiKeySecret.isWellFormed("xx_" + "a".repeat(40))).isFalse();
        assertThat(ApiKeySecret.isWellFormed(null)).isFalse();
        assertThat(ApiKeySecret.isWellFormed("cc_" + "a".repeat(39) + "\u0661")).isFalse();
        assertThat(ApiKeySecret.isWellFormed("cc_" + "a".repeat(39) + "-")).isFalse();
        assertThat(ApiKeySecret.isWellFormed("cc_" + "a".repeat(41))).isFalse();
    }

    @Test
    void givenGeneratedKeys_whenShapeChecked_thenWellFormed() {
        for (int i = 0; i < 1_000; i++) {
            assertThat(ApiKeySecret.isWellFormed(ApiKeySecret.generate().value())).isTrue();
        }
    }
}
