package io.campaignoutreach.adapter.telephony.simulated;

import io.campaignoutreach.domain.call.CallOutcome;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * How often each outcome comes up, as whole-number weights. Written as text such as
 * {@code answered=35,voicemail=25,no_answer=20,transferred=10,busy=5,failed=3,dnc_requested=2}.
 */
public record CarrierMix(Map<CallOutcome, Integer> weights) {

    /** A mix in the range of outbound insurance campaigns: most calls reach voicemail or nobody. */
    public static final CarrierMix TYPICAL = parse(
            "answered=35,voicemail=25,no_answer=20,transferred=10,busy=5,failed=3,dnc_requested=2");

    private static final String NAME = "carrier mix";

    public CarrierMix {
        weights = Collections.unmodifiableMap(new EnumMap<>(weights));
        Weights.check(weights, NAME);
    }

    /** Reads {@code outcome=weight} pairs separated by commas; outcomes not named weigh 0. */
    public static CarrierMix parse(String text) {
        return new CarrierMix(Weights.parse(text, NAME, CallOutcome.class, List.of(CallOutcome.values()),
                CallOutcome::disposition));
    }

    /** The outcome at {@code draw}, a number from 0 (inclusive) to {@link #total()} (exclusive). */
    CallOutcome at(int draw) {
        return Weights.at(weights, draw);
    }

    int total() {
        return Weights.total(weights);
    }
}
