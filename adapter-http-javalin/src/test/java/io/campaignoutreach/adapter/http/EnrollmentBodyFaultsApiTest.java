package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.campaign.Campaign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every fault of an enrollment body as the client reads it, word for word and in order: those that
 * reject the request (spec rule 5) and those that fail one entry alone (rule 3).
 */
class EnrollmentBodyFaultsApiTest {

    private static final String ID = "3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c";
    private static final String ONE = "{\"customerId\":\"" + ID + "\"}";

    private TestApi api;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        api = new TestApi().startWorkers();
        campaign = api.seedCampaignAndCustomer().campaign();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenFaultsOfTheWholeRequest_whenSent_thenEachStatedInFullAndInOrder() {
        Map<String, List<String>> cases = new LinkedHashMap<>();
        cases.put("|{}", List.of(
                "|custom|Send exactly one of customer or customers|customer | customers|neither"));
        cases.put("|{\"customer\":null}", List.of(
                "customer|invalid_type|Expected object, received null|object|null",
                "|custom|Send exactly one of customer or customers|customer | customers|neither"));
        cases.put("|{\"customers\":null}", List.of(
                "customers|invalid_type|Expected array, received null|array|null",
                "|custom|Send exactly one of customer or customers|customer | customers|neither"));
        cases.put("|{\"customer\":null,\"customers\":null}", List.of(
                "customer|invalid_type|Expected object, received null|object|null",
                "customers|invalid_type|Expected array, received null|array|null",
                "|custom|Send exactly one of customer or customers|customer | customers|neither"));
        cases.put("|{\"customer\":null,\"customers\":\"x\"}", List.of(
                "customer|invalid_type|Expected object, received null|object|null",
                "customers|invalid_type|Expected array, received string|array|string"));
        cases.put("|{\"customer\":" + ONE + ",\"customers\":\"x\"}", List.of(
                "|custom|Send exactly one of customer or customers|customer | customers|both"));
        cases.put("|{\"customer\":5,\"customers\":[]}", List.of(
                "|custom|Send exactly one of customer or customers|customer | customers|both"));
        cases.put("|{\"customers\":[],\"idempotencyKey\":\"\"}", List.of(
                "idempotencyKey|too_small|must not be empty|at least 1 characters|0 characters",
                "customers|too_small|must contain at least 1 entry|at least 1 entry|0 entries"));
        cases.put("|{\"customers\":\"x\",\"idempotencyKey\":5,\"extra\":1}", List.of(
                "|unrecognized_keys|Unrecognized key(s) in object: 'extra'|null|null",
                "idempotencyKey|invalid_type|Expected string, received integer|string|integer",
                "customers|invalid_type|Expected array, received string|array|string"));
        cases.put("|{\"customers\":[{\"customerId\":\"bad\"},7],\"idempotencyKey\":\"\"}", List.of(
                "idempotencyKey|too_small|must not be empty|at least 1 characters|0 characters"));
        cases.put("|{\"customers\":[" + IntStream.range(0, 1001).mapToObj(i -> i == 3 ? "{}" : ONE)
                .collect(Collectors.joining(",")) + "]}", List.of(
                "customers|too_big|must contain at most 1000 entries; larger lists are rejected, not truncated"
                        + "|at most 1000 entries|1001 entries"));
        cases.put("|{\"customer\":{\"phoneNumber\":\"212\\u0001\"}}", List.of(
                "customer.phoneNumber|invalid_string"
                        + "|must not contain control characters other than tab, line feed and carriage return"
                        + "|text|control character"));
        cases.put("/restart|{\"customer\":null,\"customers\":{},\"status\":\"failed\"}", List.of(
                "|unrecognized_keys|Unrecognized key(s) in object: 'status'|null|null",
                "customer|invalid_type|Expected object, received null|object|null",
                "customers|invalid_type|Expected array, received object|array|object"));
        cases.put("/status|{\"zz\":1,\"customer\":null,\"customers\":[],\"status\":\"x\",\"reason\":7,"
                + "\"idempotencyKey\":null}", List.of(
                "|unrecognized_keys|Unrecognized key(s) in object: 'zz'|null|null",
                "idempotencyKey|invalid_type|Expected string, received null|string|null",
                "status|invalid_enum_value|must be one of: completed, failed, cancelled|completed | failed "
                        + "| cancelled|x",
                "reason|invalid_type|Expected string, received integer|string|integer",
                "customer|invalid_type|Expected object, received null|object|null",
                "customers|too_small|must contain at least 1 entry|at least 1 entry|0 entries"));
        cases.put("/status|{\"reason\":null,\"status\":null}", List.of(
                "status|invalid_type|Expected string, received null|string|null",
                "|custom|Send exactly one of customer or customers|customer | customers|neither"));
        cases.put("/status|{\"customers\":[" + ONE + "],\"reason\":\"" + "r".repeat(256) + "\"}", List.of(
                "status|invalid_type|Required|present|undefined",
                "reason|too_big|must be at most 255 characters|at most 255 characters|256 characters"));

        cases.forEach((request, expected) -> {
            String[] parts = request.split("\\|", 2);
            var response = api.post(path(parts[0]), api.fullKey, parts[1]);
            assertThat(response.status()).as(parts[1]).isEqualTo(422);
            assertThat(stated(response.json().path("errors"))).as(parts[1]).containsExactlyElementsOf(expected);
        });
    }

    @Test
    void givenMalformedEntries_whenSent_thenEachFailsAloneWithItsFaultsStatedInFull() {
        Map<String, List<String>> cases = new LinkedHashMap<>();
        cases.put("{\"customerId\":null}", List.of(
                "customers.0.customerId|invalid_type|Expected string, received null|string|null"));
        cases.put("{\"phoneNumber\":null}", List.of(
                "customers.1.phoneNumber|invalid_type|Expected string, received null|string|null"));
        cases.put("{\"customerId\":5,\"phoneNumber\":\"bad\",\"x\":1,\"y\":2}", List.of(
                "customers.2|unrecognized_keys|Unrecognized key(s) in object: 'x', 'y'|null|null",
                "customers.2.customerId|invalid_type|Expected string, received integer|string|integer",
                "customers.2|custom|Give exactly one of customerId or phoneNumber|customerId | phoneNumber|both"));
        cases.put("{}", List.of(
                "customers.3|custom|Give exactly one of customerId or phoneNumber|customerId | phoneNumber|neither"));
        cases.put("null", List.of(
                "customers.4|invalid_type|Expected object, received null|object|null"));
        cases.put("[]", List.of(
                "customers.5|invalid_type|Expected object, received array|object|array"));
        cases.put("{\"phoneNumber\":\"123\"}", List.of(
                "customers.6.phoneNumber|invalid_string"
                        + "|must be a US phone number: 10 digits, or 11 starting with 1|US phone number|123"));
        cases.put("{\"customerId\":\"" + ID + "\",\"phoneNumber\":null}", List.of(
                "customers.7.phoneNumber|invalid_type|Expected string, received null|string|null",
                "customers.7|custom|Give exactly one of customerId or phoneNumber|customerId | phoneNumber|both"));
        cases.put("{\"phoneNumber\":2125550001}", List.of(
                "customers.8.phoneNumber|invalid_type|Expected string, received integer|string|integer"));
        cases.put("{\"customerId\":\"bad\",\"phoneNumber\":\"123\"}", List.of(
                "customers.9.customerId|invalid_string|must be a uuid|uuid|bad",
                "customers.9|custom|Give exactly one of customerId or phoneNumber|customerId | phoneNumber|both"));
        cases.put("{\"customerId\":\"" + "z".repeat(100) + "\"}", List.of(
                "customers.10.customerId|invalid_string|must be a uuid|uuid"
                        + "|zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz..."));
        cases.put("{\"zzz\":1}", List.of(
                "customers.11|unrecognized_keys|Unrecognized key(s) in object: 'zzz'|null|null",
                "customers.11|custom|Give exactly one of customerId or phoneNumber|customerId | phoneNumber|neither"));
        cases.put("{\"phoneNumber\":\"123\",\"extra\":1}", List.of(
                "customers.12|unrecognized_keys|Unrecognized key(s) in object: 'extra'|null|null",
                "customers.12.phoneNumber|invalid_string"
                        + "|must be a US phone number: 10 digits, or 11 starting with 1|US phone number|123"));
        cases.put("{\"customerId\":\"" + ID + "\",\"extra\":{\"deep\":[1]}}", List.of(
                "customers.13|unrecognized_keys|Unrecognized key(s) in object: 'extra'|null|null"));
        cases.put("\"text\"", List.of(
                "customers.14|invalid_type|Expected object, received string|object|string"));
        var accepted = api.post(path(""), api.fullKey, "{\"customers\":[" + String.join(",", cases.keySet()) + "]}");
        assertThat(accepted.status()).as(accepted.text()).isEqualTo(202);
        JsonNode items = api.awaitFinalJob(accepted.json().get("statusUrl").asText(), api.fullKey).json()
                .get("items");
        List<List<String>> expected = List.copyOf(cases.values());
        for (int i = 0; i < expected.size(); i++) {
            assertThat(items.get(i).path("code").asText()).isEqualTo("invalid_customer_reference");
            assertThat(stated(items.get(i).path("validationErrors"))).as("entry " + i)
                    .containsExactlyElementsOf(expected.get(i));
        }
    }

    @Test
    void givenOneMalformedCustomer_whenSent_thenItFailsAloneWithItsFaultsStatedInFull() {
        Map<String, List<String>> cases = new LinkedHashMap<>();
        cases.put("\"text\"", List.of(
                "customer|invalid_type|Expected object, received string|object|string"));
        cases.put("{\"customerId\":\"bad\",\"extra\":1}", List.of(
                "customer|unrecognized_keys|Unrecognized key(s) in object: 'extra'|null|null",
                "customer.customerId|invalid_string|must be a uuid|uuid|bad"));
        cases.put("{}", List.of(
                "customer|custom|Give exactly one of customerId or phoneNumber|customerId | phoneNumber|neither"));
        cases.forEach((customer, expected) -> {
            var accepted = api.post(path(""), api.fullKey, "{\"customer\":" + customer + "}");
            assertThat(accepted.status()).as(accepted.text()).isEqualTo(202);
            JsonNode item = api.awaitFinalJob(accepted.json().get("statusUrl").asText(), api.fullKey).json()
                    .get("items").get(0);
            assertThat(stated(item.path("validationErrors"))).as(customer).containsExactlyElementsOf(expected);
        });
    }

    private String path(String action) {
        return "/v2/campaigns/" + campaign.id() + "/enrollment" + action;
    }

    /** Each error as path|code|message|expected|received. */
    private static List<String> stated(JsonNode errors) {
        List<String> stated = new ArrayList<>();
        errors.forEach(e -> stated.add(StreamSupport.stream(e.path("path").spliterator(), false)
                .map(JsonNode::asText).collect(Collectors.joining(".")) + "|" + e.path("code").asText() + "|"
                + e.path("message").asText() + "|" + e.path("expected").asText() + "|"
                + e.path("received").asText()));
        return stated;
    }
}
