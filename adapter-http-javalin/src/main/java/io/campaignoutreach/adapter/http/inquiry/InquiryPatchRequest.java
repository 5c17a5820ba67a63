package io.campaignoutreach.adapter.http.inquiry;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.domain.inquiry.InquiryChanges;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.shared.Patch;
import org.hibernate.validator.constraints.CodePointLength;

/** The body of PATCH /v2/inquiries/{id}: the members a change may carry; read-only ones are refused. */
record InquiryPatchRequest(
        @Nullable @CodePointLength(max = InquiryChanges.MAX_RESOLUTION_TYPE_LENGTH) Patch<String> resolutionType,
        @Nullable Patch<String> response,
        Patch<InquiryStatus> status,
        @Nullable Patch<String> notes) {

    InquiryChanges toChanges() {
        return new InquiryChanges(resolutionType, response, status, notes);
    }
}
