package io.campaignoutreach.domain.outreach;

/**
 * What the success and failure criteria of a campaign are judged on, after an enrollment's latest
 * call: that call's disposition (null before any call), whether it was handed to an agent, how
 * long the customer spoke on it (with the agent included), how many calls the enrollment has had,
 * and whether any of them booked an appointment.
 */
public record OutcomeFacts(String lastCallDisposition, boolean transferred, long talkTimeSeconds, int attempts,
                           boolean appointmentBooked) {
}
