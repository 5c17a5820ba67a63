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

/** The demo agency's lead sources: several vendors per sales campaign, one of each pricing model. */
record DemoSources(List<Source> all) {

    List<Source> of(CampaignId campaign) {
        return all.stream().filter(s -> s.campaignId().equals(campaign)).toList();
    }

    static DemoSources create(DemoContext demo, DemoCampaigns campaigns) {
        List<Source> sources = new ArrayList<>();
        Campaign aep = campaigns.annualEnrollment();
        sources.add(source(demo, aep, "hv_aep_list", "Aged Medicare lead list", "Monthly list from a data vendor",
                DealType.CPL, SourceType.OUTBOUND, PricingModel.FLAT_RATE, null, null, "4.50", null, 1001));
        sources.add(source(demo, aep, "hv_aep_quote_form", "Medicare quote form",
                "Web quote requests, billed per connected call of a minute or more", DealType.CPL,
                SourceType.OUTBOUND, PricingModel.DURATION, null, null, "12.00", "60", 1002));
        sources.add(source(demo, aep, "hv_aep_live_transfer", "Live transfer partner",
                "Pre-qualified callers handed over live; paid per transfer of two minutes or more", DealType.CPA,
                SourceType.OUTBOUND, PricingModel.STATIC, "55.00", null, null, "120", 1003));
        sources.add(source(demo, aep, "hv_aep_marketplace", "Pay-per-call marketplace",
                "Bid marketplace; each transfer carries its own price", DealType.CPA, SourceType.OUTBOUND,
                PricingModel.DYNAMIC, "40.00", null, null, "90", 1004));
        sources.add(source(demo, aep, "hv_aep_carrier_coop", "Carrier co-op",
                "Carrier-funded leads; the vendor takes a share of the commission", DealType.CPA,
                SourceType.OUTBOUND, PricingModel.PERCENTAGE, "20", "350.00", null, null, 1005));
        sources.add(source(demo, campaigns.receptionist(), "hv_front_desk_ads", "Search ads call extension",
                "Callers from search ads ringing the main line", DealType.CPL, SourceType.INBOUND,
                PricingModel.FLAT_RATE, null, null, "9.00", null, 2001));
        sources.add(source(demo, campaigns.turning65(), "hv_t65_mailer", "Turning 65 mailer",
                "Reply cards from the birthday mailer", DealType.CPL, SourceType.OUTBOUND, PricingModel.DURATION,
                null, null, "6.00", "45", 3001));
        Source retired = source(demo, campaigns.lastAnnualEnrollment(), "hv_aep_2026_tv", "Local TV spot 2026",
                "Last season's TV response line", DealType.CPA, SourceType.INBOUND, PricingModel.STATIC, "70.00",
                null, null, "120", 4001);
        sources.add(new Source(retired.id(), retired.organizationId(), retired.sourceId(), retired.name(),
                retired.description(), retired.campaignId(), retired.phoneNumberId(), retired.dealType(),
                retired.sourceType(), retired.pricingModel(), retired.payout(), retired.commissionPerSale(),
                retired.leadCost(), retired.durationThreshold(), false, 0, retired.createdAt(),
                retired.updatedAt()));
        return new DemoSources(List.copyOf(sources));
    }

    private static Source source(DemoContext demo, Campaign campaign, String sourceId, String name,
                                 String description, DealType dealType, SourceType sourceType, PricingModel pricing,
                                 String payout, String commissionPerSale, String leadCost, String durationThreshold,
                                 int phoneNumberId) {
        var created = campaign.createdAt().plusSeconds(3_600L + demo.random().nextInt(86_400));
        return new Source(SourceId.of(demo.id()), demo.organizationId(), sourceId, name, description, campaign.id(),
                phoneNumberId, dealType, sourceType, pricing, payout, commissionPerSale, leadCost, durationThreshold,
                true, 0, created, created);
    }
}
