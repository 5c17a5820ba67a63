package io.campaignoutreach.application.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.contract.StoreContract;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.RecordingTexts;
import io.campaignoutreach.application.fixtures.ScriptedCarrier;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.TextEventIntake;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Calls and texts together on a virtual clock, on an AI-voice marketing campaign whose texts follow
 * its calls, over six days across every US zone, while customers text STOP, HELP and whole sentences
 * back and a sync later tries to make the opted-out reachable again. Every call and text the carriers
 * were asked for is checked against the rules: the window in the customer's time, consent, opt-outs,
 * the flags, the daily cap, what a first text carries, one confirmation per opt-out.
 */
public abstract class TextAndConsentScenarios extends StoreContract {

    /** Monday 2 November 2026, 07:00 in New York: after the end of daylight saving time. */
    private static final Instant START = Instant.parse("2026-11-02T12:00:00Z");
    private static final Duration STEP = Duration.ofMinutes(10);
    private static final int DAYS = 6;
    private static final int CUSTOMERS = 240;
    private static final Duration CALL_LENGTH = Duration.ofMinutes(3);
    private static final Set<SmsType> ENABLED = Set.of(SmsType.FIRST_CONTACT, SmsType.REDIAL,
            SmsType.MISSED_FIRST_CONTACT, SmsType.POST_WELCOME);
    private static final List<Map.Entry<String, String>> ZONES = List.of(
            Map.entry("America/New_York", "NY"), Map.entry("America/Chicago", "IL"),
            Map.entry("America/Denver", "CO"), Map.entry("America/Phoenix", "AZ"),
            Map.entry("America/Los_Angeles", "CA"), Map.entry("Pacific/Honolulu", "HI"));

    private record Person(Customer customer, ZoneId zone, boolean callConsent, boolean textConsent) {
    }

    @Test
    void givenCallsAndTextsForSixDays_whenCustomersOptOutAndASyncSaysOtherwise_thenEveryCallAndTextKeepsTheRules() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START);
        Campaign campaign = campaign();
        Map<PhoneNumber, Person> people = new HashMap<>();
        for (int i = 0; i < CUSTOMERS; i++) {
            Person person = person(i, clock.instant());
            people.put(person.customer().phone(), person);
            enroll(campaign, person.customer(), START.plus(Duration.ofMinutes(7L * i)));
        }
        ScriptedCarrier carrier = new ScriptedCarrier(clock, attempt -> {
            CallOutcome[] outcomes = {CallOutcome.NO_ANSWER, CallOutcome.VOICEMAIL, CallOutcome.ANSWERED,
                    CallOutcome.NO_ANSWER};
            CallOutcome outcome = outcomes[Math.floorMod(attempt.attemptKey().hashCode(), outcomes.length)];
            return new CallResult(outcome, outcome.connected() ? 60_000 : 15_000, 0, "customer-ended-call");
        }, attempt -> CALL_LENGTH).connect(TestEngines.intake(store, clock, OutreachEvents.NONE));
        RecordingTexts texts = new RecordingTexts(clock);
        TextEventIntake inbound = TestEngines.textIntake(store, clock);
        OutreachEngine engine = TestEngines.over(store, clock, carrier, texts, OutreachEvents.NONE,
                DialingRules.DEFAULTS);

        // Who texts what back, and from when it must hold: the instant the intake commits it, after the
        // round of that step, so a call or text of that very instant came before it.
        Map<PhoneNumber, Instant> optedOutAt = new HashMap<>();
        TreeMap<Instant, List<Map.Entry<PhoneNumber, String>>> replies = new TreeMap<>();
        List<PhoneNumber> textable = people.values().stream().filter(Person::textConsent)
                .map(p -> p.customer().phone()).sorted(Comparator.comparing(PhoneNumber::e164)).toList();
        for (int i = 0; i < textable.size(); i += 5) {
            String body = i % 15 == 0 ? "please stop calling me" : "Stop";
            replies.computeIfAbsent(START.plus(Duration.ofHours(20 + i % 30)), k -> new ArrayList<>())
                    .add(Map.entry(textable.get(i), body));
            // A second STOP a day later is answered with nothing.
            replies.computeIfAbsent(START.plus(Duration.ofHours(44 + i % 30)), k -> new ArrayList<>())
                    .add(Map.entry(textable.get(i), "STOP"));
        }
        replies.computeIfAbsent(START.plus(Duration.ofHours(26)), k -> new ArrayList<>())
                .add(Map.entry(textable.get(1), "help"));
        int delivered = 0;
        boolean synced = false;
        for (Instant end = START.plus(Duration.ofDays(DAYS)); clock.instant().isBefore(end); clock.advance(STEP)) {
            engine.runOnce("engine", Runnable::run);
            carrier.deliverDue();
            List<RecordingTexts.Sent> sent = texts.sent();
            for (RecordingTexts.Sent text : sent.subList(delivered, sent.size())) {
                inbound.deliver(List.of(new MessageEvent.Status(text.text().messageKey(), "SM" + text.text()
                        .messageKey(), MessageStatus.DELIVERED, null, clock.instant())));
            }
            delivered = sent.size();
            List<Map.Entry<PhoneNumber, String>> due = replies.headMap(clock.instant(), true).values().stream()
                    .flatMap(List::stream).toList();
            replies.headMap(clock.instant(), true).clear();
            Set<PhoneNumber> contacted = contacted(carrier, texts);
            for (Map.Entry<PhoneNumber, String> reply : due) {
                if (!contacted.contains(reply.getKey())) {
                    // Nobody texts back a number that has not reached them yet.
                    replies.computeIfAbsent(clock.instant().plus(Duration.ofHours(1)), k -> new ArrayList<>())
                            .add(reply);
                    continue;
                }
                inbound.deliver(List.of(new MessageEvent.Inbound("SM-in-" + reply.getKey().e164() + clock.instant(),
                        reply.getKey(), DialingRules.DEFAULTS.callerId(), reply.getValue(), clock.instant(), false)));
                optedOutAt.putIfAbsent(reply.getKey(), reply.getValue().equals("help") ? Instant.MAX : clock.instant());
            }
            if (!synced && clock.instant().isAfter(START.plus(Duration.ofDays(3)))) {
                synced = true;
                syncBackToReachable(optedOutAt, people, campaign, clock.instant());
            }
        }

        List<RecordingTexts.Sent> sent = texts.sent();
        Map<String, Message> stored = storedTexts();
        assertThat(sent).as("texts sent").hasSizeGreaterThan(CUSTOMERS / 2);
        assertThat(carrier.placed()).as("calls placed").hasSizeGreaterThan(CUSTOMERS);
        for (ScriptedCarrier.Placed call : carrier.placed()) {
            Person person = people.get(call.to());
            assertThat(person.callConsent()).as("AI-voice marketing call to %s without consent", call.to()).isTrue();
            assertThat(call.at()).as("call to %s after its opt-out", call.to())
                    .isBeforeOrEqualTo(optedOutAt.getOrDefault(call.to(), Instant.MAX));
        }
        Map<PhoneNumber, List<Instant>> campaignTexts = new HashMap<>();
        Map<PhoneNumber, Integer> confirmations = new HashMap<>();
        Set<PhoneNumber> textedBefore = new java.util.HashSet<>();
        for (RecordingTexts.Sent text : sent) {
            Message message = stored.get(text.text().messageKey());
            PhoneNumber to = text.text().to();
            assertThat(text.text().body()).as("a text with a gap").doesNotContain("{{").doesNotContain("Hi ,")
                    .doesNotContain("  ");
            if (!textedBefore.contains(to) && !message.kind().isReply()) {
                assertThat(text.text().body()).as("first text to %s", to).startsWith("Acme Insurance: ")
                        .endsWith("Reply STOP to opt out.");
                textedBefore.add(to);
            }
            if (message.kind() == MessageKind.OPT_OUT_CONFIRMATION) {
                confirmations.merge(to, 1, Integer::sum);
                continue;
            }
            if (message.kind().isReply()) {
                continue;
            }
            Person person = people.get(to);
            assertThat(ENABLED).as("a text whose flag is off").contains(message.smsType());
            assertThat(person.textConsent()).as("a text to %s without consent", to).isTrue();
            assertThat(text.at()).as("a text to %s after its opt-out", to)
                    .isBeforeOrEqualTo(optedOutAt.getOrDefault(to, Instant.MAX));
            LocalTime local = text.at().atZone(person.zone()).toLocalTime();
            assertThat(local).as("a text at %s local", local).isAfterOrEqualTo(LocalTime.of(8, 0))
                    .isBefore(LocalTime.of(21, 0));
            campaignTexts.computeIfAbsent(to, k -> new ArrayList<>()).add(text.at());
        }
        campaignTexts.forEach((number, at) -> {
            for (Instant from : at) {
                assertThat(at.stream().filter(t -> !t.isBefore(from) && t.isBefore(from.plus(Duration.ofDays(1)))))
                        .as("texts to %s in a day", number).hasSizeLessThanOrEqualTo(3);
            }
        });
        Set<PhoneNumber> optedOut = optedOutAt.entrySet().stream().filter(e -> e.getValue() != Instant.MAX)
                .map(Map.Entry::getKey).collect(Collectors.toSet());
        assertThat(confirmations.keySet()).as("numbers that got a confirmation").isEqualTo(optedOut);
        assertThat(confirmations.values()).as("confirmations per number").containsOnly(1);
        assertThat(stored.values()).as("texts skipped for a missing first name")
                .anyMatch(m -> m.status() == MessageStatus.SKIPPED && m.reason().contains("firstName"));
        assertThat(stored.values()).as("texts that went with a missing first name")
                .noneMatch(m -> m.status().handedOver() && m.body().contains("{{"));
        assertThat(stored.values()).as("a text among other words listed for review")
                .anyMatch(m -> m.toReview() && m.body().equals("please stop calling me"));
        assertThat(stored.values()).as("the help reply").anyMatch(m -> m.kind() == MessageKind.HELP_REPLY
                && m.body().contains("Msg & data rates may apply") && m.body().contains("(202) 555-0100"));
    }

    /**
     * What a client's sync sends after the opt-outs: each opted-out customer callable and textable
     * again, with the old consent form repeated, and enrolled in another campaign. None of it undoes
     * an opt-out.
     */
    private void syncBackToReachable(Map<PhoneNumber, Instant> optedOutAt, Map<PhoneNumber, Person> people,
                                     Campaign campaign, Instant now) {
        Campaign again = campaign();
        optedOutAt.forEach((number, at) -> {
            Customer stored = store.customers().findById(organizationId, people.get(number).customer().id())
                    .orElseThrow();
            Map<CustomerField, Object> values = new HashMap<>(stored.profile().values());
            values.put(CustomerField.DO_NOT_CALL, false);
            values.put(CustomerField.DO_NOT_SMS, false);
            store.customers().update(Customer.reconstitute(stored.id(), organizationId, stored.version() + 1,
                    stored.phone(), CustomerProfile.of(values), stored.policies(), stored.customValues(),
                    stored.relatedLists(), stored.createdAt(), now, null), stored.version());
            consent(number, ConsentSource.SYNC, now, true, true);
            enroll(again, stored, now);
        });
    }

    private static Set<PhoneNumber> contacted(ScriptedCarrier carrier, RecordingTexts texts) {
        Set<PhoneNumber> contacted = carrier.placed().stream().map(ScriptedCarrier.Placed::to)
                .collect(Collectors.toSet());
        texts.sent().forEach(text -> contacted.add(text.text().to()));
        return contacted;
    }

    private Map<String, Message> storedTexts() {
        Map<String, Message> all = new HashMap<>();
        for (int page = 1; ; page++) {
            List<Message> items = store.messages().page(organizationId, new MessageQuery(null, null),
                    new PageRequest(page, 100)).items();
            items.forEach(m -> all.put(m.id().toString(), m));
            if (items.size() < 100) {
                return all;
            }
        }
    }

    private Person person(int i, Instant now) {
        Map.Entry<String, String> zone = ZONES.get(i % ZONES.size());
        Customer base = TestData.customerAt(organizationId, new PhoneNumber(String.format("+1500555%04d", i + 1)),
                zone.getKey(), zone.getValue(), null, false);
        Map<CustomerField, Object> values = new HashMap<>(base.profile().values());
        if (i % 10 == 3) {
            values.remove(CustomerField.FIRST_NAME);
        }
        Customer customer = Customer.reconstitute(base.id(), organizationId, 0, base.phone(),
                CustomerProfile.of(values), base.policies(), base.customValues(), base.relatedLists(),
                base.createdAt(), base.updatedAt(), null);
        store.customers().insert(customer);
        boolean calls = i % 10 != 0;
        boolean textsToo = calls && i % 10 != 1;
        consent(customer.phone(), ConsentSource.IMPORT, now, calls, textsToo);
        return new Person(customer, ZoneId.of(zone.getKey()), calls, textsToo);
    }

    private void consent(PhoneNumber number, ConsentSource source, Instant now, boolean calls, boolean texts) {
        List<ConsentEntry> entries = new ArrayList<>();
        if (calls) {
            entries.add(given(number, ConsentChannel.VOICE_ARTIFICIAL, source, now));
        }
        if (texts) {
            entries.add(given(number, ConsentChannel.SMS, source, now));
        }
        store.consentLedger().append(entries);
    }

    private ConsentEntry given(PhoneNumber number, ConsentChannel channel, ConsentSource source, Instant now) {
        return ConsentEntry.given(ConsentEntryId.of(TestData.newId()), organizationId, number, channel,
                ConsentPurpose.MARKETING, source, "signed web form", now, now);
    }

    private void enroll(Campaign campaign, Customer customer, Instant at) {
        store.enrollments().insert(Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), null, at));
    }

    private Campaign campaign() {
        DialingSettings dialing = new DialingSettings(true, true, 100, 40L, 4, true,
                List.of(new RedialPattern(List.of(0, 1, 2, 3), 2, 120)), RedialTracking.never(),
                new DialerConfig(null, false));
        Map<SmsType, Boolean> flags = new EnumMap<>(SmsType.class);
        for (SmsType type : SmsType.values()) {
            flags.put(type, ENABLED.contains(type));
        }
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE).enableFlow(false)
                .kind(CampaignKind.VOICE_AI).startDate(START.minus(Duration.ofDays(1)))
                .endDate(START.plus(Duration.ofDays(30))).dialing(dialing)
                .outcomes(new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false,
                        new Features(false, false, false, false)))
                .sms(new SmsSettings(flags, Map.of(), "Acme Insurance"))
                .build();
        store.campaigns().insert(campaign);
        return campaign;
    }
}
