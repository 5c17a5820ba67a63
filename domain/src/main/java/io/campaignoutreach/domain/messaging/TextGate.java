package io.campaignoutreach.domain.messaging;

import io.campaignoutreach.domain.schedule.CallingWindow;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The last check before a campaign text goes, at that instant, in the unit of work that hands it
 * over: texts keep the rules of calls (the customer's legal window, do-not-contact, suppression,
 * consent) and a daily cap per number. An answer to a customer's keyword is not a campaign text:
 * it goes at once, whatever else holds, since it is what the customer asked for.
 */
public final class TextGate {

    private TextGate() {
    }

    /**
     * What is known of the number at the instant of sending. {@code refusal} is why the customer may
     * not be texted at all (gone, do-not-text, suppressed, no consent), empty when they may;
     * {@code textsInDay} the campaign texts handed over in the {@code counted} period before now,
     * the oldest at {@code oldestInDay}. {@code window} is the customer's legal window, as for a
     * call; null for an answer to a keyword, which needs none.
     */
    public record NumberFacts(Optional<String> refusal, CallingWindow window, int textsInDay, Instant oldestInDay,
                              int dailyCap, Duration counted) {
        public NumberFacts {
            Objects.requireNonNull(refusal, "refusal");
            Objects.requireNonNull(counted, "counted");
            if (textsInDay < 0 || dailyCap < 1) {
                throw new IllegalArgumentException("texts counted from 0, caps from 1");
            }
        }
    }

    /** The gate's answer. */
    public sealed interface Answer {
        record Send() implements Answer {
        }

        record Skip(String why) implements Answer {
        }

        record Later(Instant at, String why) implements Answer {
        }
    }

    public static Answer check(Message text, Instant now, NumberFacts number) {
        if (text.kind().isReply()) {
            return new Answer.Send();
        }
        if (number.refusal().isPresent()) {
            return new Answer.Skip(number.refusal().get());
        }
        // A day from when it was meant to go: a reminder decided days ahead is not stale at its hour.
        Instant staleAt = (text.dueAt().isAfter(text.createdAt()) ? text.dueAt() : text.createdAt())
                .plus(Message.STALE_AFTER);
        if (!number.window().isOpen(now)) {
            Optional<Instant> opens = number.window().nextOpening(now);
            return opens.filter(at -> !at.isAfter(staleAt))
                    .<Answer>map(at -> new Answer.Later(at, "the texting window is closed"))
                    .orElse(new Answer.Skip("the texting window stayed closed for a day"));
        }
        if (number.textsInDay() >= number.dailyCap()) {
            Instant freed = number.oldestInDay().plus(number.counted());
            return freed.isAfter(staleAt) ? new Answer.Skip("the number had its texts for the day")
                    : new Answer.Later(freed.isAfter(now) ? freed : now.plusSeconds(60),
                            "the number had " + number.textsInDay() + " texts in the last 24 hours, the most allowed");
        }
        return new Answer.Send();
    }
}
