package io.campaignoutreach.application.consent;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The organization's consent ledger through requests that name the consent (P65): such a consent is
 * source API, which undoes a standing revocation, so every rule is checked before anything is
 * appended, and a request's entries (one per channel) are appended together or not at all.
 */
public final class ConsentService implements ConsentUseCases {

    private static final String INFORMATIONAL = "informationalCampaigns";

    private final ConsentLedgerRepository ledger;
    private final ConsentSettingsRepository settings;
    private final CampaignRepository campaigns;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;

    public ConsentService(ConsentLedgerRepository ledger, ConsentSettingsRepository settings,
                          CampaignRepository campaigns, TransactionRunner transactions, IdGenerator ids, Clock clock) {
        this.ledger = ledger;
        this.settings = settings;
        this.campaigns = campaigns;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public Recorded record(AccessContext access, NewConsent request, Violations found) {
        access.requireWrite(Capability.CONSENT_MANAGE);
        Instant now = clock.instant();
        required("phoneNumber", request.phoneNumber(), found);
        required("channels", request.channels(), found);
        required("purpose", request.purpose(), found);
        required("kind", request.kind(), found);
        required("evidence", request.evidence(), found);
        checkChannels(request.channels(), found);
        String evidence = request.evidence();
        if (evidence != null && evidence.codePointCount(0, evidence.length()) > ConsentEntry.MAX_EVIDENCE_LENGTH
                && !found.covers(List.of("evidence"))) {
            found.add(Violation.of(List.of("evidence"), ViolationCode.TOO_BIG,
                    "must be at most " + ConsentEntry.MAX_EVIDENCE_LENGTH + " characters"));
        }
        ConsentStatement.check(List.of(), evidence, request.occurredAt(), now, found);
        found.throwIfAny();
        OrganizationId organizationId = access.organizationId();
        List<ConsentEntry> entries = ConsentStatement.entries(request.channels().stream().map(request::on).toList(),
                () -> ConsentEntryId.of(ids.newId()), organizationId, request.phoneNumber(), ConsentSource.API, now);
        return transactions.inTransaction(() -> {
            ledger.append(entries);
            return new Recorded(entries, standings(organizationId, request.phoneNumber()));
        });
    }

    @Override
    public NumberLedger ledger(AccessContext access, PhoneNumber phoneNumber, PageRequest page) {
        access.require(Capability.CONSENT_VIEW);
        OrganizationId organizationId = access.organizationId();
        return transactions.inTransaction(() -> {
            Page<ConsentEntry> entries = ledger.page(organizationId, phoneNumber, page);
            return new NumberLedger(phoneNumber, entries, standings(organizationId, phoneNumber));
        });
    }

    @Override
    public Set<CampaignId> informationalCampaigns(AccessContext access) {
        access.require(Capability.CONSENT_VIEW);
        return settings.informationalCampaigns(access.organizationId());
    }

    @Override
    public Set<CampaignId> replaceInformationalCampaigns(AccessContext access, List<CampaignId> campaignIds,
                                                         Violations found) {
        access.requireWrite(Capability.CONSENT_MANAGE);
        required(INFORMATIONAL, campaignIds, found);
        if (campaignIds == null) {
            found.throwIfAny(); // nothing else to check without the list
        }
        if (campaignIds.size() > MAX_INFORMATIONAL_CAMPAIGNS && !found.covers(List.of(INFORMATIONAL))) {
            found.add(Violation.of(List.of(INFORMATIONAL), ViolationCode.TOO_BIG,
                    "must name at most " + MAX_INFORMATIONAL_CAMPAIGNS + " campaigns"));
            found.throwIfAny();
        }
        OrganizationId organizationId = access.organizationId();
        return transactions.inTransaction(() -> {
            // Read in the unit of work that writes, so a campaign named is the organization's when stored.
            Set<CampaignId> known = campaigns.findByIds(organizationId, campaignIds.stream()
                    .filter(Objects::nonNull).distinct().toList()).stream().map(Campaign::id)
                    .collect(Collectors.toSet());
            for (int i = 0; i < campaignIds.size(); i++) {
                List<String> at = List.of(INFORMATIONAL, String.valueOf(i));
                CampaignId id = campaignIds.get(i);
                if (!found.covers(at) && id == null) {
                    found.add(Violation.required(at));
                } else if (!found.covers(at) && !known.contains(id)) {
                    found.add(Violation.notFound(at, "Campaign " + id));
                }
            }
            found.throwIfAny();
            Set<CampaignId> declared = new LinkedHashSet<>(campaignIds);
            settings.replaceInformationalCampaigns(organizationId, declared);
            return Set.copyOf(declared);
        });
    }

    private List<ConsentStanding> standings(OrganizationId organizationId, PhoneNumber phoneNumber) {
        List<ConsentEntry> entries = ledger.entriesFor(organizationId, List.of(phoneNumber))
                .getOrDefault(phoneNumber, List.of());
        return ConsentStanding.of(ConsentLedger.of(entries));
    }

    /** At least one channel, each named once, so that a request appends one line per channel. */
    private static void checkChannels(List<ConsentChannel> channels, Violations found) {
        if (channels == null || found.covers(List.of("channels"))) {
            return;
        }
        if (channels.isEmpty()) {
            found.add(Violation.of(List.of("channels"), ViolationCode.TOO_SMALL, "must name at least 1 channel"));
        }
        Set<ConsentChannel> seen = new HashSet<>();
        for (int i = 0; i < channels.size(); i++) {
            List<String> at = List.of("channels", String.valueOf(i));
            if (channels.get(i) != null && !seen.add(channels.get(i)) && !found.covers(at)) {
                found.add(Violation.of(at, ViolationCode.CUSTOM, "names a channel already named; send each once"));
            }
        }
    }

    private static void required(String member, Object value, Violations found) {
        List<String> at = List.of(member);
        if (value == null && !found.covers(at)) {
            found.add(Violation.required(at));
        }
    }
}
