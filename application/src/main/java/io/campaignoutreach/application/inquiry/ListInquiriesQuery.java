package io.campaignoutreach.application.inquiry;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;

/** Query: a page of the caller's inquiries with their customers and campaigns (needs inquiries.view). */
public interface ListInquiriesQuery {

    Page<InquiryListItem> list(AccessContext access, InquiryQuery query, PageRequest page);
}
