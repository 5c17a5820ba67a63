package io.campaignoutreach.application.consent;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import java.util.List;
import java.util.Set;

/**
 * Use cases of the organization's consent ledger (P65): read a number's entries and what is in
 * force, and the campaigns declared informational (need consent.view); record consent given or
 * revoked and replace the declaration (need consent.manage; not for read-only keys).
 */
public interface ConsentUseCases {

    /** Most channels one request names: each channel once. */
    int MAX_CHANNELS = 3;
    /** Most campaigns one declaration names. */
    int MAX_INFORMATIONAL_CAMPAIGNS = 1_000;

    default Recorded record(AccessContext access, NewConsent request) {
        return record(access, request, new Violations());
    }

    /**
     * Appends one entry per channel, source API, all or none. {@code found} holds the rules the
     * caller already found broken; they are reported with the use case's own, and nothing is stored.
     */
    Recorded record(AccessContext access, NewConsent request, Violations found);

    /** A page of the number's entries, newest first, and what is in force now. */
    NumberLedger ledger(AccessContext access, PhoneNumber phoneNumber, PageRequest page);

    /** The campaigns the organization declared informational. */
    Set<CampaignId> informationalCampaigns(AccessContext access);

    default Set<CampaignId> replaceInformationalCampaigns(AccessContext access, List<CampaignId> campaignIds) {
        return replaceInformationalCampaigns(access, campaignIds, new Violations());
    }

    /**
     * Replaces the declaration; a campaign that is not the organization's is refused as not found
     * at its index under {@code informationalCampaigns}, and nothing changes.
     */
    Set<CampaignId> replaceInformationalCampaigns(AccessContext access, List<CampaignId> campaignIds,
                                                  Violations found);

    /** The entries a request appended, and what the number's ledger says with them. */
    record Recorded(List<ConsentEntry> entries, List<ConsentStanding> standings) {
    }

    /** One page of a number's entries, and what its whole ledger says now. */
    record NumberLedger(PhoneNumber phoneNumber, Page<ConsentEntry> entries, List<ConsentStanding> standings) {
    }
}
