package io.campaignoutreach.domain.messaging;

import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import java.util.Set;

/**
 * What a campaign text is for, which decides the consent it needs. Texts about something the customer
 * asked for or booked (an inquiry, an appointment) are informational; every other type is what its
 * campaign is: marketing, unless the organization declared the campaign informational.
 */
public final class TextPurposes {

    private static final Set<SmsType> ABOUT_THE_CUSTOMERS_OWN_REQUEST = Set.of(SmsType.NEW_INQUIRY,
            SmsType.MISSED_INQUIRY, SmsType.APPOINTMENT_BOOKED, SmsType.APPOINTMENT_REMINDER,
            SmsType.MISSED_APPOINTMENT);

    private TextPurposes() {
    }

    public static ConsentPurpose of(SmsType type, boolean campaignInformational) {
        return campaignInformational || ABOUT_THE_CUSTOMERS_OWN_REQUEST.contains(type) ? ConsentPurpose.INFORMATIONAL
                : ConsentPurpose.MARKETING;
    }
}
