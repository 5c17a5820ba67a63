package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.consent.ConsentService;
import io.campaignoutreach.application.consent.ConsentStanding;
import io.campaignoutreach.application.consent.ConsentUseCases.NumberLedger;
import io.campaignoutreach.application.consent.ConsentUseCases.Recorded;
import io.campaignoutreach.application.consent.NewConsent;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The consent use cases over the in-memory store: validation, organization scoping, capabilities. */
class ConsentServiceTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:00:00Z");
    private static final PhoneNumber NUMBER = new PhoneNumber("+12125550143");
    private static final List<ConsentChannel> EVERY_CHANNEL = List.of(ConsentChannel.values());

    private StorePorts store;
    private ConsentService consent;
    private Organization org;
    private Organization other;

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        consent = ApplicationServices.over(store, Clock.fixed(NOW, ZoneOffset.UTC), UUID::randomUUID,
                JobSettings.defaults()).consent();
        org = TestData.organization();
        other = TestData.organization();
        store.organizations().insert(org);
        store.organizations().insert(other);
    }

    private static AccessContext access(Organization organization, boolean readOnly, Capability... capabilities) {
        return new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "Compliance desk",
                Set.of(capabilities), readOnly);
    }

    private static NewConsent marketing(ConsentKind kind, List<ConsentChannel> channels, Instant occurredAt) {
        return new NewConsent(NUMBER, channels, ConsentPurpose.MARKETING, kind, "Signed form 12", occurredAt);
    }

    @Test
    void givenWrittenConsent_whenRecordedForEveryChannel_thenOneEntryEachFromTheApiAndInForceEverywhere() {
        Recorded recorded = consent.record(access(org, false, Capability.CONSENT_MANAGE),
                marketing(ConsentKind.GIVEN, EVERY_CHANNEL, NOW.minusSeconds(3600)));

        assertThat(recorded.entries()).extracting(ConsentEntry::channel).containsExactlyElementsOf(EVERY_CHANNEL);
        assertThat(recorded.entries()).allSatisfy(entry -> {
            assertThat(entry.source()).isEqualTo(ConsentSource.API);
            assertThat(entry.occurredAt()).isEqualTo(NOW.minusSeconds(3600));
            assertThat(entry.recordedAt()).isEqualTo(NOW);
        });
        assertThat(recorded.standings()).filteredOn(s -> s.purpose() == ConsentPurpose.MARKETING)
                .allMatch(ConsentStanding::inForce);
        assertThat(recorded.standings()).filteredOn(s -> s.purpose() == ConsentPurpose.INFORMATIONAL)
                .noneMatch(s -> s.inForce() || s.revoked());
    }

    @Test
    void givenRevocationBySync_whenConsentGivenThroughTheApi_thenItUndoesTheRevocation() {
        store.consentLedger().append(List.of(ConsentEntry.revoked(ConsentEntryId.of(UUID.randomUUID()), org.id(),
                NUMBER, ConsentChannel.SMS, ConsentPurpose.MARKETING, ConsentSource.INBOUND_KEYWORD, "STOP",
                NOW.minusSeconds(60), NOW.minusSeconds(60))));
        AccessContext manager = access(org, false, Capability.CONSENT_MANAGE, Capability.CONSENT_VIEW);

        assertThat(consent.ledger(manager, NUMBER, PageRequest.first()).standings())
                .contains(new ConsentStanding(ConsentChannel.SMS, ConsentPurpose.MARKETING, false, true));
        consent.record(manager, marketing(ConsentKind.GIVEN, List.of(ConsentChannel.SMS), null));

        NumberLedger ledger = consent.ledger(manager, NUMBER, PageRequest.first());
        assertThat(ledger.standings())
                .contains(new ConsentStanding(ConsentChannel.SMS, ConsentPurpose.MARKETING, true, false));
        assertThat(ledger.entries().items()).extracting(ConsentEntry::kind)
                .containsExactly(ConsentKind.GIVEN, ConsentKind.REVOKED);
    }

    @Test
    void givenMissingAndBrokenMembers_whenRecorded_thenEveryRuleReportedAndNothingStored() {
        AccessContext manager = access(org, false, Capability.ALL);
        List<ConsentChannel> twice = new ArrayList<>(List.of(ConsentChannel.SMS, ConsentChannel.SMS));

        assertThatThrownBy(() -> consent.record(manager, new NewConsent(null, null, null, null, null, null)))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(paths(e)).containsExactly(
                        "phoneNumber", "channels", "purpose", "kind", "evidence"));
        assertThatThrownBy(() -> consent.record(manager, new NewConsent(NUMBER, twice, ConsentPurpose.MARKETING,
                ConsentKind.REVOKED, "e".repeat(ConsentEntry.MAX_EVIDENCE_LENGTH + 1), NOW.plusMillis(1))))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(paths(e)).containsExactly(
                        "channels.1", "evidence", "occurredAt"));
        assertThatThrownBy(() -> consent.record(manager, new NewConsent(NUMBER, List.of(),
                ConsentPurpose.MARKETING, ConsentKind.GIVEN, " ", null)))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(paths(e)).containsExactly(
                        "channels", "evidence"));
        assertThat(store.consentLedger().entriesFor(org.id(), List.of(NUMBER))).isEmpty();
    }

    @Test
    void givenAnotherOrganizationsLedger_whenRead_thenNothingOfItIsSeen() {
        consent.record(access(other, false, Capability.ALL), marketing(ConsentKind.GIVEN, EVERY_CHANNEL, null));

        NumberLedger ours = consent.ledger(access(org, false, Capability.CONSENT_VIEW), NUMBER, PageRequest.first());

        assertThat(ours.entries().items()).isEmpty();
        assertThat(ours.standings()).noneMatch(s -> s.inForce() || s.revoked());
    }

    @Test
    void givenKeysWithoutTheCapabilityOrReadOnly_whenCalled_thenRefusedAndNothingStored() {
        AccessContext viewer = access(org, false, Capability.CONSENT_VIEW);
        AccessContext manager = access(org, false, Capability.CONSENT_MANAGE);
        AccessContext readOnly = access(org, true, Capability.ALL);
        NewConsent given = marketing(ConsentKind.GIVEN, EVERY_CHANNEL, null);

        assertThatThrownBy(() -> consent.record(viewer, given))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("consent.manage");
        assertThatThrownBy(() -> consent.replaceInformationalCampaigns(viewer, List.of()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("consent.manage");
        assertThatThrownBy(() -> consent.ledger(manager, NUMBER, PageRequest.first()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("consent.view");
        assertThatThrownBy(() -> consent.informationalCampaigns(manager))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("consent.view");
        assertThatThrownBy(() -> consent.record(readOnly, given)).isInstanceOf(ReadOnlyKeyException.class);
        assertThat(consent.ledger(readOnly, NUMBER, PageRequest.first()).entries().items()).isEmpty();
    }

    @Test
    void givenCampaignsOfBothOrganizations_whenDeclaredInformational_thenOnlyTheOrganizationsOwnAreAccepted() {
        Campaign ours = CampaignBuilder.aCampaign(org.id()).build();
        Campaign theirs = CampaignBuilder.aCampaign(other.id()).build();
        store.campaigns().insert(ours);
        store.campaigns().insert(theirs);
        AccessContext manager = access(org, false, Capability.ALL);

        assertThat(consent.replaceInformationalCampaigns(manager, List.of(ours.id()))).containsExactly(ours.id());
        assertThatThrownBy(() -> consent.replaceInformationalCampaigns(manager, List.of(ours.id(), theirs.id(),
                CampaignId.of(UUID.randomUUID()))))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(paths(e)).containsExactly(
                        "informationalCampaigns.1", "informationalCampaigns.2"));

        List<CampaignId> tooMany = Stream.generate(() -> CampaignId.of(UUID.randomUUID()))
                .limit(ConsentService.MAX_INFORMATIONAL_CAMPAIGNS + 1).toList();
        assertThatThrownBy(() -> consent.replaceInformationalCampaigns(manager, tooMany))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(paths(e)).containsExactly(
                        "informationalCampaigns"));

        assertThat(consent.informationalCampaigns(manager)).containsExactly(ours.id());
        assertThat(consent.informationalCampaigns(access(other, false, Capability.ALL))).isEmpty();
    }

    private static List<String> paths(ValidationException e) {
        return e.violations().stream().map(v -> String.join(".", v.path())).toList();
    }
}
