package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.call.CustomerCallSummary;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Outbound port: what the customer read shows, in one look-up where the store allows it, so a read
 * costs the same whatever the organization's size: the customer, its enrollments oldest first, the
 * names of their campaigns, its calls summed up and its current source; and the list of customers,
 * filtered and searched.
 */
public interface CustomerReads {

    /** The organization's customer with what its read shows, deleted or not; empty when there is none. */
    Optional<CustomerRead> find(OrganizationId organizationId, CustomerId id);

    /**
     * A page of the organization's customers matching {@code query}, never deleted ones, newest first (by
     * creation, then id); {@code itemsTotal} counts every match.
     */
    Page<Customer> findPage(OrganizationId organizationId, CustomerQuery query, PageRequest page);

    /** {@code currentSource} is the organization's source the customer's {@code currentSourceId} names, or null. */
    record CustomerRead(Customer customer, List<Enrollment> enrollments, Map<CampaignId, String> campaignNames,
                        CustomerCallSummary calls, Source currentSource) {
        public CustomerRead {
            Objects.requireNonNull(customer, "customer");
            Objects.requireNonNull(calls, "calls");
            enrollments = List.copyOf(enrollments);
            campaignNames = Map.copyOf(campaignNames);
        }
    }
}
