package io.campaignoutreach.domain.inquiry;

/**
 * How urgently an inquiry should be handled, as scored when it was raised: the priority, the
 * scorer's confidence, the inquiry's rank among open ones, why, and its priority category. Each
 * number is a 32-bit signed integer; every member is null until scored.
 */
public record InquiryPriority(Integer priority, Integer confidence, Integer rank, String rationale, String category) {

    public static InquiryPriority none() {
        return new InquiryPriority(null, null, null, null, null);
    }
}
