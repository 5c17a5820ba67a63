package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.Criteria.Condition;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** The demo agency's campaigns: one in each stage of the lifecycle, across the sales, receptionist and retention suites. */
record DemoCampaigns(
        Campaign annualEnrollment,
        Campaign receptionist,
        Campaign retention,
        Campaign turning65,
        Campaign supplementRates,
        Campaign specialEnrollment,
        Campaign lastAnnualEnrollment,
        Campaign partDNotices) {

    private static final String SENDER = "Harborview Senior";
    private static final String VOICEMAIL = "Hi, this is Harborview Senior Insurance calling about your Medicare "
            + "coverage. Please call us back at 617-555-0100. Thank you.";
    private static final Map<String, Object> VARIABLE_MAPPINGS = variableMappings();
    private static final UUID SALES_TEMPLATE = UUID.fromString("0190a6f2-4c1e-7a3b-9d2e-5b8c1f0e7a41");
    private static final UUID RECEPTIONIST_TEMPLATE = UUID.fromString("0190a6f2-4c1e-7a3b-9d2e-5b8c1f0e7a42");
    private static final UUID RETENTION_TEMPLATE = UUID.fromString("0190a6f2-4c1e-7a3b-9d2e-5b8c1f0e7a43");

    List<Campaign> all() {
        return List.of(annualEnrollment, receptionist, retention, turning65, supplementRates, specialEnrollment,
                lastAnnualEnrollment, partDNotices);
    }

    /** Campaigns that are calling now: they get today's calls. */
    List<Campaign> active() {
        return all().stream().filter(c -> c.status() == CampaignStatus.ACTIVE).toList();
    }

    static DemoCampaigns create(DemoContext demo, DemoConfigurations configs) {
        List<TransferConfigId> salesTransfers = List.of(configs.agentSoftphone().id(), configs.mainLine().id());
        Workflow review = configs.annualReview();

        Campaign annualEnrollment = campaign(demo, CampaignStatus.ACTIVE, 45, null,
                sales("Annual Enrollment 2027 plan review",
                        "Calls existing and prospective members to review their Medicare options before Dec 7",
                        List.of("aep", "medicare-advantage")),
                dialing(true, 50, 6, standardRedial()), new FlowSettings(true, review.id(), true),
                sms(Map.of(SmsType.FIRST_CONTACT, true, SmsType.REDIAL, true, SmsType.APPOINTMENT_BOOKED, true,
                        SmsType.APPOINTMENT_REMINDER, true, SmsType.MISSED_APPOINTMENT, true)),
                outcomes(List.of("firstName", "lastName", "dateOfBirth"), false,
                        new Features(true, true, false, true)),
                new CampaignLinks(salesTransfers, configs.annualEnrollment().id(), null));
        Campaign receptionist = campaign(demo, CampaignStatus.ACTIVE, 110, null,
                new CampaignProfile("Front desk receptionist", "Answers the main line around the clock, takes "
                        + "questions and transfers callers to a licensed agent", RECEPTIONIST_TEMPLATE,
                        "Inbound receptionist", "receptionist", "receptionist", "inbound", CampaignKind.VOICE_AI,
                        "inbound", "medicare", "inbound_call", List.of("inbound")),
                dialing(false, 1, 1, List.of()), new FlowSettings(false, null, false),
                sms(Map.of(SmsType.NEW_INQUIRY, true, SmsType.MISSED_INQUIRY, true, SmsType.POST_WELCOME, true)),
                outcomes(List.of(), true, new Features(true, true, true, true)),
                new CampaignLinks(List.of(configs.mainLine().id(), configs.carrierLookup().id()),
                        configs.planReview().id(), null));
        Campaign retention = campaign(demo, CampaignStatus.ACTIVE, 75, null,
                new CampaignProfile("Member retention journey", "Checks in with members in their first year "
                        + "and makes sure their plan still fits", RETENTION_TEMPLATE, "Retention journey",
                        "retention", "retention", "journey", CampaignKind.VOICE_AI, "outbound", "medicare",
                        "book_of_business", List.of("retention")),
                dialing(false, 25, 4, List.of(new RedialPattern(List.of(0, 7, 14), 1, 0))),
                new FlowSettings(true, configs.retentionJourney().id(), true),
                sms(Map.of(SmsType.POST_WELCOME, true, SmsType.INFORMATIONAL_FOLLOWUP, true, SmsType.REDIAL, true)),
                outcomes(List.of("firstName"), false, new Features(true, true, false, true)),
                new CampaignLinks(List.of(configs.agentSoftphone().id()), configs.planReview().id(), null));
        Campaign turning65 = campaign(demo, CampaignStatus.PAUSED, 60, null,
                sales("Turning 65: new to Medicare", "Reaches people in their Initial Enrollment Period",
                        List.of("t65")),
                dialing(false, 30, 5, standardRedial()), new FlowSettings(true, review.id(), true),
                sms(Map.of(SmsType.FIRST_CONTACT, true, SmsType.MISSED_FIRST_CONTACT, true)),
                outcomes(List.of("firstName", "dateOfBirth"), false, new Features(true, true, false, false)),
                new CampaignLinks(salesTransfers, configs.planReview().id(), null));
        Campaign supplementRates = campaign(demo, CampaignStatus.DRAFT, -14, null,
                sales("Medicare Supplement rate increase outreach", "Offers a re-shop to supplement members "
                        + "facing a premium increase", List.of("medigap")),
                dialing(false, 20, 3, standardRedial()), new FlowSettings(false, null, false),
                SmsSettings.defaults(SENDER),
                outcomes(List.of("firstName"), false, new Features(true, false, false, true)),
                new CampaignLinks(List.of(configs.agentSoftphone().id()), null, null));
        Campaign specialEnrollment = campaign(demo, CampaignStatus.TESTING, 5, null,
                sales("Special Enrollment: recently moved", "Trial run for customers with a qualifying move",
                        List.of("sep", "pilot")),
                dialing(false, 5, 3, List.of(new RedialPattern(List.of(0, 1), 2, 120))),
                new FlowSettings(false, null, false), sms(Map.of(SmsType.FIRST_CONTACT, true)),
                outcomes(List.of("firstName", "state"), false, new Features(true, false, false, false)),
                new CampaignLinks(List.of(configs.carrierLookup().id()), null, null));
        Campaign lastAnnualEnrollment = campaign(demo, CampaignStatus.COMPLETED, 400, demo.daysAgo(340),
                sales("Annual Enrollment 2026 plan review", "Last year's Annual Enrollment outreach",
                        List.of("aep")),
                dialing(true, 50, 6, standardRedial()), new FlowSettings(true, review.id(), true),
                sms(Map.of(SmsType.FIRST_CONTACT, true, SmsType.REDIAL, true)),
                outcomes(List.of("firstName", "lastName"), false, new Features(true, true, false, true)),
                new CampaignLinks(salesTransfers, configs.annualEnrollment().id(), null));
        Campaign partDNotices = campaign(demo, CampaignStatus.ARCHIVED, 700, demo.daysAgo(640),
                sales("Part D formulary change notices", "Told PDP members about formulary changes",
                        List.of("pdp")),
                dialing(false, 40, 2, List.of()), new FlowSettings(false, null, false),
                sms(Map.of(SmsType.INFORMATIONAL_FOLLOWUP, true)),
                outcomes(List.of("firstName"), false, Features.none()),
                new CampaignLinks(List.of(), null, null));
        return new DemoCampaigns(annualEnrollment, receptionist, retention, turning65, supplementRates,
                specialEnrollment, lastAnnualEnrollment, partDNotices);
    }

    /** A campaign starting {@code startedDaysAgo} days ago (negative: in the future), set up a week or more before. */
    private static Campaign campaign(DemoContext demo, CampaignStatus status, int startedDaysAgo, Instant endDate,
                                     CampaignProfile profile, DialingSettings dialing, FlowSettings flow,
                                     SmsSettings sms, OutcomeRules outcomes, CampaignLinks links) {
        Instant start = demo.daysAgo(startedDaysAgo);
        Instant created = (start.isBefore(demo.now()) ? start : demo.daysAgo(2))
                .minusSeconds(86_400L * 7 + demo.random().nextInt(86_400));
        return Campaign.create(CampaignId.of(demo.id()), demo.organizationId(), status, start, endDate, profile,
                dialing, flow, sms, outcomes, links, created);
    }

    private static CampaignProfile sales(String name, String description, List<String> tags) {
        return new CampaignProfile(name, description, SALES_TEMPLATE, "Medicare sales outreach", "sales", "sales",
                "outbound", CampaignKind.VOICE_AI, "outbound", "medicare", "lead_list", tags);
    }

    private static DialingSettings dialing(boolean afterHours, int batchSize, int maxAttempts,
                                           List<RedialPattern> redial) {
        return new DialingSettings(afterHours, batchSize > 1, batchSize, (long) Math.max(2, batchSize / 5),
                maxAttempts, !redial.isEmpty(), redial, RedialTracking.never(), new DialerConfig(VOICEMAIL, true));
    }

    /** Twice on the first day, once a day on days 1 and 2, then once more on days 5 and 9. */
    private static List<RedialPattern> standardRedial() {
        return List.of(new RedialPattern(List.of(0), 2, 180), new RedialPattern(List.of(1, 2), 1, 0),
                new RedialPattern(List.of(5, 9), 1, 0));
    }

    private static SmsSettings sms(Map<SmsType, Boolean> enabled) {
        Map<SmsType, String> texts = new EnumMap<>(SmsType.class);
        texts.put(SmsType.FIRST_CONTACT, "Hi {{clientCustomer.firstName}}, this is Harborview Senior Insurance. "
                + "A licensed agent will call you shortly from {{companyPhone}} about your Medicare options.");
        texts.put(SmsType.APPOINTMENT_BOOKED, "You're all set, {{clientCustomer.firstName}}: your plan review is on "
                + "{{appointmentDate}} at {{appointmentTime}}. Reply STOP to opt out.");
        return new SmsSettings(enabled, texts, SENDER);
    }

    private static Map<String, Object> variableMappings() {
        Map<String, Object> mappings = new LinkedHashMap<>();
        mappings.put("firstName", "clientCustomer.firstName");
        mappings.put("planName", "clientCustomer.planName");
        mappings.put("agentName", "routing.agent.name");
        return mappings;
    }

    private static OutcomeRules outcomes(List<String> requiredVars, boolean inquiryCallback, Features features) {
        Criteria success = new Criteria("or", List.of(
                new Condition("disposition", "equals", "appointment_booked"),
                new Condition("disposition", "equals", "transferred")));
        Criteria failure = new Criteria("or", List.of(
                new Condition("disposition", "equals", "do_not_call"),
                new Condition("attempts", "greater_than_or_equal", 6L)));
        return new OutcomeRules(success, failure, requiredVars,
                VARIABLE_MAPPINGS,
                List.of(), inquiryCallback, features);
    }
}
