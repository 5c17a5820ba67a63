package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Objects;

/**
 * One text to send for an organization: the message's key (which comes back on its status events), the numbers
 * and the body.
 */
public record OutboundText(OrganizationId organizationId, String messageKey, PhoneNumber to, PhoneNumber from,
                           String body) {
    public OutboundText {
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(messageKey, "messageKey");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(body, "body");
        if (body.isBlank()) {
            throw new IllegalArgumentException("a text has a body");
        }
    }
}
