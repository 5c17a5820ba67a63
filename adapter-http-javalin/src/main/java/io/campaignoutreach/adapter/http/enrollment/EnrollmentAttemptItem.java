package io.campaignoutreach.adapter.http.enrollment;

import io.campaignoutreach.application.outreach.TrailedAttempt;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.outreach.AttemptTrail;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * One call attempt of an enrollment with what it was dialed under. The trail's members are null for
 * an attempt recorded before trails were kept; the call's outcome and talk time only once it is placed.
 */
record EnrollmentAttemptItem(int number, String state, String stage, Instant dialedAt, Instant claimedAt,
                             String phoneNumber, String callerId, List<String> zones, List<String> states,
                             List<String> evidence, String rulesVersion, String gate, String providerCallId,
                             String callId, String outcome, Long talkSeconds) {

    static EnrollmentAttemptItem from(TrailedAttempt trailed) {
        Attempt a = trailed.attempt();
        AttemptTrail trail = trailed.trail();
        boolean placed = a.state() == AttemptState.PLACED;
        return new EnrollmentAttemptItem(a.number(), wireName(a.state()), wireName(a.stage()), a.startedAt(),
                ofTrail(trail, AttemptTrail::claimedAt), a.to().e164(), ofTrail(trail, AttemptTrail::callerId),
                ofTrail(trail, t -> sorted(t.zones().stream().map(ZoneId::getId))),
                ofTrail(trail, t -> sorted(t.states().stream())),
                ofTrail(trail, t -> sorted(t.evidence().stream().map(EnrollmentAttemptItem::wireName))),
                ofTrail(trail, AttemptTrail::rulesVersion), ofTrail(trail, AttemptTrail::gate), a.providerCallId(),
                a.callId() == null ? null : a.callId().toString(), placed ? a.outcome().disposition() : null,
                placed ? a.talkSeconds() : null);
    }

    /** The API's name of an engine's enumeration value: its constant in lower case. */
    static String wireName(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    private static <T> T ofTrail(AttemptTrail trail, Function<AttemptTrail, T> member) {
        return trail == null ? null : member.apply(trail);
    }

    private static List<String> sorted(Stream<String> values) {
        return values.sorted().toList();
    }
}
