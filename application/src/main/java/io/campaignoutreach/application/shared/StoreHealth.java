package io.campaignoutreach.application.shared;

/**
 * Outbound port: whether the store can serve requests now. Each persistence adapter implements it;
 * readiness probes of the HTTP API ask it. It never throws: a failure is a failed check.
 */
@FunctionalInterface
public interface StoreHealth {

    StoreReadiness readiness();
}
