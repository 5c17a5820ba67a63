package io.campaignoutreach.adapter.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A customer's consent in a workspace document (P65): ledger entries of its number, source IMPORT. */
class ConsentImportTest {

    /** The number of the example's first customer, who gives AI-voice marketing consent and revokes texts. */
    private static final PhoneNumber BARBARA = new PhoneNumber("+16175550142");

    private final WorkspaceFixture fixture = new WorkspaceFixture(InMemoryRepositories.create());
    private final OrganizationId organization = fixture.organization("Example Agency");

    private List<ConsentEntry> ledger() {
        return fixture.store.consentLedger().entriesFor(organization, List.of(BARBARA))
                .getOrDefault(BARBARA, List.of());
    }

    @Test
    void givenExampleWithConsent_whenImported_thenEntriesOfTheCustomersNumberFromTheImport() {
        ImportReport report = fixture.importer.importJson(organization, WorkspaceFixture.exampleText());

        assertThat(report.problems()).isEmpty();
        List<ConsentEntry> entries = ledger();
        assertThat(entries).extracting(ConsentEntry::source).containsOnly(ConsentSource.IMPORT);
        assertThat(entries).extracting(ConsentEntry::recordedAt).containsOnly(WorkspaceFixture.NOW);
        assertThat(entries).filteredOn(e -> e.kind() == ConsentKind.GIVEN).singleElement()
                .satisfies(e -> assertThat(e.occurredAt()).isEqualTo(Instant.parse("2025-10-02T16:20:00Z")));
        assertThat(entries).filteredOn(e -> e.kind() == ConsentKind.REVOKED).singleElement()
                .satisfies(e -> assertThat(e.occurredAt()).isEqualTo(WorkspaceFixture.NOW));
        ConsentLedger now = ConsentLedger.of(entries);
        assertThat(now.inForce(ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING)).isTrue();
        assertThat(now.revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
    }

    @Test
    void givenRevocationInTheLedger_whenAnImportGivesConsent_thenTheRevocationStands() {
        fixture.store.consentLedger().append(List.of(ConsentEntry.revoked(ConsentEntryId.of(UUID.randomUUID()),
                organization, BARBARA, ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING,
                ConsentSource.INBOUND_KEYWORD, "STOP", Instant.parse("2026-01-01T00:00:00Z"),
                Instant.parse("2026-01-01T00:00:00Z"))));
        ObjectNode document = WorkspaceFixture.example();
        WorkspaceFixture.at(document, "customers/0/consent/0").remove("occurredAt");

        assertThat(fixture.importer.importDocument(organization, document).problems()).isEmpty();

        ConsentLedger now = ConsentLedger.of(ledger());
        assertThat(now.inForce(ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING)).isFalse();
        assertThat(now.revoked(ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING)).isTrue();
    }

    @Test
    void givenBrokenConsentEntries_whenImported_thenEachProblemIsNamedAndNothingIsStored() {
        ObjectNode document = WorkspaceFixture.example();
        ArrayNode consent = (ArrayNode) document.at("/customers/0/consent");
        WorkspaceFixture.at(document, "customers/0/consent/0").put("occurredAt", "2999-01-01T00:00:00Z");
        WorkspaceFixture.at(document, "customers/0/consent/1").put("evidence", "  ");
        consent.addObject().put("purpose", "marketing").put("kind", "given").put("evidence", "e".repeat(2001));

        ImportReport report = fixture.importer.importDocument(organization, document);

        assertThat(report.imported()).isFalse();
        assertThat(report.problems()).contains(
                "customers[0].consent[0].occurredAt: must not be in the future",
                "customers[0].consent[1].evidence: must not be blank",
                "customers[0].consent[2].channel: is required: one of voice_artificial, voice_live, sms",
                "customers[0].consent[2].evidence: must be at most 2000 characters");
        assertThat(ledger()).isEmpty();
        assertThat(fixture.store.customers().count(organization)).isZero();
    }

    @Test
    void givenChannelThatIsNotOne_whenImported_thenTheCustomerIsRefusedNamingTheValues() {
        ObjectNode document = WorkspaceFixture.example();
        WorkspaceFixture.at(document, "customers/0/consent/1").put("channel", "fax");

        ImportReport report = fixture.importer.importDocument(organization, document);

        assertThat(report.problems()).containsExactly("customers[0].consent[1].channel: must be one of "
                + "voice_artificial, voice_live, sms, not \"fax\"");
        assertThat(ledger()).isEmpty();
    }
}
