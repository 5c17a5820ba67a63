package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.customer.PhoneNumber;

/**
 * Inbound port for testing: hands the carrier a text from a customer's number to the service's number,
 * as if the customer had sent it. The carrier reports it as any text it receives, through the
 * {@link MessageEventSink}, so it is stored and acted on (keywords, opt-outs) exactly as a real one.
 * Only a simulated carrier can do this; a process whose operator did not turn the test aid on has none.
 */
public interface InboundTexts {

    /** Hands over the text now; returns the carrier's id of it. */
    String receive(PhoneNumber from, String body);
}
