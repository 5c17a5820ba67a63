package io.campaignoutreach.application.inquiry;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.inquiry.Inquiry;
import java.util.Objects;

/**
 * An inquiry as lists show it: with its customer (null when deleted or gone) and its campaign
 * (null when gone).
 */
public record InquiryListItem(Inquiry inquiry, Customer customer, Campaign campaign) {

    public InquiryListItem {
        Objects.requireNonNull(inquiry, "inquiry");
    }
}
