package io.campaignoutreach.domain.campaign;

import java.util.Arrays;
import java.util.Optional;

/** A kind of SMS a campaign may send, with the text used until the organization writes its own. */
public enum SmsType {
    REDIAL("redial", "Hi {{clientCustomer.firstName}}, we tried to reach you about your coverage. "
            + "Call us back at {{companyPhone}} when it suits you."),
    NEW_INQUIRY("newInquiry", "Hi {{clientCustomer.firstName}}, thanks for your question about {{inquiryTopic}}. "
            + "A licensed agent will follow up shortly."),
    POST_WELCOME("postWelcome", "Hi {{clientCustomer.firstName}}, thanks for speaking with us today. "
            + "Reach us any time at {{companyPhone}}."),
    FIRST_CONTACT("firstContact", "Hi {{clientCustomer.firstName}}, this is your insurance agency. "
            + "We will call you shortly from {{companyPhone}}."),
    MISSED_INQUIRY("missedInquiry", "Hi {{clientCustomer.firstName}}, we missed you about {{inquiryTopic}}. "
            + "Call us at {{companyPhone}}."),
    APPOINTMENT_BOOKED("appointmentBooked", "Hi {{clientCustomer.firstName}}, your appointment is booked for "
            + "{{appointmentDate}} at {{appointmentTime}}."),
    MISSED_APPOINTMENT("missedAppointment", "Hi {{clientCustomer.firstName}}, we missed you at your appointment. "
            + "Call {{companyPhone}} to book another time."),
    MISSED_FIRST_CONTACT("missedFirstContact", "Hi {{clientCustomer.firstName}}, we tried to reach you. "
            + "Call us back at {{companyPhone}}."),
    APPOINTMENT_REMINDER("appointmentReminder", "Reminder: your appointment is on {{appointmentDate}} at "
            + "{{appointmentTime}}. Questions? Call {{companyPhone}}."),
    INFORMATIONAL_FOLLOWUP("informationalFollowup", "Hi {{clientCustomer.firstName}}, here is the information "
            + "you asked for. Call {{companyPhone}} with any questions.");

    private final String key;
    private final String defaultText;

    SmsType(String key, String defaultText) {
        this.key = key;
        this.defaultText = defaultText;
    }

    /** The key used in {@code smsTypes} and {@code smsContent}, e.g. {@code newInquiry}. */
    public String key() {
        return key;
    }

    public String defaultText() {
        return defaultText;
    }

    public static Optional<SmsType> fromKey(String key) {
        return Arrays.stream(values()).filter(t -> t.key.equals(key)).findFirst();
    }
}
