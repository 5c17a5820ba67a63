package io.campaignoutreach.bootstrap.wiring;

import io.campaignoutreach.adapter.provider.twilio.TwilioAdapter;
import io.campaignoutreach.adapter.provider.twilio.TwilioOptions;
import io.campaignoutreach.adapter.provider.vapi.VapiAdapter;
import io.campaignoutreach.adapter.provider.vapi.VapiOptions;
import io.campaignoutreach.adapter.telephony.simulated.SimulatedCarrier;
import io.campaignoutreach.adapter.telephony.simulated.SimulatedTexts;
import io.campaignoutreach.adapter.telephony.simulated.TextMix;
import io.campaignoutreach.application.messaging.InboundTexts;
import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.outreach.CallEventIntake;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachWorkers;
import io.campaignoutreach.application.outreach.TextEventIntake;
import io.campaignoutreach.application.outreach.VoiceAgentToolService;
import io.campaignoutreach.application.provider.ProviderAdapter;
import io.campaignoutreach.application.provider.ProviderCarriers;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSinks;
import io.campaignoutreach.application.provider.ProviderWebhookService;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.bootstrap.config.OutreachSettings;
import io.campaignoutreach.bootstrap.config.ProviderSettings;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.embedded.ApplicationServices;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The outreach engine of a serving process and the carriers it calls and texts through: each organization's
 * provider account (Twilio, Vapi) where it has one and the server has a public base URL, the simulated carrier
 * otherwise (unless the operator turned it off), and the providers' webhooks that report back.
 */
public final class OutreachEngineSetup {

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    /**
     * What the engine calls for an organization without a provider account when the server runs no carrier
     * ({@code COS_CARRIER=off}): its calls wait, and are tried again later.
     */
    private static final Telephony NO_CARRIER = new Telephony() {
        @Override
        public Submission place(CallAttempt attempt) {
            return new Submission.Rejected("this server runs no carrier and the organization has no provider"
                    + " account", false);
        }

        @Override
        public Optional<CallEvent.Ended> fetch(PlacedCall call) {
            return Optional.empty();
        }
    };

    private OutreachEngineSetup() {
    }

    /** The engine's workers, the carriers' event deliveries and the providers' webhooks, not started. */
    public static OutreachRuntime engine(OutreachSettings settings, ProviderSettings providers, SecretVault vault,
                                         StorePorts store, Wiring wiring, OutreachEvents events,
                                         ProviderEvents providerEvents) {
        CallEventIntake callEvents = ApplicationServices.callEvents(store, wiring.clock(), wiring.ids(),
                settings.dialing(), events);
        TextEventIntake textEvents = ApplicationServices.textEvents(store, wiring.clock(), wiring.ids());
        SimulatedCarrier carrier = settings.carrierOn()
                ? new SimulatedCarrier(settings.carrierSeed(), settings.carrierMix(), settings.carrierLatency(),
                        wiring.clock(), callEvents, settings.carrierLines(), settings.carrierFaults())
                : null;
        SimulatedTexts texts = settings.carrierOn()
                ? new SimulatedTexts(settings.carrierSeed(), TextMix.TYPICAL, settings.carrierLatency(), wiring.clock(),
                        textEvents, settings.carrierFaults(), false)
                : null;
        Map<ProviderKind, ProviderAdapter> adapters = adapters(providers, wiring, scoped(callEvents, textEvents),
                ApplicationServices.voiceAgentTools(store, wiring.clock(), wiring.ids()), providerEvents);
        ProviderCarriers carriers = ApplicationServices.providerCarriers(store, vault, adapters,
                carrier == null ? NO_CARRIER : carrier, texts == null ? Messaging.NONE : texts);
        OutreachWorkers workers = ApplicationServices.engine(store, carriers, carriers, wiring.clock(), wiring.ids(),
                settings.engine(), settings.dialing(), events);
        wiring.services().providerAccountChanges().subscribe(organization -> {
            carriers.forget(organization);
            workers.carrierChanged(organization);
        });
        ProviderWebhookService webhooks = ApplicationServices.providerWebhooks(store, vault, adapters,
                providerEvents, providers.webhookUrls());
        return new OutreachRuntime(workers, carrier, texts, webhooks, settings.carrierOn() || !adapters.isEmpty());
    }

    /** The providers' adapters, when providers can reach this server: none without a public base URL. */
    private static Map<ProviderKind, ProviderAdapter> adapters(ProviderSettings providers, Wiring wiring,
                                                               ProviderSinks sinks, VoiceAgentToolService tools,
                                                               ProviderEvents events) {
        if (providers.publicBaseUrl().isEmpty()) {
            return Map.of();
        }
        URI base = providers.publicBaseUrl().get();
        HttpClient http = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER).build();
        return Map.of(
                ProviderKind.TWILIO, new TwilioAdapter(TwilioOptions.defaults(base).withApiBase(providers.twilioApi()),
                        http, wiring.clock(), sinks, tools, events),
                ProviderKind.VAPI, new VapiAdapter(VapiOptions.of(base.toString()).withApiBase(providers.vapiApi()),
                        http, wiring.clock(), sinks, tools, events));
    }

    /** What a provider account's webhooks report, applied for that account's organization alone. */
    private static ProviderSinks scoped(CallEventIntake calls, TextEventIntake texts) {
        return new ProviderSinks() {
            @Override
            public CallEventSink calls(OrganizationId organizationId) {
                return calls.scopedTo(organizationId);
            }

            @Override
            public MessageEventSink texts(OrganizationId organizationId) {
                return texts.scopedTo(organizationId);
            }
        };
    }

    /**
     * The engine's workers with the simulated carrier's deliveries, started and stopped together; the workers run
     * when some carrier can place calls (the simulated one, or providers' for organizations with accounts).
     */
    public record OutreachRuntime(OutreachWorkers workers, SimulatedCarrier carrier, SimulatedTexts texts,
                                  ProviderWebhookService webhooks, boolean dials) implements AutoCloseable {

        public void start() {
            if (carrier != null) {
                carrier.start();
                texts.start();
            }
            if (dials) {
                workers.start();
            }
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
