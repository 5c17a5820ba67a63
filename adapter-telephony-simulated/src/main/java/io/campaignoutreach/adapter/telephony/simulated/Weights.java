package io.campaignoutreach.adapter.telephony.simulated;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Whole-number weights of a few choices, read from text such as {@code answered=35,busy=5}, and the
 * choice at a draw: what the mixes of calls and of texts share.
 */
final class Weights {

    private Weights() {
    }

    /**
     * Reads {@code name=weight} pairs separated by commas; choices not named weigh 0.
     *
     * @param mix     the mix's name in errors, e.g. "carrier mix"
     * @param choices the choices that may be named, by {@code nameOf}
     */
    static <K extends Enum<K>> Map<K, Integer> parse(String text, String mix, Class<K> type, List<K> choices,
                                                     Function<K, String> nameOf) {
        Map<K, Integer> weights = new EnumMap<>(type);
        for (String pair : text.split(",")) {
            String[] parts = pair.split("=", 2);
            String name = parts[0].strip().toLowerCase(Locale.ROOT);
            K choice = choices.stream().filter(c -> nameOf.apply(c).equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(mix + ": '" + name + "' is not an outcome; use "
                            + String.join(", ", choices.stream().map(nameOf).toList())));
            if (parts.length < 2 || !parts[1].strip().matches("\\d{1,6}")) {
                throw new IllegalArgumentException(mix + ": " + name + " needs a whole-number weight, e.g. "
                        + name + "=10");
            }
            if (weights.put(choice, Integer.parseInt(parts[1].strip())) != null) {
                throw new IllegalArgumentException(mix + ": " + name + " is given twice");
            }
        }
        return weights;
    }

    /** Refuses weights below 0, or none above 0. */
    static void check(Map<?, Integer> weights, String mix) {
        if (weights.values().stream().anyMatch(weight -> weight == null || weight < 0)) {
            throw new IllegalArgumentException(mix + " weights must be whole numbers of 0 or more");
        }
        if (total(weights) <= 0) {
            throw new IllegalArgumentException(mix + " needs at least one outcome with a weight above 0");
        }
    }

    /** The choice at {@code draw}, a number from 0 (inclusive) to {@link #total} (exclusive). */
    static <K> K at(Map<K, Integer> weights, int draw) {
        int reached = 0;
        for (Map.Entry<K, Integer> weight : weights.entrySet()) {
            reached += weight.getValue();
            if (draw < reached) {
                return weight.getKey();
            }
        }
        throw new IllegalArgumentException("draw " + draw + " is beyond the mix's total " + total(weights));
    }

    static int total(Map<?, Integer> weights) {
        return weights.values().stream().mapToInt(Integer::intValue).sum();
    }
}
