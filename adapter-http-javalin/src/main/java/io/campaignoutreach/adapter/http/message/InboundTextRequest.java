package io.campaignoutreach.adapter.http.message;

import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.hibernate.validator.constraints.CodePointLength;

/** The body of POST /v2/test/inbound-texts: the customer's number the text comes from, and the text. */
record InboundTextRequest(
        @NotNull @CodePointLength(min = 1, max = MAX_PHONE_LENGTH) String from,
        @NotNull @CodePointLength(min = 1, max = Message.MAX_BODY_LENGTH) String body) {

    static final int MAX_PHONE_LENGTH = 32;

    /**
     * The sender in E.164, or null when it is missing or not a US number; the latter is recorded in
     * {@code violations}, worded as everywhere the API reads a phone number.
     */
    PhoneNumber sender(Violations violations) {
        return Values.phoneNumber(List.of("from"), from, violations);
    }
}
