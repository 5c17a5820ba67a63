package io.campaignoutreach.domain.schedule;

import java.time.DayOfWeek;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The table of state calling rules stricter than the federal window ({@code calling-hours.csv}). */
public final class StateCallingRules {

    private final Map<String, StateCallingRule> byState;

    public StateCallingRules(Collection<StateCallingRule> rules) {
        this.byState = rules.stream().collect(Collectors.toUnmodifiableMap(StateCallingRule::state, Function.identity()));
    }

    public static StateCallingRules load() {
        return new StateCallingRules(DataFile.rows("calling-hours.csv").stream().map(StateCallingRules::rule).toList());
    }

    /**
     * The rules to obey for a customer who may be in any of {@code possibleStates}: each of their rules,
     * so the strictest governs. Nothing known about the state means every rule of the table.
     */
    public List<StateCallingRule> applicableTo(Set<String> possibleStates) {
        if (possibleStates.isEmpty()) {
            return List.copyOf(byState.values());
        }
        return possibleStates.stream().map(byState::get).filter(Objects::nonNull).toList();
    }

    public Collection<StateCallingRule> all() {
        return byState.values();
    }

    private static StateCallingRule rule(String[] row) {
        Map<DayOfWeek, DailyHours> days = new EnumMap<>(DayOfWeek.class);
        hours(row[1]).ifPresent(hours -> EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY)
                .forEach(day -> days.put(day, hours)));
        hours(row[2]).ifPresent(hours -> days.put(DayOfWeek.SATURDAY, hours));
        hours(row[3]).ifPresent(hours -> days.put(DayOfWeek.SUNDAY, hours));
        Set<Holiday> holidays = row[4].isBlank() ? Set.of()
                : Arrays.stream(row[4].split("\\|")).map(String::strip).map(Holiday::valueOf).collect(Collectors.toSet());
        return new StateCallingRule(row[0], new WeeklyHours(days), holidays, row[6].strip());
    }

    private static Optional<DailyHours> hours(String cell) {
        return cell.strip().equals("closed") ? Optional.empty() : Optional.of(DailyHours.parse(cell));
    }
}
