package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.TextEventIntake;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The intake of carriers' text events on a store: statuses move forward only; a customer's keyword
 * revokes, restores or asks for help and is answered once; a repeated delivery changes nothing; a
 * customer's own words open an inquiry where the campaign takes them.
 */
public abstract class TextIntakeContract extends StoreContract {

    private static final PhoneNumber SERVICE = DialingRules.DEFAULTS.callerId();
    private static final PhoneNumber NUMBER = new PhoneNumber("+15005550101");

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-03T15:00:00Z"));
    private TextEventIntake intake;
    private Customer customer;
    private Campaign campaign;
    private Message sent;

    @BeforeEach
    void givenACustomerTextedByACampaign() {
        givenTwoOrganizations();
        intake = TestEngines.textIntake(store, clock);
        customer = TestData.customer(organizationId, NUMBER);
        store.customers().insert(customer);
        campaign = CampaignBuilder.aCampaign(organizationId)
                .outcomes(new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false,
                        new Features(false, false, true, false)))
                .sms(new SmsSettings(Map.of(SmsType.NEW_INQUIRY, true), Map.of(SmsType.NEW_INQUIRY,
                        "Thanks {{clientCustomer.firstName}}, an agent will call you."), "Acme Insurance"))
                .build();
        store.campaigns().insert(campaign);
        Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), null, clock.instant());
        store.enrollments().insert(enrollment);
        Message pending = Message.pending(MessageId.of(TestData.newId()), organizationId, NUMBER, SERVICE,
                MessageKind.CAMPAIGN, SmsType.REDIAL, customer.id(), campaign.id(), enrollment.id(), "Hi, call us.",
                clock.instant(), clock.instant());
        sent = pending.queued(pending.body(), clock.instant()).accepted("SM1", clock.instant());
        store.messages().add(List.of(sent));
    }

    @Test
    void givenStatuses_whenDeliveredOutOfOrderAndTwice_thenTheTextOnlyMovesForward() {
        status(MessageStatus.DELIVERED);
        status(MessageStatus.SENT);
        status(MessageStatus.DELIVERED);

        assertThat(stored(sent).status()).isEqualTo(MessageStatus.DELIVERED);
    }

    @Test
    void givenAStop_whenDeliveredTwiceAndSentAgainLater_thenMarketingIsRevokedEverywhereAndOneConfirmationGoes() {
        inbound("SM-a", " stop. ", false);
        inbound("SM-a", " stop. ", false);
        clock.advance(Duration.ofHours(1));
        inbound("SM-b", "STOP", false);

        ConsentLedger ledger = ledger();
        for (ConsentChannel channel : ConsentChannel.values()) {
            assertThat(ledger.revoked(channel, ConsentPurpose.MARKETING)).as(channel.name()).isTrue();
        }
        assertThat(ledger.revoked(ConsentChannel.SMS, ConsentPurpose.INFORMATIONAL)).isTrue();
        assertThat(texts(MessageKind.CUSTOMER)).hasSize(2);
        assertThat(texts(MessageKind.OPT_OUT_CONFIRMATION)).singleElement().satisfies(reply -> {
            assertThat(reply.status()).isEqualTo(MessageStatus.PENDING);
            assertThat(reply.body()).startsWith("Acme Insurance SMS: ").contains("Reply START");
        });
    }

    @Test
    void givenACarrierWhoseClockIsAhead_whenAStopComesIn_thenItIsRecordedAsOfNow() {
        intake.deliver(List.of(new MessageEvent.Inbound("SM-k", NUMBER, SERVICE, "STOP",
                clock.instant().plusSeconds(30), false)));

        assertThat(ledger().entries()).isNotEmpty().allSatisfy(entry -> assertThat(entry.occurredAt())
                .isEqualTo(clock.instant()));
    }

    @Test
    void givenACarrierThatAnsweredTheStopItself_whenTheStopComesIn_thenTheServiceSendsNoSecondConfirmation() {
        inbound("SM-c", "UNSUBSCRIBE", true);

        assertThat(ledger().revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
        assertThat(texts(MessageKind.OPT_OUT_CONFIRMATION)).isEmpty();
    }

    @Test
    void givenAStopThenStart_whenBothComeIn_thenTextsAreAllowedAgainButAiVoiceMarketingStaysRevoked() {
        inbound("SM-d", "STOP", false);
        clock.advance(Duration.ofMinutes(5));
        inbound("SM-e", "Start", false);

        assertThat(ledger().inForce(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
        assertThat(ledger().revoked(ConsentChannel.VOICE_ARTIFICIAL, ConsentPurpose.MARKETING)).isTrue();
        assertThat(texts(MessageKind.OPT_IN_CONFIRMATION)).hasSize(1);
    }

    @Test
    void givenHelp_whenItComesIn_thenAHelpReplyNamesTheSenderTheNumberAndHowToStop() {
        inbound("SM-f", "help", false);

        assertThat(texts(MessageKind.HELP_REPLY)).singleElement().satisfies(reply -> assertThat(reply.body())
                .contains("Acme Insurance SMS", "(202) 555-0100", "Msg & data rates may apply", "Reply STOP"));
        assertThat(ledger().entries()).isEmpty();
    }

    @Test
    void givenACustomersOwnWords_whenTheCampaignTakesInquiries_thenAnInquiryIsOpenedAndAnswered() {
        inbound("SM-g", "Does my plan cover dental?", false);

        assertThat(store.inquiries().findPage(organizationId, InquiryQuery.all(), PageRequest.first()).items())
                .singleElement().satisfies(inquiry -> {
                    assertThat(inquiry.inquiry()).isEqualTo("Does my plan cover dental?");
                    assertThat(inquiry.campaignId()).isEqualTo(campaign.id());
                });
        assertThat(texts(MessageKind.CAMPAIGN)).filteredOn(m -> m.smsType() == SmsType.NEW_INQUIRY)
                .singleElement().satisfies(reply -> assertThat(reply.body())
                        .isEqualTo("Thanks " + customer.profile().text(
                                CustomerField.FIRST_NAME)
                                + ", an agent will call you."));
        assertThat(ledger().entries()).isEmpty();
    }

    @Test
    void givenAnOptOutAmongOtherWords_whenItComesIn_thenItIsHonoredAndListedForReview() {
        inbound("SM-h", "Please stop texting me, thanks", false);

        assertThat(ledger().revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
        assertThat(texts(MessageKind.CUSTOMER)).singleElement().satisfies(m -> assertThat(m.toReview()).isTrue());
    }

    @Test
    void givenACustomerNeverContacted_whenTheyTextStop_thenTheirOrganizationHonorsIt() {
        Customer quiet = TestData.customer(organizationId, new PhoneNumber("+15005550102"));
        store.customers().insert(quiet);

        intake.deliver(List.of(new MessageEvent.Inbound("SM-j", quiet.phone(), SERVICE, "STOP", clock.instant(),
                false)));

        assertThat(ConsentLedger.of(store.consentLedger().entriesFor(organizationId, List.of(quiet.phone()))
                .get(quiet.phone())).revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
        assertThat(store.consentLedger().entriesFor(otherOrganizationId, List.of(quiet.phone()))).isEmpty();
    }

    @Test
    void givenATextFromANumberNoOrganizationKnows_whenItComesIn_thenNothingIsStored() {
        intake.deliver(List.of(new MessageEvent.Inbound("SM-i", new PhoneNumber("+15005550999"), SERVICE, "STOP",
                clock.instant(), false)));

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(new PhoneNumber("+15005550999"))))
                .isEmpty();
        assertThat(texts(MessageKind.CUSTOMER)).isEmpty();
    }

    private void status(MessageStatus status) {
        intake.deliver(List.of(new MessageEvent.Status(sent.id().toString(), "SM1", status, null, clock.instant())));
    }

    private void inbound(String providerId, String body, boolean carrierReplied) {
        intake.deliver(List.of(new MessageEvent.Inbound(providerId, NUMBER, SERVICE, body, clock.instant(),
                carrierReplied)));
    }

    private ConsentLedger ledger() {
        return ConsentLedger.of(store.consentLedger().entriesFor(organizationId, List.of(NUMBER))
                .getOrDefault(NUMBER, List.of()));
    }

    private List<Message> texts(MessageKind kind) {
        return store.messages().page(organizationId, new MessageQuery(null, null), PageRequest.first()).items()
                .stream().filter(m -> m.kind() == kind).toList();
    }

    private Message stored(Message message) {
        return store.messages().lock(List.of(message.id())).get(0);
    }
}
