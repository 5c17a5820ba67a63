package io.campaignoutreach.adapter.http;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.RecordingTexts;
import io.campaignoutreach.application.fixtures.ScriptedCarrier;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An outreach engine over a test server's store, dialing a scripted carrier at a time when New York's
 * calling window is open, with an active campaign that makes one call and customers in New York.
 */
final class OutreachScenario {

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

    private final TestApi api;
    final MutableClock clock = new MutableClock(openInNewYork(Instant.now().plusSeconds(1)));
    final OutreachEngine engine;

    OutreachScenario(TestApi api, ScriptedCarrier.Script script) {
        this.api = api;
        ScriptedCarrier carrier = new ScriptedCarrier(clock, script)
                .connect(ApplicationServices.callEvents(api.store, clock, TestData::newId, DialingRules.DEFAULTS,
                        OutreachEvents.NONE));
        engine = ApplicationServices.outreachEngine(api.store, carrier, new RecordingTexts(clock), clock,
                TestData::newId, EngineSettings.DEFAULTS, DialingRules.DEFAULTS, OutreachEvents.NONE);
    }

    /** {@code from}, or the next 09:00 in New York when {@code from} is outside 08:30 to 20:30 there. */
    private static Instant openInNewYork(Instant from) {
        ZonedDateTime local = from.atZone(NEW_YORK);
        if (!local.toLocalTime().isBefore(LocalTime.of(8, 30)) && local.toLocalTime().isBefore(LocalTime.of(20, 30))) {
            return from;
        }
        ZonedDateTime nine = local.toLocalDate().atTime(9, 0).atZone(NEW_YORK);
        return (nine.isAfter(local) ? nine : nine.plusDays(1)).toInstant();
    }

    /** An active campaign of the first organization, stored, that calls once and is done when answered. */
    Campaign campaign() {
        DialingSettings oneCall = new DialingSettings(true, true, 10, 5L, 1, true, List.of(), RedialTracking.never(),
                new DialerConfig(null, false));
        OutcomeRules answered = new OutcomeRules(
                new Criteria("and", List.of(new Criteria.Condition("lastCallDisposition", "equals", "answered"))),
                Criteria.none(), List.of(), Map.of(), List.of(), false, Features.none());
        Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).status(CampaignStatus.ACTIVE).enableFlow(false)
                .startDate(Instant.now().minus(Duration.ofDays(1))).endDate(Instant.now().plus(Duration.ofDays(30)))
                .dialing(oneCall).outcomes(answered).build();
        api.store.campaigns().insert(campaign);
        return campaign;
    }

    /** A customer of the first organization, stored, whose time zone and state say New York. */
    Customer customerInNewYork(int phone) {
        Customer base = TestData.customer(api.orgA.id(), TestData.phone(phone));
        Map<CustomerField, Object> values = new HashMap<>(base.profile().values());
        values.put(CustomerField.TIMEZONE, "America/New_York");
        values.put(CustomerField.STATE, "NY");
        values.remove(CustomerField.POSTAL_CODE);
        Customer customer = Customer.reconstitute(base.id(), base.organizationId(), 0, base.phone(),
                CustomerProfile.of(values), base.policies(), base.customValues(), base.relatedLists(), base.createdAt(),
                base.updatedAt(), null);
        api.store.customers().insert(customer);
        return customer;
    }
}
