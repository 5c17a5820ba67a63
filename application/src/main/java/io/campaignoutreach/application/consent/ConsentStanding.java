package io.campaignoutreach.application.consent;

import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import java.util.ArrayList;
import java.util.List;

/**
 * What a number's ledger says now for one channel and purpose: whether consent is in force, and
 * whether a revocation stands (both false when nothing was ever recorded).
 */
public record ConsentStanding(ConsentChannel channel, ConsentPurpose purpose, boolean inForce, boolean revoked) {

    /** Every channel and purpose, channels first, in the enumerations' order. */
    public static List<ConsentStanding> of(ConsentLedger ledger) {
        List<ConsentStanding> standings = new ArrayList<>();
        for (ConsentChannel channel : ConsentChannel.values()) {
            for (ConsentPurpose purpose : ConsentPurpose.values()) {
                standings.add(new ConsentStanding(channel, purpose, ledger.inForce(channel, purpose),
                        ledger.revoked(channel, purpose)));
            }
        }
        return List.copyOf(standings);
    }
}
