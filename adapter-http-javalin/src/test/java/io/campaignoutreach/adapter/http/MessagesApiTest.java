package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /v2/customers/{customerId}/messages}, {@code GET /v2/campaigns/{campaignId}/messages} and
 * {@code GET /v2/messages/review}: texts as the carrier's events leave them, within the caller's
 * organization only.
 */
class MessagesApiTest {

    private static final PhoneNumber SERVICE = new PhoneNumber("+12025550100");

    private TestApi api;
    private Customer customer;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        TestApi.Seeded seeded = api.seedCampaignAndCustomer();
        customer = seeded.customer();
        campaign = seeded.campaign();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    /**
     * The campaign texted the customer, then the customer texts the service's number back, as the
     * carrier would report it: a text back concerns the organizations that contacted the number.
     */
    private void customerTexts(String body, Instant at) {
        api.store.messages().add(List.of(TestApi.sentText(api.orgA.id(), customer, campaign.id(), SERVICE,
                at.minusSeconds(60))));
        ApplicationServices.textEvents(api.store, api.clock, UUID::randomUUID).deliver(List.of(
                new MessageEvent.Inbound("SM" + UUID.randomUUID(), customer.phone(), SERVICE, body, at, false)));
    }

    private static List<String> values(JsonNode items, String member) {
        return StreamSupport.stream(items.spliterator(), false).map(item -> item.get(member).asText()).toList();
    }

    @Test
    void givenAnOptOutAmongOtherWords_whenRead_thenItIsListedForReviewAndWithTheCustomersTexts() {
        customerTexts("Please stop texting me, thanks", api.clock.instant().minusSeconds(5));

        var review = api.get("/v2/messages/review", api.fullKey);
        var ofCustomer = api.get("/v2/customers/" + customer.id() + "/messages", api.fullKey);

        assertThat(review.status()).as(review.text()).isEqualTo(200);
        assertThat(review.json().get("itemsTotal").asInt()).isEqualTo(1);
        JsonNode received = review.json().get("items").get(0);
        assertThat(received.get("direction").asText()).isEqualTo("inbound");
        assertThat(received.get("kind").asText()).isEqualTo("customer");
        assertThat(received.get("status").asText()).isEqualTo("received");
        assertThat(received.get("body").asText()).isEqualTo("Please stop texting me, thanks");
        assertThat(received.get("reason").asText()).contains("opt-out");
        assertThat(received.get("customerId").asText()).isEqualTo(customer.id().toString());
        assertThat(received.get("phoneNumber").asText()).isEqualTo(customer.phone().e164());
        assertThat(received.get("serviceNumber").asText()).isEqualTo(SERVICE.e164());
        assertThat(received.get("smsType").isNull()).isTrue();
        // The opt-out is answered once, newest first, then the customer's own text.
        assertThat(ofCustomer.status()).isEqualTo(200);
        assertThat(values(ofCustomer.json().get("items"), "kind")).containsExactly("opt_out_confirmation", "customer",
                "campaign");
        assertThat(values(ofCustomer.json().get("items"), "status")).containsExactly("pending", "received",
                "queued");
    }

    @Test
    void givenAPlainReply_whenTheReviewListIsRead_thenItIsNotThere() {
        customerTexts("Who is this?", api.clock.instant());

        var review = api.get("/v2/messages/review", api.fullKey);

        assertThat(review.json().get("items")).isEmpty();
        assertThat(api.get("/v2/customers/" + customer.id() + "/messages", api.fullKey).json().get("itemsTotal")
                .asInt()).isEqualTo(2);
    }

    @Test
    void givenACampaignText_whenTheCampaignsTextsAreRead_thenEveryMemberIsWrittenWithTheSmsTypesKey() {
        Message text = Message.pending(MessageId.of(TestData.newId()), api.orgA.id(), customer.phone(), SERVICE,
                MessageKind.CAMPAIGN, SmsType.FIRST_CONTACT, customer.id(), campaign.id(), null, "Hi Ada",
                TestData.at(5), TestData.at(1));
        api.store.messages().add(List.of(text));

        var response = api.get("/v2/campaigns/" + campaign.id() + "/messages?perPage=1", api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode item = response.json().get("items").get(0);
        List<String> members = StreamSupport.stream(((Iterable<String>) item::fieldNames).spliterator(), false)
                .toList();
        assertThat(members).containsExactly("id", "direction", "kind", "smsType", "phoneNumber", "serviceNumber",
                "customerId", "campaignId", "enrollmentId", "body", "status", "reason", "providerMessageId",
                "errorCode", "dueAt", "sentAt", "createdAt", "updatedAt");
        assertThat(item.get("smsType").asText()).isEqualTo("firstContact");
        assertThat(item.get("status").asText()).isEqualTo("pending");
        assertThat(Instant.parse(item.get("dueAt").asText())).isEqualTo(TestData.at(5));
        assertThat(item.get("enrollmentId").isNull()).isTrue();
        assertThat(response.json().get("nextPage").isNull()).isTrue();
    }

    @Test
    void givenAnotherOrganizationsKey_whenItsCustomerOrCampaignIsAddressed_thenNotFoundAndNothingListed() {
        customerTexts("stop texting me please", api.clock.instant());

        var ofCustomer = api.get("/v2/customers/" + customer.id() + "/messages", api.otherOrgKey);
        var ofCampaign = api.get("/v2/campaigns/" + campaign.id() + "/messages", api.otherOrgKey);
        var review = api.get("/v2/messages/review", api.otherOrgKey);
        var unknown = api.get("/v2/customers/" + TestData.newId() + "/messages", api.fullKey);

        for (TestApi.Response response : List.of(ofCustomer, ofCampaign, unknown)) {
            assertThat(response.status()).isEqualTo(404);
            assertThat(response.code()).isEqualTo("NOT_FOUND");
        }
        assertThat(review.status()).isEqualTo(200);
        assertThat(review.json().get("items")).isEmpty();
        assertThat(review.text()).doesNotContain(customer.id().toString()).doesNotContain(customer.phone().e164());
    }

    @Test
    void givenKeysWithoutTheirCapabilities_whenRead_thenForbiddenNamingIt() {
        String noCustomers = api.key(api.orgA, EnumSet.complementOf(EnumSet.of(Capability.CUSTOMERS_VIEW,
                Capability.ALL)), false);
        String noInquiries = api.key(api.orgA, EnumSet.complementOf(EnumSet.of(Capability.INQUIRIES_VIEW,
                Capability.ALL)), false);

        var ofCustomer = api.get("/v2/customers/" + customer.id() + "/messages", noCustomers);
        var review = api.get("/v2/messages/review", noInquiries);

        assertThat(ofCustomer.status()).isEqualTo(403);
        assertThat(ofCustomer.text()).contains("customers:view");
        assertThat(review.status()).isEqualTo(403);
        assertThat(review.text()).contains("inquiries.view");
    }

    @Test
    void givenABadIdAndBadPaging_whenRead_thenBothAreReported() {
        var response = api.get("/v2/campaigns/nope/messages?page=0&perPage=101", api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly("campaignId:invalid_string", "page:too_small",
                "perPage:too_big");
    }
}
