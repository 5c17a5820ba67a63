package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.lang.reflect.Method;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Contract of {@link ConsentLedgerRepository}: entries round trip; a number's entries come back in the
 * order they occurred, several numbers in one look-up, one number's by page newest first; each
 * organization sees its own; nothing is ever changed or removed, not even with the customer.
 */
public abstract class ConsentLedgerRepositoryContract extends StoreContract {

    private static final PhoneNumber NUMBER = new PhoneNumber("+12025550123");
    private static final PhoneNumber OTHER_NUMBER = new PhoneNumber("+13125550188");

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @ParameterizedTest
    @EnumSource(ConsentSource.class)
    void givenEntriesOfEachSource_whenAppendedAndRead_thenEveryFieldRoundTrips(ConsentSource source) {
        ConsentEntry given = ConsentEntry.given(newId(), organizationId, NUMBER, ConsentChannel.VOICE_ARTIFICIAL,
                ConsentPurpose.MARKETING, source, "Signed web form #118: \"I agree to AI calls\"", TestData.T0,
                TestData.at(1));
        ConsentEntry revoked = ConsentEntry.revoked(newId(), organizationId, NUMBER, ConsentChannel.SMS,
                ConsentPurpose.INFORMATIONAL, source, "stop", TestData.at(2), TestData.at(3));

        store.consentLedger().append(List.of(given, revoked));

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(NUMBER)))
                .containsExactly(Map.entry(NUMBER, List.of(given, revoked)));
    }

    @Test
    void givenEntriesAppendedOutOfOrder_whenRead_thenOldestFirstByOccurrenceThenById() {
        ConsentEntry latest = entry(UUID.randomUUID(), organizationId, NUMBER, TestData.at(10));
        ConsentEntry tieHigh = entry(orderedId("f0"), organizationId, NUMBER, TestData.at(5));
        ConsentEntry tieLow = entry(orderedId("10"), organizationId, NUMBER, TestData.at(5));
        ConsentEntry earliest = entry(UUID.randomUUID(), organizationId, NUMBER, TestData.T0);
        store.consentLedger().append(List.of(latest, tieHigh));
        store.consentLedger().append(List.of(tieLow, earliest));

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(NUMBER)).get(NUMBER))
                .containsExactly(earliest, tieLow, tieHigh, latest);
    }

    @Test
    void givenSeveralNumbers_whenReadTogether_thenEachNumberWithEntriesOnceAndTheOthersLeftOut() {
        ConsentEntry ours = append(entry(organizationId, NUMBER, TestData.T0));
        ConsentEntry other = append(entry(organizationId, OTHER_NUMBER, TestData.T0));
        ConsentEntry later = append(entry(organizationId, OTHER_NUMBER, TestData.at(1)));
        PhoneNumber none = new PhoneNumber("+14155550100");

        Map<PhoneNumber, List<ConsentEntry>> found = store.consentLedger().entriesFor(organizationId,
                List.of(NUMBER, none, NUMBER, OTHER_NUMBER));

        assertThat(found).containsOnly(Map.entry(NUMBER, List.of(ours)), Map.entry(OTHER_NUMBER, List.of(other, later)));
        assertThat(store.consentLedger().entriesFor(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenNumberInTwoOrganizations_whenRead_thenEachSeesOnlyItsOwn() {
        ConsentEntry ours = append(entry(organizationId, NUMBER, TestData.T0));
        ConsentEntry theirs = append(entry(otherOrganizationId, NUMBER, TestData.at(1)));

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(NUMBER)))
                .containsExactly(Map.entry(NUMBER, List.of(ours)));
        assertThat(store.consentLedger().entriesFor(otherOrganizationId, List.of(NUMBER)))
                .containsExactly(Map.entry(NUMBER, List.of(theirs)));
        assertThat(store.consentLedger().page(organizationId, NUMBER, PageRequest.first()).items())
                .containsExactly(ours);
    }

    @Test
    void givenManyEntries_whenPaged_thenNewestFirstThenByIdAndOnlyThatNumber() {
        ConsentEntry oldest = append(entry(orderedId("50"), organizationId, NUMBER, TestData.at(1)));
        ConsentEntry tieLow = append(entry(orderedId("10"), organizationId, NUMBER, TestData.at(5)));
        ConsentEntry tieHigh = append(entry(orderedId("f0"), organizationId, NUMBER, TestData.at(5)));
        ConsentEntry newest = append(entry(orderedId("30"), organizationId, NUMBER, TestData.at(9)));
        append(entry(organizationId, OTHER_NUMBER, TestData.at(20)));

        Page<ConsentEntry> first = store.consentLedger().page(organizationId, NUMBER, new PageRequest(1, 3));
        Page<ConsentEntry> second = store.consentLedger().page(organizationId, NUMBER, new PageRequest(2, 3));

        assertThat(first.items()).containsExactly(newest, tieHigh, tieLow);
        assertThat(first.itemsTotal()).isEqualTo(4);
        assertThat(first.nextPage()).isEqualTo(2);
        assertThat(second.items()).containsExactly(oldest);
        assertThat(store.consentLedger().page(organizationId, NUMBER, new PageRequest(3, 3)).items()).isEmpty();
        assertThat(store.consentLedger().page(organizationId, new PhoneNumber("+14155550100"), PageRequest.first())
                .itemsTotal()).isZero();
    }

    @Test
    void givenTakenId_whenAppendedAgain_thenConflictAndNothingOfThatAppendIsStored() {
        ConsentEntry stored = append(entry(organizationId, NUMBER, TestData.T0));
        ConsentEntry fresh = entry(organizationId, OTHER_NUMBER, TestData.at(1));
        ConsentEntry sameId = new ConsentEntry(stored.id(), organizationId, NUMBER, stored.channel(),
                stored.purpose(), ConsentKind.REVOKED, ConsentSource.SYNC, "overwrite", TestData.at(2),
                TestData.at(2), TestData.at(2));

        assertThatThrownBy(() -> store.consentLedger().append(List.of(fresh, sameId)))
                .isInstanceOf(ConflictException.class);

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(NUMBER, OTHER_NUMBER)))
                .containsExactly(Map.entry(NUMBER, List.of(stored)));
    }

    @Test
    void givenUnitOfWorkThatFails_whenItAppended_thenNothingIsStored() {
        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.consentLedger().append(List.of(entry(organizationId, NUMBER, TestData.T0)));
            throw new IllegalStateException("the unit fails after the append");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(NUMBER))).isEmpty();
    }

    @Test
    void givenThePort_whenItsOperationsAreListed_thenNoneChangesOrRemovesAnEntry() {
        assertThat(Arrays.stream(ConsentLedgerRepository.class.getMethods()).map(Method::getName))
                .containsOnly("append", "entriesFor", "page");
    }

    @Test
    void givenCustomerOfTheNumberDeleted_whenRead_thenTheEntriesStay() {
        Customer customer = givenCustomer(organizationId, 7);
        ConsentEntry given = append(entry(organizationId, customer.phone(), TestData.T0));

        store.customers().update(customer.delete(TestData.at(5)), customer.version());

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(customer.phone())))
                .containsExactly(Map.entry(customer.phone(), List.of(given)));
    }

    private ConsentEntry append(ConsentEntry entry) {
        store.consentLedger().append(List.of(entry));
        return entry;
    }

    private static ConsentEntry entry(OrganizationId organization, PhoneNumber number, Instant occurredAt) {
        return entry(TestData.newId(), organization, number, occurredAt);
    }

    private static ConsentEntry entry(UUID id, OrganizationId organization, PhoneNumber number, Instant occurredAt) {
        return ConsentEntry.given(ConsentEntryId.of(id), organization, number, ConsentChannel.VOICE_ARTIFICIAL,
                ConsentPurpose.MARKETING, ConsentSource.IMPORT, "form", occurredAt, occurredAt.plusSeconds(30));
    }

    private static ConsentEntryId newId() {
        return ConsentEntryId.of(TestData.newId());
    }
}
