package io.campaignoutreach.bootstrap.wiring;

import io.campaignoutreach.adapter.telephony.simulated.SimulatedCarrier;
import io.campaignoutreach.adapter.telephony.simulated.SimulatedTexts;
import io.campaignoutreach.adapter.telephony.simulated.TextMix;
import io.campaignoutreach.application.messaging.InboundTexts;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachWorkers;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.bootstrap.config.OutreachSettings;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.embedded.ApplicationServices;
import java.util.Optional;

/** The outreach engine of a serving process and the carrier it calls and texts through. */
public final class OutreachEngineSetup {

    /** What the engine would call with {@code COS_CARRIER=off}; its workers never start, so it is never asked. */
    private static final Telephony NO_CARRIER = new Telephony() {
        @Override
        public Submission place(io.campaignoutreach.application.telephony.CallAttempt attempt) {
            throw new IllegalStateException("no carrier is configured (COS_CARRIER=off)");
        }

        @Override
        public Optional<CallEvent.Ended> fetch(PlacedCall call) {
            return Optional.empty();
        }
    };

    private OutreachEngineSetup() {
    }

    /** The engine's workers and the carrier's event deliveries, not started. */
    public static OutreachRuntime engine(OutreachSettings settings, StorePorts store, Wiring wiring,
                                         OutreachEvents events) {
        SimulatedCarrier carrier = settings.carrierOn()
                ? new SimulatedCarrier(settings.carrierSeed(), settings.carrierMix(), settings.carrierLatency(),
                        wiring.clock(), ApplicationServices.callEvents(store, wiring.clock(), wiring.ids(),
                                settings.dialing(), events),
                        settings.carrierLines(), settings.carrierFaults())
                : null;
        SimulatedTexts texts = settings.carrierOn()
                ? new SimulatedTexts(settings.carrierSeed(), TextMix.TYPICAL, settings.carrierLatency(), wiring.clock(),
                        ApplicationServices.textEvents(store, wiring.clock(), wiring.ids()), settings.carrierFaults(),
                        false)
                : null;
        OutreachWorkers workers = ApplicationServices.engine(store, carrier == null ? NO_CARRIER : carrier,
                texts == null ? Messaging.NONE : texts, wiring.clock(), wiring.ids(), settings.engine(),
                settings.dialing(), events);
        return new OutreachRuntime(workers, carrier, texts);
    }

    /** The engine's workers with the simulated carrier's deliveries, started and stopped together. */
    public record OutreachRuntime(OutreachWorkers workers, SimulatedCarrier carrier, SimulatedTexts texts)
            implements AutoCloseable {

        public void start() {
            if (carrier != null) {
                carrier.start();
                texts.start();
            }
            workers.start();
        }

        /**
         * Texts from customers to {@code serviceNumber}, handed to the simulated carrier as if they had
         * sent them, for the operator's test aid; empty when this process runs no carrier.
         */
        public Optional<InboundTexts> inboundTexts(PhoneNumber serviceNumber) {
            return Optional.ofNullable(texts).map(carrier -> (from, body) -> carrier.receive(from, serviceNumber,
                    body));
        }

        public String ownerPrefix() {
            return workers.ownerPrefix();
        }

        public void wakeUp() {
            workers.wakeUp();
        }

        /** Stops dialing first, then the carrier's deliveries. */
        @Override
        public void close() {
            workers.close();
            if (carrier != null) {
                carrier.close();
                texts.close();
            }
        }
    }
}
