package io.campaignoutreach.domain.inquiry;

/**
 * The circumstances of an inquiry as recorded when it was raised: the agent who handled the call
 * and the carrier and plan the customer's question was about. Kept as given, not looked up.
 */
public record InquiryContext(String agentName, String carrierName, String planName, String planCode) {

    public static InquiryContext none() {
        return new InquiryContext(null, null, null, null);
    }
}
