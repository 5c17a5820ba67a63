package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.messaging.MessageService;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The text reads over the in-memory store: capabilities, organization scoping, newest first, the review list. */
class MessageServiceTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:00:00Z");
    private static final PhoneNumber SERVICE = new PhoneNumber("+12025550100");

    private StorePorts store;
    private MessageService messages;
    private Organization org;
    private Organization other;
    private Customer customer;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        messages = ApplicationServices.over(store, Clock.fixed(NOW, ZoneOffset.UTC), UUID::randomUUID,
                JobSettings.defaults()).messages();
        org = TestData.organization();
        other = TestData.organization();
        store.organizations().insert(org);
        store.organizations().insert(other);
        customer = TestData.customer(org.id(), TestData.phone(1));
        store.customers().insert(customer);
        campaign = CampaignBuilder.aCampaign(org.id()).build();
        store.campaigns().insert(campaign);
    }

    private static AccessContext access(Organization organization, Capability... capabilities) {
        return new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "Texts desk",
                Set.of(capabilities), false);
    }

    private Message campaignText(OrganizationId organization, CustomerId to, CampaignId of, long minute) {
        return Message.pending(MessageId.of(TestData.newId()), organization, customer.phone(), SERVICE,
                MessageKind.CAMPAIGN, SmsType.FIRST_CONTACT, to, of, null, "Hi", TestData.at(minute),
                TestData.at(minute));
    }

    private Message received(OrganizationId organization, String body, long minute) {
        return Message.received(MessageId.of(TestData.newId()), organization, customer.phone(), SERVICE, customer.id(),
                body, "SM" + minute + organization, TestData.at(minute));
    }

    @Test
    void givenTextsOfTheCustomerAndCampaign_whenListed_thenNewestFirstAndOnlyTheirOwn() {
        Message first = campaignText(org.id(), customer.id(), campaign.id(), 1);
        Message reply = received(org.id(), "Who is this?", 2);
        Message otherCampaign = campaignText(org.id(), customer.id(), CampaignId.of(TestData.newId()), 3);
        Message foreign = campaignText(other.id(), customer.id(), campaign.id(), 4);
        store.messages().add(List.of(first, reply, otherCampaign, foreign));
        AccessContext reader = access(org, Capability.CUSTOMERS_VIEW, Capability.CAMPAIGNS_VIEW);

        assertThat(messages.ofCustomer(reader, customer.id(), PageRequest.first()).items())
                .containsExactly(otherCampaign, reply, first);
        assertThat(messages.ofCampaign(reader, campaign.id(), PageRequest.first()).items()).containsExactly(first);
        assertThat(messages.ofCustomer(reader, customer.id(), new PageRequest(2, 2)).items()).containsExactly(first);
    }

    @Test
    void givenAnotherOrganizationsOrUnknownIds_whenListed_thenNotFound() {
        Customer theirs = TestData.customer(other.id(), TestData.phone(2));
        store.customers().insert(theirs);
        Campaign theirCampaign = CampaignBuilder.aCampaign(other.id()).build();
        store.campaigns().insert(theirCampaign);
        AccessContext reader = access(org, Capability.ALL);

        assertThatThrownBy(() -> messages.ofCustomer(reader, theirs.id(), PageRequest.first()))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> messages.ofCustomer(reader, CustomerId.of(TestData.newId()), PageRequest.first()))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> messages.ofCampaign(reader, theirCampaign.id(), PageRequest.first()))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> messages.ofCampaign(reader, CampaignId.of(TestData.newId()), PageRequest.first()))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void givenReceivedTexts_whenTheReviewListIsRead_thenOnlyTheFlaggedOnesOfTheOrganization() {
        Message flagged = received(org.id(), "please stop texting me", 1).toReview("an opt-out among other words");
        Message plain = received(org.id(), "Thanks!", 2);
        Message theirs = received(other.id(), "stop it now", 3).toReview("an opt-out among other words");
        store.messages().add(List.of(flagged, plain, theirs));

        assertThat(messages.toReview(access(org, Capability.INQUIRIES_VIEW), PageRequest.first()).items())
                .containsExactly(flagged);
    }

    @Test
    void givenKeysWithoutTheCapability_whenListed_thenRefusedNamingIt() {
        AccessContext campaignsOnly = access(org, Capability.CAMPAIGNS_VIEW, Capability.INQUIRIES_VIEW);
        AccessContext customersOnly = access(org, Capability.CUSTOMERS_VIEW);

        assertThatThrownBy(() -> messages.ofCustomer(campaignsOnly, customer.id(), PageRequest.first()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("customers:view");
        assertThatThrownBy(() -> messages.ofCampaign(customersOnly, campaign.id(), PageRequest.first()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("campaigns.view");
        assertThatThrownBy(() -> messages.toReview(customersOnly, PageRequest.first()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("inquiries.view");
    }
}
