package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import org.junit.jupiter.api.Test;

/** Contract of {@link io.campaignoutreach.application.organization.OrganizationRepository}. */
public abstract class OrganizationRepositoryContract extends StoreContract {

    @Test
    void givenOrganization_whenInsertedAndFound_thenEveryFieldRoundTrips() {
        Organization organization = TestData.organization();

        store.organizations().insert(organization);

        assertThat(store.organizations().findById(organization.id())).contains(organization);
    }

    @Test
    void givenOrganizationWithoutSmsName_whenInsertedAndFound_thenItRoundTrips() {
        Organization organization = new Organization(OrganizationId.of(TestData.newId()), "Plain", null, TestData.T0);

        store.organizations().insert(organization);

        assertThat(store.organizations().findById(organization.id())).contains(organization);
    }

    @Test
    void givenUnknownId_whenFound_thenNothingIsFound() {
        store.organizations().insert(TestData.organization());

        assertThat(store.organizations().findById(OrganizationId.of(TestData.newId()))).isEmpty();
    }

    @Test
    void givenEmptyStore_whenAllListed_thenTheListIsEmpty() {
        assertThat(store.organizations().findAll()).isEmpty();
    }

    @Test
    void givenSeveralOrganizations_whenAllListed_thenOldestComesFirst() {
        Organization middle = TestData.organization("Middle", TestData.at(2));
        Organization newest = TestData.organization("Newest", TestData.at(3));
        Organization oldest = TestData.organization("Oldest", TestData.at(1));
        store.organizations().insert(middle);
        store.organizations().insert(newest);
        store.organizations().insert(oldest);

        assertThat(store.organizations().findAll()).containsExactly(oldest, middle, newest);
    }
}
