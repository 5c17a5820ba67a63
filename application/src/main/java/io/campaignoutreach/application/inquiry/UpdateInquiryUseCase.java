package io.campaignoutreach.application.inquiry;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryChanges;
import io.campaignoutreach.domain.inquiry.InquiryId;

/**
 * Use case: change an inquiry's resolution, response, status or notes (D14; needs
 * inquiries.manage; not for read-only keys). Answers the inquiry as stored afterwards.
 */
public interface UpdateInquiryUseCase {

    Inquiry update(AccessContext access, InquiryId id, InquiryChanges changes);
}
