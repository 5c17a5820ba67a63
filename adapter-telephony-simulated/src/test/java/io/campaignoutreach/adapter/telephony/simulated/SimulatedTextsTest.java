package io.campaignoutreach.adapter.telephony.simulated;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.OutboundText;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.messaging.MessageStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SimulatedTextsTest {

    private static final PhoneNumber CUSTOMER = PhoneNumber.parse("(212) 555-0143").orElseThrow();
    private static final PhoneNumber SERVICE = new PhoneNumber("+12025550100");
    private static final Duration LATENCY = Duration.ofSeconds(10);

    private static final OrganizationId ORGANIZATION =
            OrganizationId.of(UUID.fromString("0190a000-0000-7000-8000-000000000001"));
    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-07T15:00:00Z"));
    private final RecordingSink<MessageEvent> sink = new RecordingSink<>();

    private List<MessageEvent.Status> statuses(String key) {
        return sink.of(MessageEvent.Status.class).stream().filter(e -> e.messageKey().equals(key)).toList();
    }

    private List<MessageEvent.Inbound> inbound() {
        return sink.of(MessageEvent.Inbound.class);
    }

    private SimulatedTexts texts(long seed, TextMix mix) {
        return new SimulatedTexts(seed, mix, LATENCY, clock, sink::apply);
    }

    private static OutboundText text(String key, PhoneNumber to) {
        return new OutboundText(ORGANIZATION, key, to, SERVICE, "Your plan review is due; reply STOP to opt out");
    }

    private static PhoneNumber number(int i) {
        return PhoneNumber.parse(String.format("212%07d", 2_000_001 + i)).orElseThrow();
    }

    private static String id(MessageSubmission submission) {
        return ((MessageSubmission.Accepted) submission).providerMessageId();
    }

    @Test
    void givenTexts_whenSent_thenAcceptedAtOnceUnderTheirOwnIdsAndAKeyAskedAgainSendsNothing() {
        SimulatedTexts texts = texts(1, TextMix.TYPICAL);

        List<String> ids = IntStream.range(0, 100).mapToObj(i -> id(texts.send(text("t-" + i, number(i))))).toList();
        MessageSubmission again = texts.send(text("t-0", number(0)));

        assertThat(ids).allMatch(id -> id.matches("SM[0-9a-f]{32}")).doesNotHaveDuplicates();
        assertThat(again).isEqualTo(new MessageSubmission.Accepted(ids.get(0)));
        assertThat(texts.sends()).isEqualTo(100);
        assertThat(texts.sent().get(0)).satisfies(sent -> {
            assertThat(sent.messageKey()).isEqualTo("t-0");
            assertThat(sent.providerMessageId()).isEqualTo(ids.get(0));
            assertThat(sent.to()).isEqualTo(number(0));
            assertThat(sent.from()).isEqualTo(SERVICE);
            assertThat(sent.body()).startsWith("Your plan review");
            assertThat(sent.at()).isEqualTo(clock.instant());
        });
        assertThat(texts.deliverDue()).as("nothing before its time").isZero();
    }

    @Test
    void givenADeliveredText_whenTimePasses_thenSentShortlyAfterThenDelivered() {
        SimulatedTexts texts = texts(2, TextMix.parse("delivered=1"));
        String id = id(texts.send(text("live", CUSTOMER)));
        Instant taken = clock.instant();

        clock.advance(LATENCY.dividedBy(10));
        assertThat(texts.deliverDue()).isEqualTo(1);
        clock.advance(LATENCY);
        assertThat(texts.deliverDue()).isEqualTo(1);

        assertThat(statuses("live")).containsExactly(
                new MessageEvent.Status("live", id, MessageStatus.SENT, null, taken.plus(LATENCY.dividedBy(10))),
                new MessageEvent.Status("live", id, MessageStatus.DELIVERED, null, taken.plus(LATENCY)));
    }

    @Test
    void givenManyTexts_whenTheirEventsArrive_thenStatusesOnlyMoveForwardWithTheCarriersCodes() {
        SimulatedTexts texts = texts(3, TextMix.parse("delivered=1,undelivered=1,failed=1"));
        for (int i = 0; i < 300; i++) {
            texts.send(text("p-" + i, number(i)));
        }
        clock.advance(LATENCY);
        texts.deliverDue();

        for (SimulatedTexts.Sent sent : texts.sent()) {
            List<MessageEvent.Status> events = statuses(sent.messageKey());
            MessageStatus at = MessageStatus.QUEUED;
            for (MessageEvent.Status event : events) {
                assertThat(at.mayMoveTo(event.status())).as("%s to %s", at, event.status()).isTrue();
                at = event.status();
            }
            assertThat(at).isEqualTo(sent.end());
            MessageEvent.Status end = events.get(events.size() - 1);
            switch (sent.end()) {
                case DELIVERED -> assertThat(end.errorCode()).isNull();
                case UNDELIVERED -> assertThat(end.errorCode()).isEqualTo("30003");
                case FAILED -> assertThat(events).as("never left the carrier").singleElement()
                        .extracting(MessageEvent.Status::errorCode).isEqualTo("30008");
                default -> throw new AssertionError(sent.end());
            }
        }
        assertThat(texts.sent()).extracting(SimulatedTexts.Sent::end).contains(MessageStatus.DELIVERED,
                MessageStatus.UNDELIVERED, MessageStatus.FAILED);
    }

    @Test
    void givenANumberEndingIn0000_whenSent_thenRefusedWith21211AndNothingSent() {
        SimulatedTexts texts = texts(4, TextMix.TYPICAL);

        MessageSubmission answer = texts.send(text("nowhere", new PhoneNumber("+12125550000")));

        assertThat(answer).isInstanceOfSatisfying(MessageSubmission.Rejected.class,
                rejected -> assertThat(rejected.errorCode()).isEqualTo("21211"));
        assertThat(texts.sends()).isZero();
        assertThat(texts.sent()).isEmpty();
        assertThat(texts.waiting()).isZero();
    }

    @Test
    void givenManyTexts_whenSent_thenEndsFollowTheMix() {
        SimulatedTexts texts = texts(7, TextMix.parse("delivered=80,undelivered=15,failed=5"));
        int count = 20_000;
        for (int i = 0; i < count; i++) {
            texts.send(text("m-" + i, number(i)));
        }
        Map<MessageStatus, Integer> ends = new EnumMap<>(MessageStatus.class);
        texts.sent().forEach(sent -> ends.merge(sent.end(), 1, Integer::sum));

        assertThat(ends.get(MessageStatus.DELIVERED) / (double) count).isCloseTo(0.80, within(0.015));
        assertThat(ends.get(MessageStatus.UNDELIVERED) / (double) count).isCloseTo(0.15, within(0.015));
        assertThat(ends.get(MessageStatus.FAILED) / (double) count).isCloseTo(0.05, within(0.015));
    }

    @Test
    void givenACustomersText_whenReceived_thenDeliveredAsInboundUnderAFreshId() {
        SimulatedTexts texts = texts(5, TextMix.TYPICAL);
        String sentId = id(texts.send(text("out", CUSTOMER)));

        String id = texts.receive(CUSTOMER, SERVICE, "STOP");
        texts.deliverDue();

        assertThat(id).matches("SM[0-9a-f]{32}").isNotEqualTo(sentId);
        assertThat(inbound()).containsExactly(
                new MessageEvent.Inbound(id, CUSTOMER, SERVICE, "STOP", clock.instant(), false));
    }

    @Test
    void givenACarrierThatAnswersKeywords_whenAKeywordIsReceived_thenMarkedAnsweredAndOtherTextsNot() {
        SimulatedTexts texts = new SimulatedTexts(6, TextMix.TYPICAL, LATENCY, clock, sink::apply, EventFaults.NONE,
                true);

        texts.receive(CUSTOMER, SERVICE, " stop ");
        texts.receive(CUSTOMER, SERVICE, "Help");
        texts.receive(CUSTOMER, SERVICE, "stop calling me");
        texts.deliverDue();

        assertThat(inbound()).extracting(MessageEvent.Inbound::carrierReplied).containsExactly(true, true, false);
    }

    @Test
    void givenTheSinkDown_whenEventsAreDue_thenKeptAndDeliveredOnceItIsBack() {
        SimulatedTexts texts = texts(8, TextMix.parse("delivered=1"));
        texts.send(text("kept", CUSTOMER));
        clock.advance(LATENCY);
        sink.down.set(true);

        assertThat(texts.deliverDue()).isZero();
        sink.down.set(false);
        assertThat(texts.deliverDue()).as("not before the retry").isZero();
        clock.advance(Duration.ofSeconds(1));

        assertThat(texts.deliverDue()).isEqualTo(2);
        assertThat(statuses("kept")).extracting(MessageEvent.Status::status)
                .containsExactly(MessageStatus.SENT, MessageStatus.DELIVERED);
    }

    @Test
    void givenTheSinkCannotApplyAnEventYet_whenDelivered_thenTriedAgainLater() {
        SimulatedTexts texts = texts(9, TextMix.TYPICAL);
        texts.receive(CUSTOMER, SERVICE, "Who is this?");
        sink.notYet = MessageEvent.Inbound.class::isInstance;

        assertThat(texts.deliverDue()).isZero();
        assertThat(texts.waiting()).isEqualTo(1);
        sink.notYet = event -> false;
        clock.advance(Duration.ofSeconds(1));

        assertThat(texts.deliverDue()).isEqualTo(1);
        assertThat(inbound()).singleElement().extracting(MessageEvent.Inbound::body).isEqualTo("Who is this?");
    }

    @Test
    void givenTheSameSeed_whenTwoCarriersSendTheSameTexts_thenTheSameIdsEndsAndEvents() {
        List<SimulatedTexts.Sent> first = sendSome(42);
        List<SimulatedTexts.Sent> second = sendSome(42);
        List<SimulatedTexts.Sent> otherSeed = sendSome(43);

        assertThat(second).isEqualTo(first);
        assertThat(otherSeed).extracting(SimulatedTexts.Sent::providerMessageId)
                .doesNotContainAnyElementsOf(first.stream().map(SimulatedTexts.Sent::providerMessageId).toList());
        assertThat(otherSeed).extracting(SimulatedTexts.Sent::end)
                .isNotEqualTo(first.stream().map(SimulatedTexts.Sent::end).toList());
    }

    private List<SimulatedTexts.Sent> sendSome(long seed) {
        SimulatedTexts texts = texts(seed, TextMix.parse("delivered=1,undelivered=1,failed=1"));
        for (int i = 0; i < 50; i++) {
            texts.send(text("d-" + i, number(i)));
        }
        return texts.sent();
    }

    @Test
    void givenEventFaults_whenManyTextsEnd_thenSomeLostSomeRepeatedAndSomeOutOfOrder() {
        SimulatedTexts texts = new SimulatedTexts(13, TextMix.parse("delivered=1"), LATENCY, clock, sink::apply,
                new EventFaults(0.1, 0.1, Duration.ofMinutes(5)), false);
        int count = 1_000;
        for (int i = 0; i < count; i++) {
            texts.send(text("f-" + i, number(i)));
        }
        clock.advance(Duration.ofMinutes(10));
        texts.deliverDue();

        List<MessageEvent.Status> ends = IntStream.range(0, count).mapToObj(i -> statuses("f-" + i))
                .flatMap(List::stream).filter(e -> e.status() == MessageStatus.DELIVERED).toList();
        long distinctEnds = ends.stream().map(MessageEvent.Status::messageKey).distinct().count();
        long deliveredBeforeSent = IntStream.range(0, count).mapToObj(i -> statuses("f-" + i))
                .filter(events -> events.size() > 1 && events.get(0).status() == MessageStatus.DELIVERED).count();
        assertThat(distinctEnds).as("lost").isBetween(820L, 940L);
        assertThat(ends.size() - distinctEnds).as("repeated").isBetween(50L, 150L);
        assertThat(deliveredBeforeSent).as("out of order").isPositive();
    }

    @Test
    void givenAStartedCarrier_whenATextIsReceived_thenItsTimerDeliversIt() throws InterruptedException {
        CountDownLatch arrived = new CountDownLatch(1);
        try (SimulatedTexts texts = new SimulatedTexts(10, TextMix.TYPICAL, LATENCY, clock, events -> {
            arrived.countDown();
            return List.of();
        })) {
            texts.start();
            texts.receive(CUSTOMER, SERVICE, "Yes, call me");

            assertThat(arrived.await(10, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void givenMixTexts_whenParsed_thenWeightsOrAPlainError() {
        assertThat(TextMix.parse(" Delivered = 9 , failed=1").weights())
                .containsOnly(Map.entry(MessageStatus.DELIVERED, 9), Map.entry(MessageStatus.FAILED, 1));
        assertThatThrownBy(() -> TextMix.parse("delivered=3,sent=1")).hasMessageContaining("'sent' is not an outcome");
        assertThatThrownBy(() -> TextMix.parse("failed=x")).hasMessageContaining("whole-number weight");
        assertThatThrownBy(() -> TextMix.parse("failed=0")).hasMessageContaining("above 0");
        assertThatThrownBy(() -> new TextMix(Map.of(MessageStatus.QUEUED, 1)))
                .hasMessageContaining("only delivered, undelivered and failed");
        assertThatThrownBy(() -> new SimulatedTexts(1, TextMix.TYPICAL, Duration.ofMillis(-1), clock,
                sink::apply))
                .hasMessageContaining("latency");
    }
}
