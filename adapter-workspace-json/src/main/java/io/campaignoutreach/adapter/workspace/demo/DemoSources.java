package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** The demo agency's lead sources: several vendors per sales campaign, one of each pricing model. */
record DemoSources(List<Source> all) {

    List<Source> of(CampaignId campaign) {
        return all.stream().filter(s -> s.campaignId().equals(campaign)).toList();
    }

    static DemoSources create(DemoContext demo, DemoCampaigns campaigns) {
        List<Source> sources = new ArrayList<>();
        Campaign aep = campaigns.annualEnrollment();
        sources.add(source(demo, aep, "hv_aep_list", "Aged Medicare lead list", "Monthly list from a data vendor",
                DealType.CPL, SourceType.OUTBOUND, PricingModel.FLAT_RATE, 1001,
                terms -> terms.leadCost("4.50")));
        sources.add(source(demo, aep, "hv_aep_quote_form", "Medicare quote form",
                "Web quote requests, billed per connected call of a minute or more", DealType.CPL,
                SourceType.OUTBOUND, PricingModel.DURATION, 1002,
                terms -> terms.leadCost("12.00").durationThreshold("60")));
        sources.add(source(demo, aep, "hv_aep_live_transfer", "Live transfer partner",
                "Pre-qualified callers handed over live; paid per transfer of two minutes or more", DealType.CPA,
                SourceType.OUTBOUND, PricingModel.STATIC, 1003,
                terms -> terms.payout("55.00").durationThreshold("120")));
        sources.add(source(demo, aep, "hv_aep_marketplace", "Pay-per-call marketplace",
                "Bid marketplace; each transfer carries its own price", DealType.CPA, SourceType.OUTBOUND,
                PricingModel.DYNAMIC, 1004,
                terms -> terms.payout("40.00").durationThreshold("90")));
        sources.add(source(demo, aep, "hv_aep_carrier_coop", "Carrier co-op",
                "Carrier-funded leads; the vendor takes a share of the commission", DealType.CPA,
                SourceType.OUTBOUND, PricingModel.PERCENTAGE, 1005,
                terms -> terms.payout("20").commissionPerSale("350.00")));
        sources.add(source(demo, campaigns.receptionist(), "hv_front_desk_ads", "Search ads call extension",
                "Callers from search ads ringing the main line", DealType.CPL, SourceType.INBOUND,
                PricingModel.FLAT_RATE, 2001,
                terms -> terms.leadCost("9.00")));
        sources.add(source(demo, campaigns.turning65(), "hv_t65_mailer", "Turning 65 mailer",
                "Reply cards from the birthday mailer", DealType.CPL, SourceType.OUTBOUND, PricingModel.DURATION, 3001,
                terms -> terms.leadCost("6.00").durationThreshold("45")));
        sources.add(source(demo, campaigns.lastAnnualEnrollment(), "hv_aep_2026_tv", "Local TV spot 2026",
                "Last season's TV response line", DealType.CPA, SourceType.INBOUND, PricingModel.STATIC, 4001,
                terms -> terms.payout("70.00").durationThreshold("120").enabled(false)));
        return new DemoSources(List.copyOf(sources));
    }

    private static Source source(DemoContext demo, Campaign campaign, String sourceId, String name,
                                 String description, DealType dealType, SourceType sourceType, PricingModel pricing,
                                 int phoneNumberId, UnaryOperator<Source.Builder> terms) {
        var created = campaign.createdAt().plusSeconds(3_600L + demo.random().nextInt(86_400));
        Source.Builder source = Source.builder(SourceId.of(demo.id()), demo.organizationId(), sourceId,
                        campaign.id(), dealType, sourceType, pricing)
                .name(name).description(description).phoneNumberId(phoneNumberId).enabled(true);
        return terms.apply(source).create(created);
    }
}
