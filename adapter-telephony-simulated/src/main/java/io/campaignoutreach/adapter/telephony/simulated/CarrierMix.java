package io.campaignoutreach.adapter.telephony.simulated;

import io.campaignoutreach.domain.call.CallOutcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How often each outcome comes up, as whole-number weights. Written as text such as
 * {@code answered=35,voicemail=25,no_answer=20,transferred=10,busy=5,failed=3,dnc_requested=2}.
 */
public record CarrierMix(Map<CallOutcome, Integer> weights) {

    /** A mix in the range of outbound insurance campaigns: most calls reach voicemail or nobody. */
    public static final CarrierMix TYPICAL = parse(
            "answered=35,voicemail=25,no_answer=20,transferred=10,busy=5,failed=3,dnc_requested=2");

    public CarrierMix {
        weights = Collections.unmodifiableMap(new EnumMap<>(weights));
        if (weights.values().stream().anyMatch(weight -> weight == null || weight < 0)) {
            throw new IllegalArgumentException("carrier mix weights must be whole numbers of 0 or more");
        }
        if (weights.values().stream().mapToInt(Integer::intValue).sum() <= 0) {
            throw new IllegalArgumentException("carrier mix needs at least one outcome with a weight above 0");
        }
    }

    /** Reads {@code outcome=weight} pairs separated by commas; outcomes not named weigh 0. */
    public static CarrierMix parse(String text) {
        Map<CallOutcome, Integer> weights = new EnumMap<>(CallOutcome.class);
        for (String pair : text.split(",")) {
            String[] parts = pair.split("=", 2);
            String name = parts[0].strip().toLowerCase(Locale.ROOT);
            CallOutcome outcome = CallOutcome.fromDisposition(name).orElseThrow(() -> new IllegalArgumentException(
                    "carrier mix: '" + name + "' is not an outcome; use " + outcomeNames()));
            if (parts.length < 2 || !parts[1].strip().matches("\\d{1,6}")) {
                throw new IllegalArgumentException("carrier mix: " + name + " needs a whole-number weight, e.g. "
                        + name + "=10");
            }
            if (weights.put(outcome, Integer.parseInt(parts[1].strip())) != null) {
                throw new IllegalArgumentException("carrier mix: " + name + " is given twice");
            }
        }
        return new CarrierMix(weights);
    }

    /** The outcome at {@code draw}, a number from 0 (inclusive) to {@link #total()} (exclusive). */
    CallOutcome at(int draw) {
        int reached = 0;
        for (Map.Entry<CallOutcome, Integer> weight : weights.entrySet()) {
            reached += weight.getValue();
            if (draw < reached) {
                return weight.getKey();
            }
        }
        throw new IllegalArgumentException("draw " + draw + " is beyond the mix's total " + total());
    }

    int total() {
        return weights.values().stream().mapToInt(Integer::intValue).sum();
    }

    private static String outcomeNames() {
        List<String> names = new ArrayList<>();
        for (CallOutcome outcome : CallOutcome.values()) {
            names.add(outcome.disposition());
        }
        return String.join(", ", names);
    }
}
