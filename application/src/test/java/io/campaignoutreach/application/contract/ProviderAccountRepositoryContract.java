package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.provider.ProviderAccountRepository;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link ProviderAccountRepository}: an account round trips with its settings and sealed secrets; one
 * per organization and channel; updates are checked against the version read; each organization sees its own, a
 * webhook finds an account by id alone, and resealing walks every organization's accounts by id.
 */
public abstract class ProviderAccountRepositoryContract extends StoreContract {

    private static final Map<String, String> SETTINGS = Map.of("accountSid", "AC" + "0123456789abcdef".repeat(2),
            "fromNumber", "+12025550100");
    private static final Map<String, String> SEALED = Map.of("authToken", "v1:k1:c2VhbGVk");

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    private ProviderAccount twilioCalls(String firstByte) {
        return ProviderAccount.create(ProviderAccountId.of(orderedId(firstByte)), organizationId,
                ProviderChannel.CALLS, ProviderKind.TWILIO, SETTINGS, SEALED, TestData.T0);
    }

    @Test
    void givenAnAccount_whenInsertedAndRead_thenEveryFieldRoundTrips() {
        ProviderAccount account = twilioCalls("10");

        store.providerAccounts().insert(account);

        assertThat(store.providerAccounts().find(organizationId, ProviderChannel.CALLS)).contains(account);
        assertThat(store.providerAccounts().findById(account.id())).contains(account);
        assertThat(store.providerAccounts().find(organizationId, ProviderChannel.TEXTS)).isEmpty();
        assertThat(store.providerAccounts().find(otherOrganizationId, ProviderChannel.CALLS)).isEmpty();
        assertThat(store.providerAccounts().list(otherOrganizationId)).isEmpty();
    }

    @Test
    void givenAnAccountForTheChannel_whenAnotherIsInserted_thenItConflicts() {
        store.providerAccounts().insert(twilioCalls("10"));

        assertThatThrownBy(() -> store.providerAccounts().insert(twilioCalls("11")))
                .isInstanceOf(ConflictException.class);
        assertThat(store.providerAccounts().list(organizationId)).hasSize(1);
    }

    @Test
    void givenAnAccount_whenUpdatedFromTheVersionRead_thenStored_andFromAStaleOne_thenConflict() {
        ProviderAccount account = twilioCalls("10");
        store.providerAccounts().insert(account);
        ProviderAccount changed = account.reconfigure(ProviderKind.SIMULATED, Map.of(), Map.of(), TestData.at(5));

        store.providerAccounts().update(changed, account.version());

        assertThat(store.providerAccounts().findById(account.id())).contains(changed);
        assertThatThrownBy(() -> store.providerAccounts().update(
                account.reconfigure(ProviderKind.TWILIO, SETTINGS, SEALED, TestData.at(6)), account.version()))
                .isInstanceOf(ConflictException.class);
        assertThat(store.providerAccounts().findById(account.id())).contains(changed);
    }

    @Test
    void givenAccountsOfTwoOrganizations_whenListed_thenEachSeesItsOwn() {
        ProviderAccount calls = twilioCalls("10");
        ProviderAccount texts = ProviderAccount.create(ProviderAccountId.of(orderedId("20")), organizationId,
                ProviderChannel.TEXTS, ProviderKind.SIMULATED, Map.of(), Map.of(), TestData.T0);
        ProviderAccount others = ProviderAccount.create(ProviderAccountId.of(orderedId("30")), otherOrganizationId,
                ProviderChannel.CALLS, ProviderKind.SIMULATED, Map.of(), Map.of(), TestData.T0);
        store.providerAccounts().insert(texts);
        store.providerAccounts().insert(calls);
        store.providerAccounts().insert(others);

        assertThat(store.providerAccounts().list(organizationId)).containsExactly(calls, texts);
        assertThat(store.providerAccounts().list(otherOrganizationId)).containsExactly(others);
        assertThat(store.providerAccounts().find(otherOrganizationId, ProviderChannel.TEXTS)).isEmpty();
        assertThat(store.providerAccounts().findById(others.id())).contains(others);
    }

    @Test
    void givenAccountsOfEveryOrganization_whenWalkedAfterAnId_thenAllComeByIdInPages() {
        ProviderAccount first = twilioCalls("a0");
        ProviderAccount second = ProviderAccount.create(ProviderAccountId.of(orderedId("0f")), otherOrganizationId,
                ProviderChannel.CALLS, ProviderKind.SIMULATED, Map.of(), Map.of(), TestData.T0);
        ProviderAccount third = ProviderAccount.create(ProviderAccountId.of(orderedId("f0")), organizationId,
                ProviderChannel.TEXTS, ProviderKind.SIMULATED, Map.of(), Map.of(), TestData.T0);
        store.providerAccounts().insert(first);
        store.providerAccounts().insert(second);
        store.providerAccounts().insert(third);

        assertThat(store.providerAccounts().after(null, 2)).containsExactly(second, first);
        assertThat(store.providerAccounts().after(first.id(), 2)).containsExactly(third);
    }
}
