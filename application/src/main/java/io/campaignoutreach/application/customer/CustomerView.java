package io.campaignoutreach.application.customer;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import java.util.List;

/** A customer with the campaigns it is enrolled in. */
public record CustomerView(Customer customer, List<CampaignMembership> campaigns) {

    public CustomerView {
        campaigns = List.copyOf(campaigns);
    }

    /** One enrollment of the customer, with the campaign's name. */
    public record CampaignMembership(Enrollment enrollment, String campaignName) {
    }
}
