package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.schedule.ZoneEvidence;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Objects;
import java.util.Set;

/**
 * What an attempt was dialed under, kept with it for whoever must later show that the call was
 * lawful: the caller ID sent, the zones and states the customer could be in with the evidence they
 * came from, the version of the rule tables, when the enrollment's turn was taken
 * ({@code claimedAt}) and the gate's answer. The number dialed and the dial instant are the
 * attempt's own.
 */
public record AttemptTrail(String callerId, Set<ZoneId> zones, Set<String> states, Set<ZoneEvidence> evidence,
                           String rulesVersion, Instant claimedAt, String gate) {

    /** The gate's answer on every attempt dialed. */
    public static final String GATE_OPEN = "open";

    public AttemptTrail {
        Objects.requireNonNull(callerId, "callerId");
        zones = Set.copyOf(zones);
        states = Set.copyOf(states);
        evidence = Set.copyOf(evidence);
        Objects.requireNonNull(rulesVersion, "rulesVersion");
        Objects.requireNonNull(claimedAt, "claimedAt");
        Objects.requireNonNull(gate, "gate");
    }
}
