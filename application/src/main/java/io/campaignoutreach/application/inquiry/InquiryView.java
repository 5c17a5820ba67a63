package io.campaignoutreach.application.inquiry;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.inquiry.Inquiry;
import java.util.Objects;

/**
 * An inquiry with everything its full read shows: its customer (null when deleted or gone) and
 * the call it was raised in (null when it names none, or that call is gone).
 */
public record InquiryView(Inquiry inquiry, Customer customer, Call call) {

    public InquiryView {
        Objects.requireNonNull(inquiry, "inquiry");
    }
}
