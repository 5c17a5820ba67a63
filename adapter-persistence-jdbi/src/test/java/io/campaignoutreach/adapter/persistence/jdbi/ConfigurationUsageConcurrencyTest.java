package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.campaign.ConfigUsages;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two units of work storing campaigns that share configurations, in opposite orders, overlap
 * without deadlocking, and the configurations' counts take in every campaign of both.
 */
class ConfigurationUsageConcurrencyTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Test
    void givenTwoUnitsStoringCampaignsOfSharedConfigurationsInOppositeOrders_whenTheyOverlap_thenBothCommit()
            throws Exception {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        TransferConfigId first = TransferConfigId.of(TestData.newId());
        TransferConfigId second = TransferConfigId.of(TestData.newId());
        CountDownLatch firstStored = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<?> forwards = threads.submit(() -> store.transactions().inTransaction(() -> {
                store.campaigns().insert(campaign(organization, first));
                firstStored.countDown();
                awaitAnotherCampaignWriterWaiting();
                store.campaigns().insert(campaign(organization, second));
            }));
            Future<?> backwards = threads.submit(() -> {
                firstStored.await();
                store.transactions().inTransaction(() -> {
                    store.campaigns().insert(campaign(organization, second));
                    store.campaigns().insert(campaign(organization, first));
                });
                return null;
            });

            forwards.get(30, TimeUnit.SECONDS);
            backwards.get(30, TimeUnit.SECONDS);
        } finally {
            threads.shutdownNow();
        }

        ConfigUsages usages = store.campaigns().usageOf(organization.id(), List.of(first, second), List.of());
        assertThat(usages.of(first).assignedCampaignCount()).isEqualTo(2);
        assertThat(usages.of(second).assignedCampaignCount()).isEqualTo(2);
    }

    private static Campaign campaign(Organization organization, TransferConfigId transfer) {
        return CampaignBuilder.aCampaign(organization.id()).transferConfigIds(List.of(transfer)).build();
    }

    /** Polls until another connection waits for a lock while storing a campaign. */
    private static void awaitAnotherCampaignWriterWaiting() {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(20));
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             PreparedStatement waiting = connection.prepareStatement("""
                     select count(*) from pg_stat_activity
                      where datname = current_database() and pid <> pg_backend_pid()
                        and wait_event_type = 'Lock' and query like 'insert into campaigns%'""")) {
            while (Instant.now().isBefore(deadline)) {
                try (ResultSet row = waiting.executeQuery()) {
                    row.next();
                    if (row.getLong(1) > 0) {
                        return;
                    }
                }
                Thread.onSpinWait();
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        throw new IllegalStateException("the second unit of work never waited for the first");
    }
}
