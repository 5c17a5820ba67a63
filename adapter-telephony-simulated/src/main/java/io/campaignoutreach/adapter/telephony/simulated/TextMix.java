package io.campaignoutreach.adapter.telephony.simulated;

import io.campaignoutreach.domain.messaging.MessageStatus;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * How often a text the simulated carrier took ends delivered, undelivered or failed, as whole-number
 * weights. Written as text such as {@code delivered=96,undelivered=3,failed=1}.
 */
public record TextMix(Map<MessageStatus, Integer> weights) {

    /** The ends a carrier reports of a text it took. */
    private static final List<MessageStatus> ENDS = List.of(MessageStatus.DELIVERED, MessageStatus.UNDELIVERED,
            MessageStatus.FAILED);
    private static final String NAME = "text mix";

    /** Most texts arrive; a few find the handset off or gone, fewer fail at the carrier. */
    public static final TextMix TYPICAL = parse("delivered=96,undelivered=3,failed=1");

    public TextMix {
        weights = Collections.unmodifiableMap(new EnumMap<>(weights));
        if (!ENDS.containsAll(weights.keySet())) {
            throw new IllegalArgumentException(NAME + " weighs only delivered, undelivered and failed");
        }
        Weights.check(weights, NAME);
    }

    /** Reads {@code status=weight} pairs separated by commas; statuses not named weigh 0. */
    public static TextMix parse(String text) {
        return new TextMix(Weights.parse(text, NAME, MessageStatus.class, ENDS, MessageStatus::wireName));
    }

    /** The end at {@code draw}, a number from 0 (inclusive) to {@link #total()} (exclusive). */
    MessageStatus at(int draw) {
        return Weights.at(weights, draw);
    }

    int total() {
        return Weights.total(weights);
    }
}
