package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.adapter.provider.webhooks.RefusalReason;
import io.campaignoutreach.adapter.provider.webhooks.TwilioSignature;
import io.campaignoutreach.adapter.provider.webhooks.WebhookVerdict;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.provider.AnsweredCalls;
import io.campaignoutreach.application.provider.CallScript;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSinks;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Twilio's requests for one account: call status callbacks, the answer TwiML of a call and its Dial action, text
 * status callbacks and incoming texts.
 *
 * <p>Nothing in a request is read before its signature is checked with the account's auth token over the exact URL
 * Twilio requested and the form parameters; a request that passes must also name the account's own SID. Each
 * verdict is counted. What the sinks cannot take now (they throw, or hand events back) is answered 503, so Twilio
 * delivers it again; repeats and late events are harmless by the sinks' contract.
 */
final class TwilioWebhooks {

    private static final System.Logger LOG = System.getLogger(TwilioWebhooks.class.getName());
    private static final String FORM_TYPE = "application/x-www-form-urlencoded";

    private final String publicBase;
    private final Clock clock;
    private final ProviderSinks sinks;
    private final AnsweredCalls answeredCalls;
    private final ProviderEvents events;
    private final TransferLedger transfers;

    TwilioWebhooks(String publicBase, Clock clock, ProviderSinks sinks,
                   AnsweredCalls answeredCalls, ProviderEvents events, TransferLedger transfers) {
        this.publicBase = Objects.requireNonNull(publicBase, "publicBase");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.sinks = Objects.requireNonNull(sinks, "sinks");
        this.answeredCalls = Objects.requireNonNull(answeredCalls, "answeredCalls");
        this.events = Objects.requireNonNull(events, "events");
        this.transfers = Objects.requireNonNull(transfers, "transfers");
    }

    WebhookReply receive(OpenedAccount account, WebhookRequest request) {
        TwilioCredentials credentials = TwilioCredentials.of(account);
        boolean form = isForm(request.contentType());
        Form parameters = form ? Form.parse(request.body()) : Form.empty();
        WebhookVerdict verdict = check(credentials, request, parameters, form);
        if (verdict instanceof WebhookVerdict.Refused refused) {
            events.webhook(ProviderKind.TWILIO, refused.reason().tag());
            return WebhookReply.refused();
        }
        events.webhook(ProviderKind.TWILIO, "accepted");
        if (!form) {
            // Twilio's voice and messaging callbacks are all form-encoded; a signed JSON body is for other products.
            return WebhookReply.badRequest();
        }
        Form query = Form.query(request.publicUrl());
        String path = trimmed(request.path());
        try {
            return route(account, path, parameters, query);
        } catch (RuntimeException sinkDown) {
            // The sinks throw when the store cannot be reached; Twilio retries a 5xx. No detail: it may quote data.
            LOG.log(Level.WARNING, "Twilio webhook " + path + " for account " + account.id()
                    + " not taken now: " + sinkDown.getClass().getSimpleName());
            return WebhookReply.unavailable();
        }
    }

    private WebhookVerdict check(TwilioCredentials credentials, WebhookRequest request, Form parameters,
                                 boolean form) {
        TwilioSignature signature = new TwilioSignature(credentials.authToken());
        Optional<String> presented = request.headers().value(TwilioSignature.HEADER);
        WebhookVerdict verdict = form
                ? signature.verify(request.publicUrl(), parameters.asMap(), presented)
                : signature.verifyBody(request.publicUrl(), request.body(), presented);
        if (!verdict.isAccepted() || !form) {
            return verdict;
        }
        Optional<String> accountSid = parameters.present("AccountSid");
        if (accountSid.isEmpty()) {
            return WebhookVerdict.refused(RefusalReason.MISSING, "no AccountSid parameter");
        }
        if (!accountSid.get().equals(credentials.accountSid())) {
            // Signed with this token yet for another account: not a request this account's URL should get.
            return WebhookVerdict.refused(RefusalReason.WRONG_CREDENTIAL, "AccountSid is not the account's");
        }
        return verdict;
    }

    private WebhookReply route(OpenedAccount account, String path, Form parameters, Form query) {
        boolean calls = account.channel() == ProviderChannel.CALLS;
        switch (path) {
            case TwilioWebhookUrls.CALL_STATUS:
                return calls ? callStatus(account, parameters, query) : WebhookReply.badRequest();
            case TwilioWebhookUrls.CALL_ANSWER:
                return calls ? callAnswer(account, parameters, query) : WebhookReply.badRequest();
            case TwilioWebhookUrls.CALL_DIALED:
                return calls ? callDialed(account, parameters, query) : WebhookReply.badRequest();
            case TwilioWebhookUrls.TEXT_STATUS:
                return calls ? WebhookReply.badRequest() : textStatus(account, parameters, query);
            case TwilioWebhookUrls.TEXT_INBOUND:
                return calls ? WebhookReply.badRequest() : textInbound(account, parameters);
            default:
                return WebhookReply.badRequest();
        }
    }

    private WebhookReply callStatus(OpenedAccount account, Form parameters, Form query) {
        Optional<String> attemptKey = query.present(TwilioWebhookUrls.ATTEMPT);
        Optional<String> status = parameters.present("CallStatus");
        if (attemptKey.isEmpty() || status.isEmpty()) {
            return WebhookReply.badRequest();
        }
        String callSid = parameters.first("CallSid").orElse(null);
        Instant at = timestamp(parameters);
        Optional<CallEvent> event = CallStatuses.stage(status.get())
                .<CallEvent>map(stage -> new CallEvent.Progress(attemptKey.get(), callSid, stage, at))
                .or(() -> CallStatuses.ended(attemptKey.get(), callSid, status.get(),
                        parameters.first("CallDuration").orElse(null), parameters.first("AnsweredBy").orElse(null),
                        parameters.first("ErrorCode").orElse(null),
                        transfers.agentTalkMs(account.id(), attemptKey.get()), at));
        if (event.isEmpty()) {
            return WebhookReply.noContent();
        }
        List<CallEvent> notYet = sinks.calls(account.organizationId()).deliver(List.of(event.get()));
        return notYet.isEmpty() ? WebhookReply.noContent() : WebhookReply.unavailable();
    }

    private WebhookReply callAnswer(OpenedAccount account, Form parameters, Form query) {
        Optional<String> attemptKey = query.present(TwilioWebhookUrls.ATTEMPT);
        if (attemptKey.isEmpty()) {
            return WebhookReply.badRequest();
        }
        boolean machine = "machine".equals(CallStatuses.whoAnswered(parameters.first("AnsweredBy").orElse(null)));
        CallScript script;
        try {
            script = answeredCalls.answered(account.organizationId(), attemptKey.get(), machine);
        } catch (RuntimeException unavailable) {
            // Twilio does not ask again for a call's instructions; an error would play its own apology. Hang up.
            LOG.log(Level.WARNING, "no instructions for an answered Twilio call of account " + account.id() + ": "
                    + unavailable.getClass().getSimpleName());
            return WebhookReply.twiml(Twiml.HANG_UP);
        }
        String dialAction = new TwilioWebhookUrls(publicBase, account.id()).callDialed(attemptKey.get());
        return WebhookReply.twiml(Twiml.answered(script, dialAction));
    }

    private WebhookReply callDialed(OpenedAccount account, Form parameters, Form query) {
        Optional<String> attemptKey = query.present(TwilioWebhookUrls.ATTEMPT);
        if (attemptKey.isEmpty()) {
            return WebhookReply.badRequest();
        }
        String dialStatus = parameters.first("DialCallStatus").orElse("").toLowerCase(Locale.ROOT);
        if (dialStatus.equals("completed")) {
            long talkMs = CallStatuses.seconds(parameters.first("DialCallDuration").orElse(null)) * 1000;
            transfers.transferred(account.id(), attemptKey.get(), talkMs);
        }
        return WebhookReply.twiml(Twiml.HANG_UP);
    }

    private WebhookReply textStatus(OpenedAccount account, Form parameters, Form query) {
        Optional<String> messageKey = query.present(TwilioWebhookUrls.MESSAGE);
        Optional<String> status = parameters.present("MessageStatus");
        if (messageKey.isEmpty() || status.isEmpty()) {
            return WebhookReply.badRequest();
        }
        Optional<MessageStatus> reported = textStatus(status.get());
        if (reported.isEmpty()) {
            return WebhookReply.noContent();
        }
        String errorCode = parameters.present("ErrorCode").filter(code -> !code.equals("0")).orElse(null);
        MessageEvent event = new MessageEvent.Status(messageKey.get(), parameters.first("MessageSid").orElse(null),
                reported.get(), errorCode, clock.instant());
        List<MessageEvent> notYet = sinks.texts(account.organizationId()).deliver(List.of(event));
        return notYet.isEmpty() ? WebhookReply.noContent() : WebhookReply.unavailable();
    }

    /** Twilio's sent, delivered, undelivered and failed; queued, accepted, sending and the rest change nothing. */
    private static Optional<MessageStatus> textStatus(String status) {
        switch (status.strip().toLowerCase(Locale.ROOT)) {
            case "sent":
                return Optional.of(MessageStatus.SENT);
            case "delivered":
                return Optional.of(MessageStatus.DELIVERED);
            case "undelivered":
                return Optional.of(MessageStatus.UNDELIVERED);
            case "failed":
                return Optional.of(MessageStatus.FAILED);
            default:
                return Optional.empty();
        }
    }

    private WebhookReply textInbound(OpenedAccount account, Form parameters) {
        Optional<String> messageSid = parameters.present("MessageSid");
        Optional<PhoneNumber> from = parameters.first("From").flatMap(PhoneNumber::parse);
        Optional<PhoneNumber> to = parameters.first("To").flatMap(PhoneNumber::parse);
        String body = parameters.first("Body").orElse("");
        if (messageSid.isEmpty() || from.isEmpty() || to.isEmpty()) {
            // A sender the service cannot name (a short code, a number outside its plan): nothing to store, and
            // nothing Twilio delivering it again would change.
            return WebhookReply.twiml(Twiml.EMPTY);
        }
        boolean carrierReplied = CarrierKeywords.carrierReplied(body, parameters.present("OptOutType").isPresent());
        MessageEvent event = new MessageEvent.Inbound(messageSid.get(), from.get(), to.get(), body, clock.instant(),
                carrierReplied);
        List<MessageEvent> notYet = sinks.texts(account.organizationId()).deliver(List.of(event));
        return notYet.isEmpty() ? WebhookReply.twiml(Twiml.EMPTY) : WebhookReply.unavailable();
    }

    /** When Twilio says the status happened (status callbacks carry {@code Timestamp}, RFC 2822), else now. */
    private Instant timestamp(Form parameters) {
        Optional<String> text = parameters.present("Timestamp");
        if (text.isPresent()) {
            try {
                return ZonedDateTime.parse(text.get(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            } catch (DateTimeParseException unreadable) {
                return clock.instant();
            }
        }
        return clock.instant();
    }

    private static boolean isForm(String contentType) {
        return contentType.toLowerCase(Locale.ROOT).startsWith(FORM_TYPE);
    }

    private static String trimmed(String path) {
        String text = path.strip();
        int query = text.indexOf('?');
        if (query >= 0) {
            text = text.substring(0, query);
        }
        while (text.startsWith("/")) {
            text = text.substring(1);
        }
        while (text.endsWith("/")) {
            text = text.substring(0, text.length() - 1);
        }
        return text;
    }
}
