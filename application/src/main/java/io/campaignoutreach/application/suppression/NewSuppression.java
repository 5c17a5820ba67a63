package io.campaignoutreach.application.suppression;

import io.campaignoutreach.domain.customer.PhoneNumber;

/**
 * A number a client asks to suppress, with an optional reason; {@code phoneNumber} is null when the
 * caller could not read one (its fault is then among the request's findings).
 */
public record NewSuppression(PhoneNumber phoneNumber, String reason) {
}
