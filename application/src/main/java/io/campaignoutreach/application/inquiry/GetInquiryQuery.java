package io.campaignoutreach.application.inquiry;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.inquiry.InquiryId;

/** Query: one inquiry of the caller's organization with its customer and call (needs inquiries.view). */
public interface GetInquiryQuery {

    InquiryView get(AccessContext access, InquiryId id);
}
