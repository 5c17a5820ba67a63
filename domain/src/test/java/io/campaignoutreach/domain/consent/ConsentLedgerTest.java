package io.campaignoutreach.domain.consent;

import static io.campaignoutreach.domain.consent.ConsentChannel.SMS;
import static io.campaignoutreach.domain.consent.ConsentChannel.VOICE_ARTIFICIAL;
import static io.campaignoutreach.domain.consent.ConsentChannel.VOICE_LIVE;
import static io.campaignoutreach.domain.consent.ConsentPurpose.INFORMATIONAL;
import static io.campaignoutreach.domain.consent.ConsentPurpose.MARKETING;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConsentLedgerTest {

    private static final Instant T0 = Instant.parse("2025-04-11T12:00:00Z");
    private static final OrganizationId ORGANIZATION = OrganizationId.of(UUID.randomUUID());
    private static final PhoneNumber NUMBER = new PhoneNumber("+12025550123");

    /**
     * Each row is a number's history of artificial-voice marketing entries, one minute apart, as
     * {@code KIND:SOURCE} separated by spaces, and whether consent is in force after it.
     */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "'', false",
            "GIVEN:SYNC, true",
            "GIVEN:IMPORT, true",
            "REVOKED:INBOUND_KEYWORD, false",
            "GIVEN:SYNC REVOKED:CALL_OUTCOME, false",
            // A revocation is not undone by a sync or an import repeating an older consent...
            "GIVEN:SYNC REVOKED:INBOUND_KEYWORD GIVEN:SYNC, false",
            "GIVEN:IMPORT REVOKED:OPERATOR GIVEN:IMPORT GIVEN:SYNC, false",
            // ...only by a new consent of the customer, however it reached the service.
            "GIVEN:SYNC REVOKED:INBOUND_KEYWORD GIVEN:INBOUND_KEYWORD, true",
            "GIVEN:SYNC REVOKED:INBOUND_KEYWORD GIVEN:API, true",
            "GIVEN:SYNC REVOKED:API GIVEN:OPERATOR, true",
            "REVOKED:SYNC GIVEN:CALL_OUTCOME, true",
            // Once the customer consents again, a later sync's consent counts as before the revocation.
            "REVOKED:INBOUND_KEYWORD GIVEN:API REVOKED:SYNC GIVEN:SYNC, false",
            "REVOKED:INBOUND_KEYWORD GIVEN:API GIVEN:SYNC, true",
            "GIVEN:API GIVEN:SYNC REVOKED:IMPORT, false",
    })
    void givenHistory_whenAsked_thenTheLatestEntryDecidesAndOnlyTheCustomerUndoesARevocation(String history,
                                                                                            boolean inForce) {
        ConsentLedger ledger = ConsentLedger.of(entries(history, VOICE_ARTIFICIAL, MARKETING));

        assertThat(ledger.inForce(VOICE_ARTIFICIAL, MARKETING)).isEqualTo(inForce);
        assertThat(ledger.revoked(VOICE_ARTIFICIAL, MARKETING))
                .isEqualTo(!inForce && history.contains("REVOKED"));
    }

    @Test
    void givenConsentForOneChannelAndPurpose_whenAskedOfOthers_thenEachStandsOnItsOwn() {
        ConsentLedger ledger = ConsentLedger.of(entries("GIVEN:SYNC", SMS, INFORMATIONAL));

        assertThat(ledger.inForce(SMS, INFORMATIONAL)).isTrue();
        assertThat(ledger.inForce(SMS, MARKETING)).isFalse();
        assertThat(ledger.inForce(VOICE_ARTIFICIAL, INFORMATIONAL)).isFalse();
        assertThat(ledger.revoked(SMS, MARKETING)).isFalse();
    }

    @Test
    void givenEntriesOutOfOrder_whenRead_thenTheOneThatOccurredLastDecides() {
        // A consent signed before the revocation but recorded after it does not undo it.
        ConsentEntry revocation = ConsentEntry.revoked(newId(), ORGANIZATION, NUMBER, VOICE_LIVE, MARKETING,
                ConsentSource.INBOUND_KEYWORD, "STOP", T0.plusSeconds(60), T0.plusSeconds(60));
        ConsentEntry olderConsent = ConsentEntry.given(newId(), ORGANIZATION, NUMBER, VOICE_LIVE, MARKETING,
                ConsentSource.API, "web form 118", T0, T0.plusSeconds(120));

        ConsentLedger ledger = ConsentLedger.of(List.of(revocation, olderConsent));

        assertThat(ledger.inForce(VOICE_LIVE, MARKETING)).isFalse();
        assertThat(ledger.entries()).containsExactly(olderConsent, revocation);
    }

    @Test
    void givenMarketingRevokedByKeyword_whenAskedOfEveryChannel_thenNoneHasMarketingConsentAndInformationalStays() {
        List<ConsentEntry> entries = new ArrayList<>();
        for (ConsentChannel channel : ConsentChannel.values()) {
            entries.add(ConsentEntry.given(newId(), ORGANIZATION, NUMBER, channel, MARKETING, ConsentSource.SYNC,
                    "form", T0, T0));
        }
        entries.add(ConsentEntry.given(newId(), ORGANIZATION, NUMBER, SMS, INFORMATIONAL, ConsentSource.SYNC,
                "form", T0, T0));
        entries.addAll(ConsentEntry.revokeAllMarketing(ConsentLedgerTest::newId, ORGANIZATION, NUMBER,
                ConsentSource.INBOUND_KEYWORD, "STOP", T0.plusSeconds(60), T0.plusSeconds(61)));

        ConsentLedger ledger = ConsentLedger.of(entries);

        for (ConsentChannel channel : ConsentChannel.values()) {
            assertThat(ledger.inForce(channel, MARKETING)).as(channel.name()).isFalse();
            assertThat(ledger.revoked(channel, MARKETING)).as(channel.name()).isTrue();
        }
        assertThat(ledger.inForce(SMS, INFORMATIONAL)).isTrue();
    }

    @Test
    void givenEntriesOfTwoNumbers_whenMadeOneLedger_thenRefused() {
        ConsentEntry ours = ConsentEntry.given(newId(), ORGANIZATION, NUMBER, SMS, MARKETING, ConsentSource.API,
                "form", T0, T0);
        ConsentEntry another = ConsentEntry.given(newId(), ORGANIZATION, new PhoneNumber("+13125550188"), SMS,
                MARKETING, ConsentSource.API, "form", T0, T0);

        assertThatThrownBy(() -> ConsentLedger.of(List.of(ours, another)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(ConsentLedger.of(List.of()).inForce(SMS, MARKETING)).isFalse();
    }

    private static List<ConsentEntry> entries(String history, ConsentChannel channel, ConsentPurpose purpose) {
        List<ConsentEntry> entries = new ArrayList<>();
        for (String step : history.split(" ")) {
            if (step.isEmpty()) {
                continue;
            }
            String[] parts = step.split(":");
            Instant at = T0.plusSeconds(60L * entries.size());
            entries.add(new ConsentEntry(newId(), ORGANIZATION, NUMBER, channel, purpose, ConsentKind.valueOf(parts[0]),
                    ConsentSource.valueOf(parts[1]), "evidence " + step, at, at,
                    parts[0].equals("REVOKED") ? at : null));
        }
        return entries;
    }

    private static ConsentEntryId newId() {
        return ConsentEntryId.of(UUID.randomUUID());
    }
}
