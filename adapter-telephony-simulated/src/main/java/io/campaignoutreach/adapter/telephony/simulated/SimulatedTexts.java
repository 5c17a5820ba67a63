package io.campaignoutreach.adapter.telephony.simulated;

import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.OutboundText;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.MessageStatus;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The simulated carrier's texts, both ways, with the error codes Twilio uses. A text is taken at once
 * under an id of Twilio's form ({@code SM} and 32 hex digits), then reported sent {@code latency / 10}
 * later and delivered, undelivered ({@code 30003}, the handset unreachable) or failed ({@code 30008})
 * {@code latency} after it was taken, in the proportions of a {@link TextMix}. A number ending in
 * {@code 0000} is refused at once with {@code 21211}, as Twilio refuses a 'To' it cannot send to. Each
 * text's end is drawn from the seed, the number and the message key, and the ids from the seed, so a
 * run repeats exactly; a key seen before is answered with its first id and sends nothing.
 *
 * <p>{@link #receive} stands for a customer texting one of the service's numbers. A carrier that
 * answers the standard keywords itself (as Twilio's Advanced Opt-Out does) marks such a text
 * {@code carrierReplied}, so the service sends no second answer.
 *
 * <p>Events reach the sink as the calls' do: by {@link #deliverDue()}, on timer threads once
 * {@link #start()}ed or when a test calls it, with the same {@link EventFaults}.
 */
public final class SimulatedTexts extends SimulatedChannel<MessageEvent> implements Messaging {

    /** Twilio's codes, so that what reads a real carrier's errors reads these: an invalid 'To' number. */
    static final String UNREACHABLE_NUMBER = "21211";
    /** The handset is off or out of reach. */
    static final String UNREACHABLE_HANDSET = "30003";
    /** The carrier failed to send, for a reason it does not give. */
    static final String UNKNOWN_ERROR = "30008";
    /** Twilio's default opt-out, opt-in and help keywords, which it answers itself when asked to. */
    private static final Set<String> CARRIER_KEYWORDS = Set.of("STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END",
            "QUIT", "START", "YES", "UNSTOP", "HELP", "INFO");
    private static final Duration REMEMBERED = Duration.ofDays(2);

    private final TextMix mix;
    private final boolean answersKeywords;
    private final SplittableRandom ids;
    private final Map<String, Sent> texts = new LinkedHashMap<>();
    private long sentCount;

    /** A text the carrier took: its key and id, the numbers, the body, when, and how it ends. */
    public record Sent(String messageKey, String providerMessageId, PhoneNumber to, PhoneNumber from, String body,
                       Instant at, MessageStatus end) {
    }

    public SimulatedTexts(long seed, TextMix mix, Duration latency, Clock clock, MessageEventSink sink) {
        this(seed, mix, latency, clock, sink, EventFaults.NONE, false);
    }

    /** {@code answersKeywords}: the carrier answers STOP, HELP and the like itself, and says so. */
    public SimulatedTexts(long seed, TextMix mix, Duration latency, Clock clock, MessageEventSink sink,
                          EventFaults faults, boolean answersKeywords) {
        super("Text events", seed, 0x2545F4914F6CDD1DL, latency, clock, faults,
                Objects.requireNonNull(sink, "sink")::deliver);
        this.mix = Objects.requireNonNull(mix, "mix");
        this.answersKeywords = answersKeywords;
        // Apart from the faults' stream, so that faults set or not give the same ids.
        this.ids = new SplittableRandom(seed ^ 0x632BE59BD9B4E019L);
    }

    @Override
    public synchronized MessageSubmission send(OutboundText text) {
        Sent known = texts.get(text.messageKey());
        if (known != null) {
            return new MessageSubmission.Accepted(known.providerMessageId());
        }
        if (text.to().e164().endsWith("0000")) {
            return new MessageSubmission.Rejected("the number cannot receive texts", UNREACHABLE_NUMBER);
        }
        Instant now = clock.instant();
        forgetOldTexts(now);
        Sent sent = new Sent(text.messageKey(), nextId(), text.to(), text.from(), text.body(), now, draw(text));
        texts.put(sent.messageKey(), sent);
        sentCount++;
        Instant leaves = now.plus(latency.dividedBy(10));
        if (sent.end() == MessageStatus.FAILED) {
            // A failed text never left the carrier: it fails when it would have left, and is never sent.
            schedule(leaves, status(sent, MessageStatus.FAILED, leaves));
        } else {
            schedule(leaves, status(sent, MessageStatus.SENT, leaves));
            schedule(now.plus(latency), status(sent, sent.end(), now.plus(latency)));
        }
        return new MessageSubmission.Accepted(sent.providerMessageId());
    }

    /**
     * A customer's text from {@code from} to the service's number {@code to}, reported to the sink as
     * received now; returns its provider id.
     */
    public synchronized String receive(PhoneNumber from, PhoneNumber to, String body) {
        Objects.requireNonNull(body, "body");
        boolean replied = answersKeywords && CARRIER_KEYWORDS.contains(body.strip().toUpperCase(Locale.ROOT));
        Instant now = clock.instant();
        MessageEvent.Inbound inbound = new MessageEvent.Inbound(nextId(), from, to, body, now, replied);
        schedule(now, inbound);
        return inbound.providerMessageId();
    }

    /** How many texts were sent: keys asked for again and texts refused are not counted. */
    public synchronized long sends() {
        return sentCount;
    }

    /** Every text sent in the last two days at least, in the order they were sent. */
    public synchronized List<Sent> sent() {
        return List.copyOf(texts.values());
    }

    /** Every so often, forgets texts older than {@link #REMEMBERED}: a key that old is never sent again. */
    private void forgetOldTexts(Instant now) {
        if (sentCount % 10_000 == 0) {
            Instant before = now.minus(REMEMBERED);
            texts.values().removeIf(t -> t.at().isBefore(before));
        }
    }

    private String nextId() {
        return String.format("SM%016x%016x", ids.nextLong(), ids.nextLong());
    }

    private static MessageEvent.Status status(Sent sent, MessageStatus status, Instant at) {
        String errorCode = switch (status) {
            case UNDELIVERED -> UNREACHABLE_HANDSET;
            case FAILED -> UNKNOWN_ERROR;
            default -> null;
        };
        return new MessageEvent.Status(sent.messageKey(), sent.providerMessageId(), status, errorCode, at);
    }

    /** One draw per seed, number and key: the same three always end the same way. */
    private MessageStatus draw(OutboundText text) {
        long number = Long.parseLong(text.to().digits());
        SplittableRandom random = new SplittableRandom(
                seed * 0x9E3779B97F4A7C15L + number * 0xBF58476D1CE4E5B9L + text.messageKey().hashCode());
        return mix.at(random.nextInt(mix.total()));
    }
}
