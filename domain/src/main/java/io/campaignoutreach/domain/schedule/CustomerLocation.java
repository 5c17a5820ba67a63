package io.campaignoutreach.domain.schedule;

/**
 * What a customer record says about where the customer is, as stored: any field may be absent
 * ({@code null}) or malformed. {@code phoneNumber} is the E.164 number called.
 */
public record CustomerLocation(String timezone, String state, String postalCode, String phoneNumber) {
}
