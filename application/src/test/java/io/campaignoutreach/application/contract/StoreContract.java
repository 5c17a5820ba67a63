package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.lang.reflect.RecordComponent;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;

/**
 * Contract support: gives every test a fresh, empty store and helpers to put in the rows other
 * rows refer to, so that stores enforcing foreign keys pass the same tests.
 */
public abstract class StoreContract {

    protected StorePorts store;
    /** Set by {@link #givenTwoOrganizations}: the organization a test works in, and one it must never see. */
    protected OrganizationId organizationId;
    protected OrganizationId otherOrganizationId;

    /** A new, empty store; called before each test. */
    protected abstract StorePorts newRepositories();

    @BeforeEach
    protected void createStore() {
        store = newRepositories();
        for (RecordComponent port : StorePorts.class.getRecordComponents()) {
            try {
                assertThat(port.getAccessor().invoke(store)).as("the store's " + port.getName()).isNotNull();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Stores the organization a test works in and the other one. */
    protected void givenTwoOrganizations() {
        organizationId = givenOrganization();
        otherOrganizationId = givenOrganization();
    }

    protected OrganizationId givenOrganization() {
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        return organization.id();
    }

    protected Campaign givenCampaign(OrganizationId organizationId) {
        Campaign campaign = TestData.campaign(organizationId);
        store.campaigns().insert(campaign);
        return campaign;
    }

    protected Customer givenCustomer(OrganizationId organizationId, int phone) {
        Customer customer = TestData.customer(organizationId, TestData.phone(phone));
        store.customers().insert(customer);
        return customer;
    }

    /**
     * An id whose first byte is {@code firstByte} (hex, two digits). Ids from {@code 80} upwards
     * have the sign bit set, so they show whether a store compares ids as unsigned bytes (as
     * PostgreSQL and the text form do) rather than as Java's signed {@link UUID#compareTo}.
     */
    protected static UUID orderedId(String firstByte) {
        return UUID.fromString(firstByte + "000000-0000-7000-8000-000000000000");
    }
}
