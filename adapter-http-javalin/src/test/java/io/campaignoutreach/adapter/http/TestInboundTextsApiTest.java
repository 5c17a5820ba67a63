package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.Customer;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /v2/test/inbound-texts}, the operator's test aid: absent unless turned on; when on, a
 * customer's text handed to the carrier is stored and acted on as a real one.
 */
class TestInboundTextsApiTest {

    private static final String PATH = "/v2/test/inbound-texts";

    private TestApi api;

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenTheTestAidOff_whenATextIsPosted_thenTheRouteDoesNotExist() {
        api = new TestApi();

        var response = api.post(PATH, api.fullKey, "{\"from\":\"2125550001\",\"body\":\"STOP\"}");

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.code()).isEqualTo("NOT_FOUND");
        assertThat(api.routes()).noneMatch(route -> route.contains("/v2/test/"));
    }

    @Test
    void givenTheTestAidOn_whenACustomerTextsAnOptOutAmongOtherWords_thenItIsReceivedAndListedForReview() {
        api = TestApi.withTestInboundTexts();
        Customer customer = TestData.customer(api.orgA.id(), TestData.phone(1));
        api.store.customers().insert(customer);
        api.store.messages().add(List.of(TestApi.sentText(api.orgA.id(), customer, null, TestApi.SERVICE_NUMBER,
                api.clock.instant())));

        var response = api.post(PATH, api.fullKey, "{\"from\":\"(212) 555-0001\",\"body\":\"please stop texting me\"}");

        assertThat(response.status()).as(response.text()).isEqualTo(202);
        assertThat(response.json().get("from").asText()).isEqualTo(customer.phone().e164());
        String providerId = response.json().get("providerMessageId").asText();
        JsonNode review = api.get("/v2/messages/review", api.fullKey).json().get("items");
        assertThat(review).hasSize(1);
        assertThat(review.get(0).get("providerMessageId").asText()).isEqualTo(providerId);
        assertThat(review.get(0).get("serviceNumber").asText()).isEqualTo(TestApi.SERVICE_NUMBER.e164());
        assertThat(api.get("/v2/customers/" + customer.id() + "/messages", api.fullKey).json().get("itemsTotal")
                .asInt()).isEqualTo(3);
    }

    @Test
    void givenTheTestAidOn_whenTheBodyIsBroken_thenEveryFaultIsReportedAndNothingIsReceived() {
        api = TestApi.withTestInboundTexts();

        var badNumber = api.post(PATH, api.fullKey, "{\"from\":\"+44 20 7946 0958\",\"body\":\"\"}");
        var missing = api.post(PATH, api.fullKey, "{}");
        var tooLong = api.post(PATH, api.fullKey, "{\"from\":\"2125550001\",\"body\":\"" + "a".repeat(1601)
                + "\",\"to\":\"2125550002\"}");

        assertThat(badNumber.status()).isEqualTo(422);
        assertThat(badNumber.errors()).containsExactlyInAnyOrder("from:invalid_string", "body:too_small");
        assertThat(missing.errors()).containsExactly("from:invalid_type", "body:invalid_type");
        assertThat(tooLong.errors()).containsExactly(":unrecognized_keys", "body:too_big");
        assertThat(api.get("/v2/messages/review", api.fullKey).json().get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenTheTestAidOn_whenAKeyLacksSomeCapabilityOrIsReadOnly_thenRefused() {
        api = TestApi.withTestInboundTexts();
        String body = "{\"from\":\"2125550001\",\"body\":\"STOP\"}";
        String almostAll = api.key(api.orgA, EnumSet.complementOf(EnumSet.of(Capability.ALL)), false);

        var partial = api.post(PATH, almostAll, body);
        var readOnly = api.post(PATH, api.key(api.orgA, Set.of(Capability.ALL), true), body);
        var anonymous = api.post(PATH, null, body);

        assertThat(partial.status()).isEqualTo(403);
        assertThat(partial.code()).isEqualTo("FORBIDDEN");
        assertThat(readOnly.code()).isEqualTo("READ_ONLY_KEY");
        assertThat(anonymous.status()).isEqualTo(401);
    }
}
