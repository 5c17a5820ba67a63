package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.application.outreach.TrailedAttempt;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.outreach.AttemptTrail;
import io.campaignoutreach.domain.shared.Timestamps;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One call attempt with its trail as {@code review attempts} shows it, named as the API names it:
 * one element of {@code --output json}, or one tab-separated line. The trail's members are null
 * (a dash in text) for attempts recorded before trails were kept.
 */
record ShownAttempt(int number, String state, String stage, String dialedAt, String claimedAt, String phoneNumber,
                    String callerId, List<String> zones, List<String> states, List<String> evidence,
                    String rulesVersion, String gate, String providerCallId, String callId, String outcome,
                    Long talkSeconds) {

    /** The header of the text output: the members' names, in order. */
    static final String HEADER = Arrays.stream(ShownAttempt.class.getRecordComponents())
            .map(component -> component.getName()).collect(Collectors.joining("\t"));
    private static final String NONE = "-";

    static ShownAttempt of(TrailedAttempt trailed) {
        Attempt a = trailed.attempt();
        AttemptTrail trail = trailed.trail();
        boolean placed = a.state() == AttemptState.PLACED;
        return new ShownAttempt(a.number(), name(a.state()), name(a.stage()), Timestamps.format(a.startedAt()),
                ofTrail(trail, t -> Timestamps.format(t.claimedAt())), a.to().e164(),
                ofTrail(trail, AttemptTrail::callerId),
                ofTrail(trail, t -> sorted(t.zones().stream().map(ZoneId::getId))),
                ofTrail(trail, t -> sorted(t.states().stream())),
                ofTrail(trail, t -> sorted(t.evidence().stream().map(ShownAttempt::name))),
                ofTrail(trail, AttemptTrail::rulesVersion), ofTrail(trail, AttemptTrail::gate), a.providerCallId(),
                a.callId() == null ? null : a.callId().toString(), placed ? a.outcome().disposition() : null,
                placed ? a.talkSeconds() : null);
    }

    /** The attempt as one line: its members tab-separated, lists comma-separated, a dash for none. */
    String line() {
        return Stream.of(number, state, stage, dialedAt, claimedAt, phoneNumber, callerId, zones, states, evidence,
                        rulesVersion, gate, providerCallId, callId, outcome, talkSeconds)
                .map(ShownAttempt::cell).collect(Collectors.joining("\t"));
    }

    private static String cell(Object value) {
        if (value instanceof List<?> list) {
            return list.isEmpty() ? NONE : list.stream().map(String::valueOf).collect(Collectors.joining(","));
        }
        return Objects.toString(value, NONE);
    }

    private static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    private static <T> T ofTrail(AttemptTrail trail, Function<AttemptTrail, T> member) {
        return trail == null ? null : member.apply(trail);
    }

    private static List<String> sorted(Stream<String> values) {
        return values.sorted().toList();
    }
}
