package io.campaignoutreach.domain.consent;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ContactConsentTest {

    private static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());
    private static final PhoneNumber NUMBER = new PhoneNumber("+12025550123");
    private static final Instant T = Instant.parse("2026-11-03T15:00:00Z");

    /** Ledger lines read left to right as {@code kind:channel:purpose:source}, in the order they occurred. */
    @ParameterizedTest(name = "{0} {1} with [{2}]")
    @CsvSource(delimiter = '|', value = {
        "VOICE_AI    | MARKETING     |                                                        | no prior express written consent to marketing calls by an artificial voice",
        "VOICE_AI    | MARKETING     | given:VOICE_ARTIFICIAL:MARKETING:IMPORT               |",
        "VOICE_AI    | MARKETING     | given:VOICE_LIVE:MARKETING:IMPORT                     | no prior express written consent to marketing calls by an artificial voice",
        "VOICE_AI    | MARKETING     | given:VOICE_ARTIFICIAL:MARKETING:IMPORT revoked:VOICE_ARTIFICIAL:MARKETING:INBOUND_KEYWORD given:VOICE_ARTIFICIAL:MARKETING:SYNC | the number revoked consent to marketing calls",
        "VOICE_AI    | MARKETING     | revoked:VOICE_ARTIFICIAL:MARKETING:INBOUND_KEYWORD given:VOICE_ARTIFICIAL:MARKETING:API |",
        "VOICE_AI    | INFORMATIONAL |                                                        |",
        "VOICE_AI    | INFORMATIONAL | revoked:VOICE_ARTIFICIAL:INFORMATIONAL:OPERATOR       | the number revoked consent to informational calls",
        "AGENT_FIRST | MARKETING     |                                                        |",
        "AGENT_FIRST | MARKETING     | revoked:VOICE_LIVE:MARKETING:CALL_OUTCOME             | the number revoked consent to marketing calls",
    })
    void givenALedger_whenACallIsAskedFor_thenTheRefusalIsAsTabled(CampaignKind kind, ConsentPurpose purpose,
                                                                    String lines, String refusal) {
        assertThat(ContactConsent.callRefusal(kind, purpose, ledger(lines))).isEqualTo(Optional.ofNullable(refusal));
    }

    @ParameterizedTest(name = "{0} with [{1}]")
    @CsvSource(delimiter = '|', value = {
        "MARKETING     |                                                  | no consent to marketing texts",
        "MARKETING     | given:SMS:MARKETING:IMPORT                       |",
        "MARKETING     | given:SMS:INFORMATIONAL:IMPORT                   | no consent to marketing texts",
        "INFORMATIONAL | given:SMS:MARKETING:IMPORT                       |",
        "INFORMATIONAL | given:SMS:MARKETING:IMPORT revoked:SMS:INFORMATIONAL:INBOUND_KEYWORD | the number opted out of informational texts",
        "MARKETING     | given:SMS:MARKETING:IMPORT revoked:SMS:MARKETING:INBOUND_KEYWORD given:SMS:MARKETING:SYNC | the number opted out of marketing texts",
        "MARKETING     | revoked:SMS:MARKETING:INBOUND_KEYWORD given:SMS:MARKETING:INBOUND_KEYWORD |",
    })
    void givenALedger_whenATextIsAskedFor_thenTheRefusalIsAsTabled(ConsentPurpose purpose, String lines,
                                                                    String refusal) {
        assertThat(ContactConsent.textRefusal(purpose, ledger(lines))).isEqualTo(Optional.ofNullable(refusal));
    }

    private static ConsentLedger ledger(String lines) {
        List<ConsentEntry> entries = new ArrayList<>();
        if (lines == null) {
            return ConsentLedger.of(entries);
        }
        Instant at = T;
        for (String line : lines.trim().split("\\s+")) {
            String[] part = line.split(":");
            ConsentChannel channel = ConsentChannel.valueOf(part[1]);
            ConsentPurpose purpose = ConsentPurpose.valueOf(part[2]);
            ConsentSource source = ConsentSource.valueOf(part[3]);
            ConsentEntryId id = ConsentEntryId.of(UUID.randomUUID());
            entries.add(part[0].equals("given")
                    ? ConsentEntry.given(id, ORG, NUMBER, channel, purpose, source, "evidence", at, at)
                    : ConsentEntry.revoked(id, ORG, NUMBER, channel, purpose, source, "evidence", at, at));
            at = at.plusSeconds(60);
        }
        return ConsentLedger.of(entries);
    }
}
