package io.campaignoutreach.application.messaging;

import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.messaging.TextTemplate;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Turns an event of outreach into the campaign text it calls for: nothing when the campaign's flag
 * for that SMS type is off; a text rendered from the campaign's content, pending until the checks at
 * the instant of sending; or, when a variable has no value, a text recorded as skipped with the
 * variable's name. The caller stores it in the unit of work that decided on it.
 */
public final class TextRequests {

    private final IdGenerator ids;
    private final PhoneNumber serviceNumber;

    /** @param serviceNumber the organization's number texts come from, and the {@code companyPhone} they name */
    public TextRequests(IdGenerator ids, PhoneNumber serviceNumber) {
        this.ids = ids;
        this.serviceNumber = serviceNumber;
    }

    /**
     * The text of {@code type} for the customer on the campaign, due now; {@code extra} holds the
     * values only some events have ({@code inquiryTopic}, {@code appointmentDate},
     * {@code appointmentTime}).
     */
    public Optional<Message> request(SmsType type, Campaign campaign, Customer customer, EnrollmentId enrollment,
                                     Map<String, String> extra, Instant now) {
        return request(MessageId.of(ids.newId()), type, campaign, customer, enrollment, extra, now, now);
    }

    /** The same, under {@code id} and due at {@code due}: a text decided now for later, as a reminder is. */
    public Optional<Message> request(MessageId id, SmsType type, Campaign campaign, Customer customer,
                                     EnrollmentId enrollment, Map<String, String> extra, Instant due, Instant now) {
        if (!campaign.sms().isEnabled(type)) {
            return Optional.empty();
        }
        String template = campaign.sms().content().get(type);
        Map<String, String> values = new HashMap<>(extra);
        values.put("clientCustomer.firstName", customer.profile().text(CustomerField.FIRST_NAME));
        values.put("companyPhone", displayed(serviceNumber));
        TextTemplate.Rendered rendered = TextTemplate.render(template, values);
        if (rendered instanceof TextTemplate.Rendered.Missing missing) {
            return Optional.of(Message.skipped(id, campaign.organizationId(), customer.phone(), serviceNumber, type,
                    customer.id(), campaign.id(), enrollment, template,
                    "the template variable " + missing.variable() + " has no value", now));
        }
        return Optional.of(Message.pending(id, campaign.organizationId(), customer.phone(), serviceNumber,
                MessageKind.CAMPAIGN, type, customer.id(), campaign.id(), enrollment,
                ((TextTemplate.Rendered.Text) rendered).body(), due, now));
    }

    /** A North American number as people write it, (212) 555-0144; any other as dialed. */
    public static String displayed(PhoneNumber number) {
        String e164 = number.e164();
        if (e164.startsWith("+1") && e164.length() == 12) {
            return "(" + e164.substring(2, 5) + ") " + e164.substring(5, 8) + "-" + e164.substring(8);
        }
        return e164;
    }
}
