package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.messaging.TextActivity;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.messaging.MessageRepository}: texts round trip
 * through every status; pending ones come due in order; each number's campaign texts are counted
 * from an instant; an inbound text is stored once; each organization sees its own.
 */
public abstract class MessageRepositoryContract extends StoreContract {

    private static final PhoneNumber NUMBER = new PhoneNumber("+12025550123");
    private static final PhoneNumber OTHER_NUMBER = new PhoneNumber("+13125550188");
    private static final PhoneNumber SERVICE = new PhoneNumber("+12125550144");
    private static final CustomerId CUSTOMER = CustomerId.of(TestData.newId());
    private static final CampaignId CAMPAIGN = CampaignId.of(TestData.newId());

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenAPendingText_whenQueuedAcceptedAndDelivered_thenEachStateRoundTrips() {
        Message pending = pending(organizationId, NUMBER, TestData.at(5));
        store.messages().add(List.of(pending));
        assertThat(store.messages().lock(List.of(pending.id()))).containsExactly(pending);

        Message queued = pending.queued("Acme Insurance: hi. Reply STOP to opt out", TestData.at(6));
        store.messages().update(List.of(queued));
        Message accepted = queued.accepted("SM123", TestData.at(6));
        store.messages().update(List.of(accepted));
        Message delivered = accepted.reported(MessageStatus.DELIVERED, "SM123", null, TestData.at(7));
        store.messages().update(List.of(delivered));

        assertThat(store.messages().lock(List.of(pending.id(), MessageId.of(TestData.newId()))))
                .containsExactly(delivered);
        assertThat(delivered.status()).isEqualTo(MessageStatus.DELIVERED);
        assertThat(delivered.sentAt()).isEqualTo(TestData.at(6));
    }

    @Test
    void givenPendingTexts_whenDue_thenTheEarliestComeFirstUpToTheLimitAndOthersWait() {
        Message later = pending(organizationId, NUMBER, TestData.at(20));
        Message first = pending(organizationId, NUMBER, TestData.at(1));
        Message second = pending(otherOrganizationId, OTHER_NUMBER, TestData.at(2));
        Message skipped = pending(organizationId, NUMBER, TestData.at(0));
        store.messages().add(List.of(later, first, second, skipped));
        store.messages().update(List.of(skipped.skip("no consent to marketing texts", TestData.at(0))));

        assertThat(store.messages().lockDue(TestData.at(10), 5)).containsExactly(first, second);
        assertThat(store.messages().lockDue(TestData.at(10), 1)).containsExactly(first);
    }

    @Test
    void givenTextsToANumber_whenItsActivityIsRead_thenCampaignTextsSentSinceAreCountedAndRepliesOnlyMarkIt() {
        Message old = sent(pending(organizationId, NUMBER, TestData.at(0)), TestData.at(1));
        Message recent = sent(pending(organizationId, NUMBER, TestData.at(0)), TestData.at(30));
        Message reply = sent(Message.pending(MessageId.of(TestData.newId()), organizationId, OTHER_NUMBER, SERVICE,
                MessageKind.HELP_REPLY, null, null, null, null, "Acme Insurance: help", TestData.at(0),
                TestData.at(0)), TestData.at(2));
        Message waiting = pending(organizationId, OTHER_NUMBER, TestData.at(0));
        Message elsewhere = sent(pending(otherOrganizationId, NUMBER, TestData.at(0)), TestData.at(40));
        store.messages().add(List.of(old, recent, reply, waiting, elsewhere));

        Map<PhoneNumber, TextActivity> activity = store.messages().activity(organizationId,
                List.of(NUMBER, OTHER_NUMBER, new PhoneNumber("+14155550100")), TestData.at(10));

        assertThat(activity).containsOnly(Map.entry(NUMBER, new TextActivity(1, TestData.at(30), true)),
                Map.entry(OTHER_NUMBER, new TextActivity(0, null, true)));
        assertThat(store.messages().senders(NUMBER, SERVICE)).containsExactly(otherOrganizationId, organizationId);
        assertThat(store.messages().senders(OTHER_NUMBER, SERVICE)).containsExactly(organizationId);
    }

    @Test
    void givenAnInboundText_whenTheCarrierDeliversItAgain_thenItIsStoredOncePerOrganization() {
        Message received = Message.received(MessageId.of(TestData.newId()), organizationId, NUMBER, SERVICE, CUSTOMER,
                "STOP", "SM9", TestData.at(1));
        store.messages().add(List.of(received));

        assertThat(store.messages().received(organizationId, "SM9")).isTrue();
        assertThat(store.messages().received(otherOrganizationId, "SM9")).isFalse();
        assertThatThrownBy(() -> store.messages().add(List.of(Message.received(MessageId.of(TestData.newId()),
                organizationId, NUMBER, SERVICE, CUSTOMER, "STOP", "SM9", TestData.at(2)))))
                .isInstanceOf(ConflictException.class);
        store.messages().add(List.of(Message.received(MessageId.of(TestData.newId()), otherOrganizationId, NUMBER,
                SERVICE, null, "STOP", "SM9", TestData.at(1))));
    }

    @Test
    void givenTexts_whenPagedByCustomerOrCampaign_thenNewestFirstAndOnlyTheOrganizationsOwn() {
        Message first = pending(organizationId, NUMBER, TestData.at(1));
        Message second = Message.received(MessageId.of(TestData.newId()), organizationId, NUMBER, SERVICE, CUSTOMER,
                "Who is this?", "SM1", TestData.at(2));
        Message otherCampaign = Message.skipped(MessageId.of(TestData.newId()), organizationId, NUMBER, SERVICE,
                SmsType.REDIAL, CUSTOMER, CampaignId.of(TestData.newId()), null, "Hi", "the number opted out of texts",
                TestData.at(3));
        Message foreign = pending(otherOrganizationId, NUMBER, TestData.at(4));
        store.messages().add(List.of(first, second, otherCampaign, foreign));

        assertThat(store.messages().page(organizationId, new MessageQuery(CUSTOMER, null), PageRequest.first())
                .items()).containsExactly(otherCampaign, second, first);
        assertThat(store.messages().page(organizationId, new MessageQuery(CUSTOMER, CAMPAIGN), PageRequest.first())
                .items()).containsExactly(first);
        assertThat(store.messages().page(organizationId, new MessageQuery(null, null), PageRequest.first())
                .itemsTotal()).isEqualTo(3);
    }

    @Test
    void givenReceivedTexts_whenPagedForReview_thenOnlyThoseFlaggedNewestFirstAndOnlyTheOrganizationsOwn() {
        Message flagged = received(organizationId, "SM1", "please stop calling me", TestData.at(1))
                .toReview("an opt-out");
        Message plain = received(organizationId, "SM2", "Who is this?", TestData.at(2));
        Message later = received(organizationId, "SM3", "remove me from your list", TestData.at(3))
                .toReview("an opt-out");
        Message skipped = Message.skipped(MessageId.of(TestData.newId()), organizationId, NUMBER, SERVICE,
                SmsType.REDIAL, CUSTOMER, CAMPAIGN, null, "Hi", "the number opted out of texts", TestData.at(4));
        Message foreign = received(otherOrganizationId, "SM1", "stop it", TestData.at(5)).toReview("an opt-out");
        store.messages().add(List.of(flagged, plain, later, skipped, foreign));

        var page = store.messages().page(organizationId, MessageQuery.forReview(), PageRequest.first());

        assertThat(page.items()).containsExactly(later, flagged);
        assertThat(page.itemsTotal()).isEqualTo(2);
        assertThat(store.messages().page(organizationId, new MessageQuery(CUSTOMER, null, true),
                new PageRequest(2, 1)).items()).containsExactly(flagged);
        assertThat(store.messages().page(otherOrganizationId, MessageQuery.forReview(), PageRequest.first())
                .items()).containsExactly(foreign);
    }

    private static Message received(OrganizationId organization, String providerId, String body, Instant at) {
        return Message.received(MessageId.of(TestData.newId()), organization, NUMBER, SERVICE, CUSTOMER, body,
                providerId, at);
    }

    private static Message pending(OrganizationId organization, PhoneNumber to, Instant due) {
        return Message.pending(MessageId.of(TestData.newId()), organization, to, SERVICE, MessageKind.CAMPAIGN,
                SmsType.REDIAL, CUSTOMER, CAMPAIGN, EnrollmentId.of(TestData.newId()), "Hi {{name}}", due,
                TestData.at(0));
    }

    private static Message sent(Message pending, Instant at) {
        return pending.queued(pending.body(), at).accepted("SM" + pending.id(), at);
    }
}
