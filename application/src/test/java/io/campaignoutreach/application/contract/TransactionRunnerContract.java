package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.workflow.Workflow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.shared.TransactionRunner}: work commits as a
 * whole or, when it throws, leaves no trace in any repository; nested units join the outer one.
 */
public abstract class TransactionRunnerContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenWorkThatSucceeds_whenRun_thenItsResultIsReturnedAndItsWritesKept() {
        Campaign campaign = TestData.campaign(organizationId);
        Customer customer = TestData.customer(organizationId, TestData.phone(1));

        String result = store.transactions().inTransaction(() -> {
            store.campaigns().insert(campaign);
            store.customers().insert(customer);
            return "done";
        });

        assertThat(result).isEqualTo("done");
        assertThat(store.campaigns().findById(organizationId, campaign.id())).contains(campaign);
        assertThat(store.customers().findById(organizationId, customer.id())).contains(customer);
    }

    @Test
    void givenRunnableWork_whenRun_thenItsWritesAreKept() {
        Workflow workflow = TestData.workflow(organizationId);

        store.transactions().inTransaction(() -> store.workflows().save(workflow));

        assertThat(store.workflows().findById(organizationId, workflow.id())).contains(workflow);
    }

    @Test
    void givenWorkThatWrites_whenItReadsBack_thenItSeesItsOwnWrites() {
        Campaign campaign = TestData.campaign(organizationId);

        boolean seen = store.transactions().inTransaction(() -> {
            store.campaigns().insert(campaign);
            return store.campaigns().findById(organizationId, campaign.id()).isPresent();
        });

        assertThat(seen).isTrue();
    }

    @Test
    void givenWorkThatThrows_whenRun_thenTheExceptionPropagatesAndEveryWriteIsUndone() {
        Campaign existing = givenCampaign(organizationId);
        Customer existingCustomer = givenCustomer(organizationId, 1);
        RoutingConfig routing = TestData.routingConfig(organizationId);
        store.routingConfigs().save(routing);
        ApiKey key = TestData.apiKey(organizationId);
        store.apiKeys().insert(key);
        Organization newOrganization = TestData.organization();
        Campaign newCampaign = TestData.campaign(organizationId);
        Customer newCustomer = TestData.customer(organizationId, TestData.phone(2));
        Workflow workflow = TestData.workflow(organizationId);
        Enrollment enrollment = TestData.enrollment(organizationId, existing.id(), existingCustomer.id());
        Campaign changed = CampaignBuilder.aCampaign(organizationId).id(existing.id()).version(1).name("Changed")
                .build();
        RoutingConfig renamed = RoutingConfig.builder(routing.id(), organizationId, "Renamed")
                .createdAt(routing.createdAt()).updatedAt(TestData.at(99)).build();
        RuntimeException failure = new IllegalStateException("boom");

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.organizations().insert(newOrganization);
            store.campaigns().insert(newCampaign);
            store.campaigns().update(changed, existing.version());
            store.customers().insert(newCustomer);
            store.customers().update(existingCustomer.delete(TestData.at(5)), existingCustomer.version());
            store.workflows().save(workflow);
            store.routingConfigs().save(renamed);
            store.enrollments().insert(enrollment);
            store.apiKeys().update(key.revoke(TestData.at(6)));
            store.apiKeys().recordUse(key.id(), TestData.at(900));
            throw failure;
        })).isSameAs(failure);

        assertThat(store.organizations().findById(newOrganization.id())).isEmpty();
        assertThat(store.campaigns().findById(organizationId, newCampaign.id())).isEmpty();
        assertThat(store.campaigns().findById(organizationId, existing.id())).contains(existing);
        assertThat(store.customers().findById(organizationId, newCustomer.id())).isEmpty();
        assertThat(store.customers().findById(organizationId, existingCustomer.id())).contains(existingCustomer);
        assertThat(store.workflows().findById(organizationId, workflow.id())).isEmpty();
        assertThat(store.routingConfigs().findById(organizationId, routing.id())).contains(routing);
        assertThat(store.enrollments().findByCustomer(organizationId, existingCustomer.id())).isEmpty();
        assertThat(store.apiKeys().findById(key.id())).contains(key);
    }

    @Test
    void givenConflictInsideWork_whenRun_thenEarlierWritesAreUndone() {
        Campaign existing = givenCampaign(organizationId);
        Customer customer = TestData.customer(organizationId, TestData.phone(1));
        Campaign stale = CampaignBuilder.aCampaign(organizationId).id(existing.id()).version(8).build();

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.customers().insert(customer);
            store.campaigns().update(stale, 7);
        })).isInstanceOf(ConflictException.class);

        assertThat(store.customers().findById(organizationId, customer.id())).isEmpty();
    }

    @Test
    void givenNestedWork_whenTheOuterWorkThrowsAfterTheInnerFinished_thenTheInnerWritesAreUndoneToo() {
        Campaign inner = TestData.campaign(organizationId);
        Campaign outer = TestData.campaign(organizationId);
        RuntimeException failure = new IllegalStateException("outer fails");

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.campaigns().insert(outer);
            store.transactions().inTransaction(() -> store.campaigns().insert(inner));
            throw failure;
        })).isSameAs(failure);

        assertThat(store.campaigns().findById(organizationId, inner.id())).isEmpty();
        assertThat(store.campaigns().findById(organizationId, outer.id())).isEmpty();
    }

    @Test
    void givenNestedWork_whenBothFinish_thenAllWritesAreKept() {
        Campaign inner = TestData.campaign(organizationId);
        Campaign outer = TestData.campaign(organizationId);

        int result = store.transactions().inTransaction(() -> {
            store.campaigns().insert(outer);
            return store.transactions().inTransaction(() -> {
                store.campaigns().insert(inner);
                return 7;
            });
        });

        assertThat(result).isEqualTo(7);
        assertThat(store.campaigns().findById(organizationId, inner.id())).contains(inner);
        assertThat(store.campaigns().findById(organizationId, outer.id())).contains(outer);
    }

    @Test
    void givenRolledBackInsert_whenTheSameRowIsInsertedAgain_thenItIsStored() {
        Campaign campaign = TestData.campaign(organizationId);
        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.campaigns().insert(campaign);
            throw new IllegalStateException("undo");
        })).isInstanceOf(IllegalStateException.class);

        store.campaigns().insert(campaign);

        assertThat(store.campaigns().findById(organizationId, campaign.id())).contains(campaign);
    }
}
