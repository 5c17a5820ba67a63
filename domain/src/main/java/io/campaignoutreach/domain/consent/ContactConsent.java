package io.campaignoutreach.domain.consent;

import io.campaignoutreach.domain.campaign.CampaignKind;
import java.util.Locale;
import java.util.Optional;

/**
 * What a number's ledger allows, for a call or a text of a given purpose (P65). Every call of a
 * {@code voice_ai} campaign is made with an artificial voice (FCC 24-17): a marketing one needs prior
 * express written consent in force for that channel. An informational one relies on the consent the
 * customer gave by handing the agency the number, so only a revocation stops it; the same holds for
 * an {@code agent_first} call, where a person speaks. A text needs SMS consent for its purpose in
 * force (consent to marketing texts covers informational ones): a number that opted out has none.
 */
public final class ContactConsent {

    private ContactConsent() {
    }

    /** Why the number may not get a call of {@code kind} for {@code purpose}, or empty when it may. */
    public static Optional<String> callRefusal(CampaignKind kind, ConsentPurpose purpose, ConsentLedger ledger) {
        ConsentChannel channel = kind == CampaignKind.VOICE_AI ? ConsentChannel.VOICE_ARTIFICIAL
                : ConsentChannel.VOICE_LIVE;
        if (ledger.revoked(channel, purpose)) {
            return Optional.of("the number revoked consent to " + words(purpose) + " calls");
        }
        if (channel == ConsentChannel.VOICE_ARTIFICIAL && purpose == ConsentPurpose.MARKETING
                && !ledger.inForce(channel, purpose)) {
            return Optional.of("no prior express written consent to marketing calls by an artificial voice");
        }
        return Optional.empty();
    }

    /**
     * Why the number may not get a text for {@code purpose}, or empty when it may. Consent to
     * marketing texts, the stronger one, covers informational texts too, until those are revoked.
     */
    public static Optional<String> textRefusal(ConsentPurpose purpose, ConsentLedger ledger) {
        if (ledger.revoked(ConsentChannel.SMS, purpose)) {
            return Optional.of("the number opted out of " + words(purpose) + " texts");
        }
        boolean covered = ledger.inForce(ConsentChannel.SMS, purpose) || (purpose == ConsentPurpose.INFORMATIONAL
                && ledger.inForce(ConsentChannel.SMS, ConsentPurpose.MARKETING));
        if (!covered) {
            return Optional.of("no consent to " + words(purpose) + " texts");
        }
        return Optional.empty();
    }

    private static String words(ConsentPurpose purpose) {
        return purpose.name().toLowerCase(Locale.ROOT);
    }
}
