package io.campaignoutreach.domain.schedule;

import java.time.ZoneId;
import java.util.Set;

/**
 * The time zones a customer may be in, the states they may be in (empty: unknown), the evidence they
 * come from (empty: nothing usable) and whether that evidence contradicts itself. A call is allowed
 * only when it is allowed in every candidate zone, so uncertainty can only narrow the window.
 */
public record CandidateZones(Set<ZoneId> zones, Set<String> states, Set<ZoneEvidence> evidence, boolean conflicting) {

    public CandidateZones {
        zones = Set.copyOf(zones);
        if (zones.isEmpty()) {
            throw new IllegalArgumentException("a customer is in at least one time zone");
        }
        states = Set.copyOf(states);
        evidence = Set.copyOf(evidence);
    }
}
