package io.campaignoutreach.application.customer;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.source.Source;
import java.util.List;

/** A customer with the campaigns it is enrolled in and its current lead source (null when it has none). */
public record CustomerView(Customer customer, List<CampaignMembership> campaigns, Source currentSource) {

    public CustomerView {
        campaigns = List.copyOf(campaigns);
    }

    /** One enrollment of the customer, with the campaign's name. */
    public record CampaignMembership(Enrollment enrollment, String campaignName) {
    }
}
