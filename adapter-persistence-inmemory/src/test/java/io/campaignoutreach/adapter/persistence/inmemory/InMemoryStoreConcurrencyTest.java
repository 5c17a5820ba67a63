package io.campaignoutreach.adapter.persistence.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The in-memory store under concurrent use: no lost writes, no half-done units of work seen. */
class InMemoryStoreConcurrencyTest {

    private static final int THREADS = 8;

    private final ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    private StorePorts store;
    private OrganizationId organizationId;

    @BeforeEach
    void givenStoreWithOrganization() {
        store = InMemoryRepositories.create();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        organizationId = organization.id();
    }

    @AfterEach
    void stopThreads() {
        pool.shutdownNow();
    }

    @Test
    void givenManyThreads_whenEachInsertsCustomers_thenNoInsertIsLost() throws Exception {
        AtomicInteger phones = new AtomicInteger();
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            done.add(pool.submit(() -> {
                for (int i = 0; i < 100; i++) {
                    store.customers().insert(TestData.customer(organizationId,
                            TestData.phone(phones.getAndIncrement())));
                }
            }));
        }
        for (Future<?> future : done) {
            future.get(10, TimeUnit.SECONDS);
        }

        assertThat(store.customers().count(organizationId)).isEqualTo(THREADS * 100);
    }

    @Test
    void givenManyThreadsUpdatingFromTheSameVersion_whenTheyRace_thenExactlyOneWins() throws Exception {
        Campaign campaign = TestData.campaign(organizationId);
        store.campaigns().insert(campaign);
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger conflicts = new AtomicInteger();
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            Campaign changed = CampaignBuilder.aCampaign(organizationId).id(campaign.id()).version(1)
                    .name("Writer " + t).build();
            done.add(pool.submit(() -> {
                start.await();
                try {
                    store.campaigns().update(changed, 0);
                } catch (ConflictException e) {
                    conflicts.incrementAndGet();
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> future : done) {
            future.get(10, TimeUnit.SECONDS);
        }

        assertThat(conflicts.get()).isEqualTo(THREADS - 1);
        assertThat(store.campaigns().findById(organizationId, campaign.id())).map(Campaign::version).contains(1L);
    }

    @Test
    void givenUnitOfWorkThatFailsLater_whenAnotherThreadReadsMeanwhile_thenItNeverSeesTheUndoneWrite()
            throws Exception {
        Campaign campaign = TestData.campaign(organizationId);
        CountDownLatch written = new CountDownLatch(1);
        Future<?> writer = pool.submit(() -> store.transactions().inTransaction(() -> {
            store.campaigns().insert(campaign);
            written.countDown();
            pause();
            throw new IllegalStateException("fails after the write");
        }));
        written.await(10, TimeUnit.SECONDS);

        Optional<Campaign> seen = pool.submit(() -> store.campaigns().findById(organizationId, campaign.id()))
                .get(10, TimeUnit.SECONDS);

        assertThat(seen).isEmpty();
        assertThat(writer).failsWithin(10, TimeUnit.SECONDS);
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
