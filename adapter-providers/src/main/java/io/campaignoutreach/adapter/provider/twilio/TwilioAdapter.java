package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.provider.AnsweredCalls;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderAdapter;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSinks;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.net.http.HttpClient;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;

/**
 * Twilio as a provider: Programmable Voice places an account's calls, Programmable Messaging sends its texts, and
 * the account's webhook URLs take Twilio's callbacks.
 *
 * <p>Account settings: {@code accountSid} and the secret {@code authToken}; for calls an optional
 * {@code fromNumber} (else each attempt's caller id) and {@code callsPerSecond} (default 1); for texts
 * {@code messagingServiceSid} or {@code fromNumber} (else each text's own), and {@code messagesPerSecond}
 * (default 1). Each {@link Telephony} or {@link Messaging} built here paces its own account; the service caches
 * them per account, which makes the pace the account's.
 *
 * <p>Which calls were transferred to an agent is learnt from the Dial action and kept in memory by this adapter
 * ({@link TransferLedger}): after a restart, a transferred call whose end arrives later reads as answered.
 */
public final class TwilioAdapter implements ProviderAdapter {

    private final TwilioOptions options;
    private final HttpClient http;
    private final Clock clock;
    private final ProviderEvents events;
    private final TransferLedger transfers = new TransferLedger();
    private final TwilioWebhooks webhooks;

    public TwilioAdapter(TwilioOptions options, HttpClient http, Clock clock, ProviderSinks sinks,
                         AnsweredCalls answeredCalls, ProviderEvents events) {
        this.options = Objects.requireNonNull(options, "options");
        this.http = Objects.requireNonNull(http, "http");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.events = Objects.requireNonNull(events, "events");
        this.webhooks = new TwilioWebhooks(options.publicBaseText(), clock, sinks,
                answeredCalls, events, transfers);
    }

    @Override
    public ProviderKind kind() {
        return ProviderKind.TWILIO;
    }

    @Override
    public Telephony telephony(OpenedAccount account) {
        requireChannel(account, ProviderChannel.CALLS);
        TwilioApi api = new TwilioApi(http, options, TwilioCredentials.of(account), events);
        Pacer pacer = new Pacer(rate(account, TwilioTelephony.CALLS_PER_SECOND), options.maxPacingWait(), clock,
                options.sleeper());
        return new TwilioTelephony(account.id(), api, urls(account), account.setting(TwilioTelephony.FROM_NUMBER),
                pacer, transfers, clock, events);
    }

    @Override
    public Messaging messaging(OpenedAccount account) {
        requireChannel(account, ProviderChannel.TEXTS);
        TwilioApi api = new TwilioApi(http, options, TwilioCredentials.of(account), events);
        Pacer pacer = new Pacer(rate(account, TwilioMessaging.MESSAGES_PER_SECOND), options.maxPacingWait(), clock,
                options.sleeper());
        return new TwilioMessaging(account.id(), api, urls(account),
                account.setting(TwilioMessaging.MESSAGING_SERVICE_SID).filter(sid -> !sid.isBlank()),
                account.setting(TwilioMessaging.FROM_NUMBER).filter(number -> !number.isBlank()), pacer);
    }

    @Override
    public WebhookReply receive(OpenedAccount account, WebhookRequest request) {
        requireKind(account);
        return webhooks.receive(account, request);
    }

    private TwilioWebhookUrls urls(OpenedAccount account) {
        return new TwilioWebhookUrls(options.publicBaseText(), account.id());
    }

    private static void requireChannel(OpenedAccount account, ProviderChannel channel) {
        requireKind(account);
        if (account.channel() != channel) {
            throw new IllegalArgumentException("account " + account.id() + " carries " + account.channel().wireName()
                    + ", not " + channel.wireName());
        }
    }

    private static void requireKind(OpenedAccount account) {
        if (account.kind() != ProviderKind.TWILIO) {
            throw new IllegalArgumentException("account " + account.id() + " is not a Twilio account");
        }
    }

    /** A per-second rate setting; the owner checked it when the account was saved, so a bad one is a bug. */
    private static int rate(OpenedAccount account, String setting) {
        Optional<String> text = account.setting(setting).filter(value -> !value.isBlank());
        if (text.isEmpty()) {
            return 1;
        }
        try {
            int rate = Integer.parseInt(text.get().strip());
            if (rate < 1) {
                throw new IllegalStateException("account " + account.id() + ": " + setting + " must be at least 1");
            }
            return rate;
        } catch (NumberFormatException notANumber) {
            throw new IllegalStateException("account " + account.id() + ": " + setting + " is not a whole number");
        }
    }

    @Override
    public String toString() {
        return "TwilioAdapter[apiBase=" + options.apiBase() + ", publicBase=" + options.publicBase() + ", "
                + transfers + "]";
    }
}
