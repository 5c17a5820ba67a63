package io.campaignoutreach.application.telephony;

import java.util.List;

/**
 * Inbound port: where a carrier hands the events of its calls. The events are applied in one unit
 * of work and the call returns once it has committed; when it throws (the store cannot be
 * reached), nothing was applied and the carrier delivers them again later, as a provider retries a
 * webhook that failed.
 */
public interface CallEventSink {

    /**
     * Applies {@code events}; returns those that cannot be applied yet (an analysis that came before
     * its call's end), for the carrier to deliver again later.
     */
    List<CallEvent> deliver(List<CallEvent> events);
}
