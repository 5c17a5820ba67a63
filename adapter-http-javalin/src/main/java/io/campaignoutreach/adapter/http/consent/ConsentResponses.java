package io.campaignoutreach.adapter.http.consent;

import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.application.consent.ConsentStanding;
import io.campaignoutreach.application.consent.ConsentUseCases;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentEntry;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

/** The consent ledger as the API writes it; values of the ledger's enumerations in lower case. */
final class ConsentResponses {

    private ConsentResponses() {
    }

    /** One line of the ledger; {@code honoredAt} is null on a consent given. */
    record Entry(String id, String phoneNumber, String channel, String purpose, String kind, String source,
                 String evidence, Instant occurredAt, Instant recordedAt, Instant honoredAt) {

        static Entry from(ConsentEntry e) {
            return new Entry(e.id().toString(), e.phoneNumber().e164(), WireNames.of(e.channel()),
                    WireNames.of(e.purpose()), WireNames.of(e.kind()), WireNames.of(e.source()), e.evidence(),
                    e.occurredAt(), e.recordedAt(), e.honoredAt());
        }
    }

    /** What is in force for one channel and purpose. */
    record Standing(String channel, String purpose, boolean inForce, boolean revoked) {

        static List<Standing> from(List<ConsentStanding> standings) {
            return standings.stream().map(s -> new Standing(WireNames.of(s.channel()), WireNames.of(s.purpose()),
                    s.inForce(), s.revoked())).toList();
        }
    }

    /** The answer to POST /v2/consent: the lines appended, and the number's summary with them. */
    record Recorded(List<Entry> entries, List<Standing> summary) {

        static Recorded from(ConsentUseCases.Recorded recorded) {
            return new Recorded(recorded.entries().stream().map(Entry::from).toList(),
                    Standing.from(recorded.standings()));
        }
    }

    /** The answer to GET /v2/consent/{phoneNumber}: the summary, then a page of lines in the paged envelope. */
    record NumberLedger(String phoneNumber, List<Standing> summary, List<Entry> items, long itemsTotal,
                        int currentPage, Integer nextPage, Integer prevPage) {

        static NumberLedger from(ConsentUseCases.NumberLedger ledger) {
            var page = ledger.entries();
            return new NumberLedger(ledger.phoneNumber().e164(), Standing.from(ledger.standings()),
                    page.items().stream().map(Entry::from).toList(), page.itemsTotal(), page.currentPage(),
                    page.nextPage(), page.prevPage());
        }
    }

    /** The organization's consent settings: the campaigns declared informational, in id order. */
    record Settings(List<String> informationalCampaigns) {

        static Settings from(Collection<CampaignId> campaignIds) {
            return new Settings(campaignIds.stream().map(CampaignId::toString).sorted().toList());
        }
    }
}
