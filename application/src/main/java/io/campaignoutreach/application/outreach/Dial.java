package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.outreach.Attempt;
import java.util.List;

/** A call to place: the attempt as recorded, what the carrier is asked, and what to record after. */
record Dial(Attempt attempt, CallAttempt request, Customer customer, Campaign campaign, List<Attempt> earlier) {
}
