package io.campaignoutreach.adapter.provider.vapi;

import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderAdapter;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSinks;
import io.campaignoutreach.application.provider.VoiceAgentTools;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.net.http.HttpClient;
import java.time.Clock;
import java.util.Objects;

/**
 * Vapi as the service's provider of AI-voice calls: places an organization's calls on its Vapi account, with the
 * account's assistant and phone number, and receives the messages Vapi sends each call's server URL
 * ({@code {publicBase}/webhooks/vapi/{accountId}/events?attempt=<key>}): the call's progress, its end and report,
 * and the assistant's tool calls. Vapi sends no texts.
 *
 * <p>Account settings: secret {@code apiKey}; settings {@code assistantId} and {@code phoneNumberId}; setting
 * {@code serverAuth}, {@code secret} (the default: secret {@code serverSecret} arrives as {@code x-vapi-secret})
 * or {@code hmac} (secret {@code serverSecret} is the HMAC key of Vapi's default plan, which Vapi applies only
 * through a credential stored at Vapi, named by setting {@code serverCredentialId}).
 */
public final class VapiAdapter implements ProviderAdapter {

    private final VapiOptions options;
    private final Clock clock;
    private final ProviderEvents events;
    private final VapiApi api;
    private final CallEnds ends;
    private final VapiWebhooks webhooks;

    public VapiAdapter(VapiOptions options, HttpClient http, Clock clock, ProviderSinks sinks, VoiceAgentTools tools,
                       ProviderEvents events) {
        this(options, http, clock, sinks, tools, events, DoNotCallRequests.DEFAULT_CAPACITY);
    }

    VapiAdapter(VapiOptions options, HttpClient http, Clock clock, ProviderSinks sinks, VoiceAgentTools tools,
                ProviderEvents events, int rememberedDoNotCalls) {
        this.options = Objects.requireNonNull(options, "options");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.events = Objects.requireNonNull(events, "events");
        Objects.requireNonNull(http, "http");
        Objects.requireNonNull(sinks, "sinks");
        Objects.requireNonNull(tools, "tools");
        DoNotCallRequests doNotCall = new DoNotCallRequests(rememberedDoNotCalls);
        this.api = new VapiApi(options, http, events);
        this.ends = new CallEnds(doNotCall);
        this.webhooks = new VapiWebhooks(clock, sinks, new VapiToolCalls(tools, doNotCall), ends, events);
    }

    @Override
    public ProviderKind kind() {
        return ProviderKind.VAPI;
    }

    @Override
    public Telephony telephony(OpenedAccount account) {
        requireVapi(account);
        return new VapiTelephony(VapiAccount.of(account), options, api, ends, clock, events);
    }

    /** Vapi places calls only. */
    @Override
    public Messaging messaging(OpenedAccount account) {
        throw new IllegalArgumentException("Vapi sends no texts; account " + account.id() + " cannot carry them");
    }

    @Override
    public WebhookReply receive(OpenedAccount account, WebhookRequest request) {
        requireVapi(account);
        return webhooks.receive(account, request);
    }

    private static void requireVapi(OpenedAccount account) {
        if (account.kind() != ProviderKind.VAPI) {
            throw new IllegalArgumentException("account " + account.id() + " is not a Vapi account");
        }
    }

    @Override
    public String toString() {
        return "VapiAdapter[apiBase=" + options.apiBase() + "]";
    }
}
