package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.idempotency.IdempotentCreation;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.idempotency.IdempotencyKeyRepository}: a key's first request
 * round trips; a key is held once per organization, and another organization's same key is its own; a key is
 * freed only once older than asked; a unit of work that fails takes its key with it.
 */
public abstract class IdempotencyKeyRepositoryContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    private IdempotentCreation creation(String key, String resourceId) {
        return new IdempotentCreation(organizationId, key, "campaigns.create", "f".repeat(64), resourceId,
                TestData.T0);
    }

    @Test
    void givenAKey_whenStoredAndRead_thenEveryFieldRoundTripsInItsOrganizationOnly() {
        IdempotentCreation creation = creation("retry-1 ✓", TestData.newId().toString());

        store.idempotencyKeys().insert(creation);

        assertThat(store.idempotencyKeys().find(organizationId, "retry-1 ✓")).contains(creation);
        assertThat(store.idempotencyKeys().find(organizationId, "RETRY-1 ✓")).as("keys are case-sensitive").isEmpty();
        assertThat(store.idempotencyKeys().find(otherOrganizationId, "retry-1 ✓")).isEmpty();
    }

    @Test
    void givenAHeldKey_whenStoredAgain_thenItConflictsAndTheFirstStays_butAnotherOrganizationHasItsOwn() {
        IdempotentCreation first = creation("k", "first");
        store.idempotencyKeys().insert(first);

        assertThatThrownBy(() -> store.idempotencyKeys().insert(creation("k", "second")))
                .isInstanceOf(ConflictException.class);
        IdempotentCreation theirs = new IdempotentCreation(otherOrganizationId, "k", "campaigns.create", "0",
                "theirs", TestData.T0);
        store.idempotencyKeys().insert(theirs);

        assertThat(store.idempotencyKeys().find(organizationId, "k")).contains(first);
        assertThat(store.idempotencyKeys().find(otherOrganizationId, "k")).contains(theirs);
    }

    @Test
    void givenAKey_whenReleased_thenOnlyOnceOlderThanAsked() {
        store.idempotencyKeys().insert(creation("k", "first"));

        store.idempotencyKeys().release(organizationId, "k", TestData.T0);
        assertThat(store.idempotencyKeys().find(organizationId, "k")).as("not older than T0").isPresent();
        store.idempotencyKeys().release(otherOrganizationId, "k", TestData.T0.plus(Duration.ofDays(1)));
        assertThat(store.idempotencyKeys().find(organizationId, "k")).as("another organization's").isPresent();
        store.idempotencyKeys().release(organizationId, "k", TestData.T0.plusMillis(1));

        assertThat(store.idempotencyKeys().find(organizationId, "k")).isEmpty();
        store.idempotencyKeys().insert(creation("k", "again"));
        assertThat(store.idempotencyKeys().find(organizationId, "k")).map(IdempotentCreation::resourceId)
                .contains("again");
    }

    @Test
    void givenAUnitOfWorkThatFails_whenItStoredAKey_thenTheKeyIsGoneWithIt() {
        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.idempotencyKeys().insert(creation("k", "first"));
            throw new IllegalStateException("the create failed after its key was stored");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(store.idempotencyKeys().find(organizationId, "k")).isEmpty();
    }
}
