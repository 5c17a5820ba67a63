package io.campaignoutreach.application.consent;

import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.time.Instant;
import java.util.List;

/**
 * A client's request to record a number's consent, given or revoked, for one purpose on each of
 * {@code channels}; {@code occurredAt} null means now. A member is null when the caller could not
 * read it (its fault is then among the request's findings).
 */
public record NewConsent(PhoneNumber phoneNumber, List<ConsentChannel> channels, ConsentPurpose purpose,
                         ConsentKind kind, String evidence, Instant occurredAt) {

    /** The statement for one of the channels. */
    ConsentStatement on(ConsentChannel channel) {
        return new ConsentStatement(channel, purpose, kind, evidence, occurredAt);
    }
}
