package io.campaignoutreach.bootstrap.wiring;

import io.campaignoutreach.adapter.telephony.simulated.SimulatedCarrier;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachWorkers;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.bootstrap.config.OutreachSettings;
import io.campaignoutreach.embedded.ApplicationServices;

/** The outreach engine of a serving process and the carrier it calls through. */
public final class OutreachEngineSetup {

    /** What the engine would call with {@code COS_CARRIER=off}; its workers never start, so it is never asked. */
    private static final Telephony NO_CARRIER = attempt -> {
        throw new IllegalStateException("no carrier is configured (COS_CARRIER=off)");
    };

    private OutreachEngineSetup() {
    }

    /** The engine's workers, not started. */
    public static OutreachWorkers engine(OutreachSettings settings, StorePorts store, Wiring wiring,
                                         OutreachEvents events) {
        Telephony carrier = settings.carrierOn()
                ? new SimulatedCarrier(settings.carrierSeed(), settings.carrierMix(), settings.carrierLatency())
                : NO_CARRIER;
        return ApplicationServices.engine(store, carrier, wiring.clock(), wiring.ids(), settings.engine(), events);
    }
}
