package io.campaignoutreach.application.messaging;

import java.util.List;

/**
 * Inbound port: where a carrier hands the events of texts. The events are applied in one unit of
 * work and the call returns once it has committed; when it throws, nothing was applied and the
 * carrier delivers them again later, as a provider retries a webhook that failed.
 */
public interface MessageEventSink {

    /** Applies {@code events}; returns those that cannot be applied yet, for the carrier to deliver again. */
    List<MessageEvent> deliver(List<MessageEvent> events);
}
