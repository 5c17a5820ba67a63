package io.campaignoutreach.domain.suppression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class SuppressionTest {

    private static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");
    private static final Suppression ACTIVE = Suppression.create(SuppressionId.of(UUID.randomUUID()),
            OrganizationId.of(UUID.randomUUID()), new PhoneNumber("+12025550123"), SuppressionSource.OPERATOR,
            "asked by letter", T0);

    @Test
    void givenNewSuppression_whenCreated_thenItIsActive() {
        assertThat(ACTIVE.isActive()).isTrue();
        assertThat(ACTIVE.liftedAt()).isNull();
        assertThat(ACTIVE.liftedBy()).isNull();
    }

    @Test
    void givenActiveSuppression_whenLifted_thenItRecordsWhenAndByWhomAndKeepsTheRest() {
        Suppression lifted = ACTIVE.lift(T0.plusSeconds(60), "api key ops");

        assertThat(lifted.isActive()).isFalse();
        assertThat(lifted.liftedAt()).isEqualTo(T0.plusSeconds(60));
        assertThat(lifted.liftedBy()).isEqualTo("api key ops");
        assertThat(lifted).usingRecursiveComparison().ignoringFields("liftedAt", "liftedBy").isEqualTo(ACTIVE);
    }

    @Test
    void givenLiftedSuppression_whenLiftedAgain_thenConflict() {
        Suppression lifted = ACTIVE.lift(T0.plusSeconds(60), "operator");

        assertThatThrownBy(() -> lifted.lift(T0.plusSeconds(120), "someone else"))
                .isInstanceOf(ConflictException.class);
    }

    @Test
    void givenNoNameOfWhoLifts_whenLifted_thenRefused() {
        assertThatThrownBy(() -> ACTIVE.lift(T0.plusSeconds(60), " ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givenLiftBeforeCreation_whenBuilt_thenRefused() {
        assertThatThrownBy(() -> ACTIVE.lift(T0.minusSeconds(1), "operator"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
