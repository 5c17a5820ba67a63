package io.campaignoutreach.domain.customer;

import io.campaignoutreach.domain.shared.ConflictException;

/**
 * A phone number identifies at most one live customer of an organization: a customer may not be
 * stored with a number another one holds. The message names neither the number nor the customer,
 * since it may be logged.
 */
public final class PhoneNumberTakenException extends ConflictException {

    public PhoneNumberTakenException() {
        super("another customer of the organization has this phone number");
    }
}
