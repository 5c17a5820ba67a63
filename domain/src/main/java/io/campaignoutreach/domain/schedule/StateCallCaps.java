package io.campaignoutreach.domain.schedule;

import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How many calls a state allows to one number in any rolling 24 hours, for the states that set a
 * limit ({@code call-caps.csv}). A customer who may be in several states gets the lowest of their
 * limits; one whose state is unknown gets the lowest of the table, as for calling hours.
 */
public final class StateCallCaps {

    private final Map<String, Integer> byState;

    public StateCallCaps(Map<String, Integer> byState) {
        this.byState = Map.copyOf(byState);
    }

    public static StateCallCaps load() {
        return new StateCallCaps(DataFile.rows("call-caps.csv").stream()
                .collect(Collectors.toMap(row -> row[0].strip(), row -> Integer.parseInt(row[1].strip()))));
    }

    /** The lowest limit among {@code possibleStates}, or among every state when none is known; empty when none sets one. */
    public OptionalInt capFor(Set<String> possibleStates) {
        return (possibleStates.isEmpty() ? byState.values().stream()
                : possibleStates.stream().filter(byState::containsKey).map(byState::get))
                .mapToInt(Integer::intValue).min();
    }
}
