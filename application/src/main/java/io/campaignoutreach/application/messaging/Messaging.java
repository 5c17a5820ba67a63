package io.campaignoutreach.application.messaging;

/**
 * Outbound port: the carrier that sends texts. {@link #send} only submits the message and answers at
 * once; its delivery status (sent, delivered, undelivered, failed) arrives later as
 * {@link MessageEvent.Status} events, and texts from customers as {@link MessageEvent.Inbound}, both
 * handed to the service's {@link MessageEventSink}. Like a call, a text is asked for once and never
 * again, whatever the answer: a text sent twice is a text the customer pays for twice.
 */
public interface Messaging {

    /** No carrier for texts: every text is refused, and ends failed with that reason rather than waiting. */
    Messaging NONE = text -> new MessageSubmission.Rejected("no carrier for texts is set up", null);

    MessageSubmission send(OutboundText text);
}
