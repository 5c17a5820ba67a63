package io.campaignoutreach.domain.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConsentEntryTest {

    private static final Instant T0 = Instant.parse("2025-04-11T12:00:00Z");
    private static final OrganizationId ORGANIZATION = OrganizationId.of(UUID.randomUUID());
    private static final PhoneNumber NUMBER = new PhoneNumber("+12025550123");

    @Test
    void givenRevocation_whenRecorded_thenItIsHonoredAtTheInstantOfRecording() {
        ConsentEntry revoked = ConsentEntry.revoked(newId(), ORGANIZATION, NUMBER, ConsentChannel.SMS,
                ConsentPurpose.MARKETING, ConsentSource.INBOUND_KEYWORD, "Stop", T0, T0.plusSeconds(3));

        assertThat(revoked.kind()).isEqualTo(ConsentKind.REVOKED);
        assertThat(revoked.honoredAt()).isEqualTo(T0.plusSeconds(3));
    }

    @Test
    void givenConsent_whenRecorded_thenNothingIsHonored() {
        ConsentEntry given = ConsentEntry.given(newId(), ORGANIZATION, NUMBER, ConsentChannel.VOICE_ARTIFICIAL,
                ConsentPurpose.MARKETING, ConsentSource.IMPORT, "form 2025-04-01", T0, T0);

        assertThat(given.kind()).isEqualTo(ConsentKind.GIVEN);
        assertThat(given.honoredAt()).isNull();
    }

    /** Each row: kind, evidence length (0 for blank), occurred and honored in seconds after the recording. */
    @ParameterizedTest(name = "{0} evidence {1} occurred {2} honored {3}")
    @CsvSource(nullValues = "none", value = {
            "GIVEN, 0, 0, none",
            "GIVEN, 2001, 0, none",
            "GIVEN, 10, 1, none",
            "GIVEN, 10, 0, 0",
            "REVOKED, 10, 0, none",
            "REVOKED, 10, 0, -1",
    })
    void givenBrokenEntry_whenBuilt_thenRefused(ConsentKind kind, int evidenceLength, long occurred, Long honored) {
        String evidence = evidenceLength == 0 ? "  " : "x".repeat(evidenceLength);

        assertThatThrownBy(() -> new ConsentEntry(newId(), ORGANIZATION, NUMBER, ConsentChannel.SMS,
                ConsentPurpose.MARKETING, kind, ConsentSource.API, evidence, T0.plusSeconds(occurred), T0,
                honored == null ? null : T0.plusSeconds(honored)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givenLongestEvidence_whenBuilt_thenKeptWhole() {
        String evidence = "é".repeat(ConsentEntry.MAX_EVIDENCE_LENGTH);

        assertThat(ConsentEntry.given(newId(), ORGANIZATION, NUMBER, ConsentChannel.SMS, ConsentPurpose.MARKETING,
                ConsentSource.API, evidence, T0, T0).evidence()).isEqualTo(evidence);
    }

    @Test
    void givenMissingMember_whenBuilt_thenRefusedByName() {
        assertThatThrownBy(() -> ConsentEntry.given(newId(), ORGANIZATION, NUMBER, null, ConsentPurpose.MARKETING,
                ConsentSource.API, "form", T0, T0)).isInstanceOf(NullPointerException.class).hasMessage("channel");
    }

    private static ConsentEntryId newId() {
        return ConsentEntryId.of(UUID.randomUUID());
    }
}
