package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Places one account's calls with Twilio's Calls resource and reads them back.
 *
 * <p>A call is created once: Twilio has no idempotency key, so a request without an answer is {@code Unknown} and
 * left to the status callbacks or to {@link #fetch}. The call asks for its status callbacks (initiated, ringing,
 * answered, completed) and for its answer TwiML at this service's URLs for the account, each carrying the attempt
 * key. With machine detection Twilio is asked to wait for the end of the greeting ({@code DetectMessageEnd}), so a
 * voicemail message starts after the beep rather than over the greeting.
 */
final class TwilioTelephony implements Telephony {

    static final String CREATE_CALL = "create_call";
    static final String FETCH_CALL = "fetch_call";
    static final String FROM_NUMBER = "fromNumber";
    static final String CALLS_PER_SECOND = "callsPerSecond";

    /** How far a listed call's creation may lie from the recorded start and still be the one the engine asked for. */
    private static final Duration BEFORE_START = Duration.ofMinutes(1);
    private static final Duration AFTER_START = Duration.ofMinutes(5);
    private static final List<String> CALLBACK_EVENTS = List.of("initiated", "ringing", "answered", "completed");

    private final String accountId;
    private final TwilioApi api;
    private final TwilioWebhookUrls urls;
    private final Optional<String> fromNumber;
    private final Pacer pacer;
    private final TransferLedger transfers;
    private final Clock clock;
    private final ProviderEvents events;

    TwilioTelephony(String accountId, TwilioApi api, TwilioWebhookUrls urls, Optional<String> fromNumber, Pacer pacer,
                    TransferLedger transfers, Clock clock, ProviderEvents events) {
        this.accountId = Objects.requireNonNull(accountId, "accountId");
        this.api = Objects.requireNonNull(api, "api");
        this.urls = Objects.requireNonNull(urls, "urls");
        this.fromNumber = Objects.requireNonNull(fromNumber, "fromNumber");
        this.pacer = Objects.requireNonNull(pacer, "pacer");
        this.transfers = Objects.requireNonNull(transfers, "transfers");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.events = Objects.requireNonNull(events, "events");
    }

    @Override
    public Submission place(CallAttempt attempt) {
        if (!pacer.awaitSlot()) {
            return new Submission.Rejected("paced: the account's calls per second are taken", false,
                    Pacer.WINDOW);
        }
        Form form = Form.empty()
                .add("To", attempt.to().e164())
                .add("From", fromNumber.orElse(attempt.callerId().e164()))
                .add("Url", urls.callAnswer(attempt.attemptKey()))
                .add("StatusCallback", urls.callStatus(attempt.attemptKey()))
                .add("StatusCallbackMethod", "POST");
        CALLBACK_EVENTS.forEach(event -> form.add("StatusCallbackEvent", event));
        if (attempt.machineDetection()) {
            form.add("MachineDetection", "DetectMessageEnd");
        }
        ApiAnswer answer = api.post(CREATE_CALL, "Calls.json", form);
        if (answer instanceof ApiAnswer.Done done) {
            return TwilioJson.read(done.body(), TwilioJson.Call.class)
                    .map(TwilioJson.Call::sid).filter(sid -> !sid.isBlank())
                    .<Submission>map(Submission.Accepted::new)
                    .orElseGet(() -> new Submission.Unknown("twilio accepted the call without a readable sid"));
        }
        if (answer instanceof ApiAnswer.Refused refused) {
            if (refused.httpStatus() >= 500 && refused.httpStatus() != 503) {
                return new Submission.Unknown("twilio " + refused.tag() + ": the call may have been created");
            }
            return CallRefusals.of(refused);
        }
        if (answer instanceof ApiAnswer.NotSent notSent) {
            return new Submission.Rejected("twilio not reached: " + notSent.reason(), false);
        }
        return new Submission.Unknown("no answer from twilio: " + ((ApiAnswer.NoAnswer) answer).reason());
    }

    /** The account's own number, when it has one: the caller ID Twilio is sent, so the attempt's trail names it. */
    @Override
    public Optional<PhoneNumber> callerIdFor(OrganizationId organizationId) {
        return fromNumber.flatMap(PhoneNumber::parse);
    }

    @Override
    public Optional<CallEvent.Ended> fetch(PlacedCall call) {
        Optional<TwilioJson.Call> found = call.providerCallId() != null && !call.providerCallId().isBlank()
                ? bySid(call.providerCallId())
                : byListing(call);
        if (found == null) {
            return Optional.empty();
        }
        Optional<CallEvent.Ended> ended = found.flatMap(resource -> CallStatuses.ended(call.attemptKey(),
                resource.sid(), resource.status(), resource.duration(), resource.answeredBy(), null,
                transfers.agentTalkMs(accountId, call.attemptKey()), clock.instant()));
        events.reconciled(ProviderKind.TWILIO, ended.isPresent());
        return ended;
    }

    /** The call by its sid; empty when Twilio does not know it, null when Twilio could not be read. */
    private Optional<TwilioJson.Call> bySid(String callSid) {
        ApiAnswer answer = api.get(FETCH_CALL, "Calls/" + Form.encode(callSid) + ".json");
        if (answer instanceof ApiAnswer.Done done) {
            return TwilioJson.read(done.body(), TwilioJson.Call.class);
        }
        if (answer instanceof ApiAnswer.Refused refused && refused.httpStatus() == 404) {
            return Optional.empty();
        }
        return null;
    }

    /**
     * The one call to the number created around the recorded start, when the sid was never learnt. Twilio's list
     * filters by start date; the window then keeps the calls created from a minute before the engine asked to five
     * minutes after. Two or more candidates, or none, give nothing: guessing could end the wrong attempt.
     */
    private Optional<TwilioJson.Call> byListing(PlacedCall call) {
        Instant from = call.startedAt().minus(BEFORE_START);
        Instant until = call.startedAt().plus(AFTER_START);
        LocalDate day = from.atZone(ZoneOffset.UTC).toLocalDate();
        String query = "Calls.json?To=" + Form.encode(call.to().e164())
                + "&" + Form.encode("StartTime>=") + "=" + day
                + "&PageSize=50";
        ApiAnswer answer = api.get(FETCH_CALL, query);
        if (!(answer instanceof ApiAnswer.Done done)) {
            return null;
        }
        Optional<TwilioJson.CallPage> page = TwilioJson.read(done.body(), TwilioJson.CallPage.class);
        if (page.isEmpty() || page.get().calls() == null) {
            return null;
        }
        List<TwilioJson.Call> candidates = page.get().calls().stream()
                .filter(resource -> created(resource).filter(at -> !at.isBefore(from) && !at.isAfter(until))
                        .isPresent())
                .toList();
        return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
    }

    private static Optional<Instant> created(TwilioJson.Call resource) {
        if (resource.dateCreated() == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(ZonedDateTime.parse(resource.dateCreated(), DateTimeFormatter.RFC_1123_DATE_TIME)
                    .toInstant());
        } catch (DateTimeParseException unreadable) {
            return Optional.empty();
        }
    }

    @Override
    public String toString() {
        return "TwilioTelephony[account=" + accountId + ", " + api + ", " + pacer + "]";
    }
}
