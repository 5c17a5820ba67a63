package io.campaignoutreach.application.customer;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerSearch;

/**
 * Which customers to list; null filters match everything. Deleted customers are never listed, and the list is
 * newest first (D4).
 *
 * <p>{@code status} is the customer's status exactly ({@code Lead}, {@code Active} or {@code Inactive});
 * {@code campaignId} keeps the customers enrolled in that campaign, whatever their enrollment's status;
 * {@code search} matches the name or phone as {@link CustomerSearch} does, or is a case-insensitive substring
 * of the customer's external id ({@code clientCustomerId}).
 */
public record CustomerQuery(String status, CampaignId campaignId, CustomerSearch search) {

    public static CustomerQuery all() {
        return new CustomerQuery(null, null, null);
    }

    /**
     * The in-memory reading of the filter; the SQL store expresses the same rule in its query.
     * {@code enrolledInCampaign} tells whether the customer has an enrollment in {@code campaignId}.
     */
    public boolean matches(Customer customer, boolean enrolledInCampaign) {
        if (customer.isDeleted()) {
            return false;
        }
        if (status != null && !status.equals(customer.profile().text(CustomerField.STATUS))) {
            return false;
        }
        if (campaignId != null && !enrolledInCampaign) {
            return false;
        }
        String externalId = customer.profile().text(CustomerField.CLIENT_CUSTOMER_ID);
        return search == null || search.matchesNameOrPhone(customer)
                || search.foundIn(externalId);
    }
}
