package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.Organization;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A change of a number's consent and a gate on that number see each other whole: a revocation
 * appended while a round holds the number's lock waits for the round to commit.
 */
class NumberLocksTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    private static final PhoneNumber NUMBER = new PhoneNumber("+12025550123");

    @Test
    void givenARoundHoldingANumber_whenItsConsentIsRevoked_thenTheRevocationWaitsForTheRoundToCommit()
            throws Exception {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        Instant now = Instant.now();
        CountDownLatch locked = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> round = CompletableFuture.runAsync(() -> store.transactions().inTransaction(() -> {
            store.outreach().numberActivity(organization.id(), List.of(NUMBER), now);
            locked.countDown();
            await(release);
            return null;
        }));
        assertThat(locked.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Void> revocation = CompletableFuture.runAsync(() -> store.consentLedger().append(
                ConsentEntry.revokeAllMarketing(() -> ConsentEntryId.of(TestData.newId()), organization.id(), NUMBER,
                        ConsentSource.API, "asked by phone", now, now)));

        assertThatThrownBy(() -> revocation.get(300, TimeUnit.MILLISECONDS)).isInstanceOf(TimeoutException.class);
        release.countDown();
        round.get(10, TimeUnit.SECONDS);
        revocation.get(10, TimeUnit.SECONDS);
        assertThat(store.consentLedger().entriesFor(organization.id(), List.of(NUMBER)).get(NUMBER)).hasSize(3);
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
