package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The suppressed phone numbers beyond version 2: list, read, suppress and lift. */
class SuppressionApiTest {

    private static final String PATH = "/v2/suppressions";
    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private JsonNode add(String body) {
        return api.created(PATH, body);
    }

    @Test
    void givenNumberInAnyUsForm_whenSuppressed_thenCreatedInE164WithEveryMember() {
        JsonNode created = add("{\"phoneNumber\":\"(212) 555-0143\",\"reason\":\"Asked by letter\"}");

        List<String> members = new ArrayList<>();
        created.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("id", "phoneNumber", "source", "reason", "createdAt", "liftedAt",
                "liftedBy");
        assertThat(created.get("phoneNumber").asText()).isEqualTo("+12125550143");
        assertThat(created.get("source").asText()).isEqualTo("api");
        assertThat(created.get("reason").asText()).isEqualTo("Asked by letter");
        assertThat(created.get("createdAt").asText()).matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z");
        assertThat(created.get("liftedAt").isNull()).isTrue();
        assertThat(created.get("liftedBy").isNull()).isTrue();
        assertThat(api.store.suppressions().findActive(api.orgA.id(), new PhoneNumber("+12125550143")))
                .map(s -> s.id().toString()).contains(created.get("id").asText());
    }

    @Test
    void givenNumberAlreadySuppressed_whenSuppressedAgain_thenOkWithTheStandingSuppressionUnchanged() {
        Suppression byCall = Suppression.create(SuppressionId.of(UUID.randomUUID()), api.orgA.id(),
                new PhoneNumber("+12125550143"), SuppressionSource.DNC_REQUESTED, null,
                Instant.parse("2026-01-05T10:00:00Z"));
        api.store.suppressions().addIfAbsent(byCall);

        var again = api.post(PATH, api.fullKey, "{\"phoneNumber\":\"+1 212 555 0143\",\"reason\":\"Once more\"}");

        assertThat(again.status()).isEqualTo(200);
        assertThat(again.json().get("id").asText()).isEqualTo(byCall.id().toString());
        assertThat(again.json().get("source").asText()).isEqualTo("dnc_requested");
        assertThat(again.json().get("reason").isNull()).isTrue();
        assertThat(again.json().get("createdAt").asText()).isEqualTo("2026-01-05T10:00:00.000Z");
        assertThat(api.get(PATH, api.fullKey).json().get("itemsTotal").asInt()).isEqualTo(1);
    }

    @Test
    void givenSuppressions_whenListed_thenActiveOnesPagedNewestFirstInTheVersion2Envelope() {
        String oldest = add("{\"phoneNumber\":\"2125550101\"}").get("id").asText();
        String middle = add("{\"phoneNumber\":\"2125550102\"}").get("id").asText();
        String newest = add("{\"phoneNumber\":\"2125550103\"}").get("id").asText();
        String lifted = add("{\"phoneNumber\":\"2125550104\"}").get("id").asText();
        assertThat(api.post(PATH + "/" + lifted + "/lift", api.fullKey, null).status()).isEqualTo(200);

        JsonNode first = api.get(PATH + "?perPage=2", api.fullKey).json();
        JsonNode second = api.get(PATH + "?perPage=2&page=2", api.fullKey).json();

        assertThat(ids(first)).containsExactly(newest, middle);
        assertThat(first.get("itemsTotal").asInt()).isEqualTo(3);
        assertThat(first.get("currentPage").asInt()).isEqualTo(1);
        assertThat(first.get("nextPage").asInt()).isEqualTo(2);
        assertThat(first.get("prevPage").isNull()).isTrue();
        assertThat(ids(second)).containsExactly(oldest);
        assertThat(second.get("nextPage").isNull()).isTrue();
        assertThat(second.get("prevPage").asInt()).isEqualTo(1);
        assertThat(api.get(PATH + "?page=9", api.fullKey).json().get("items")).isEmpty();
        assertThat(api.get(PATH, api.otherOrgKey).json().get("itemsTotal").asInt()).isZero();
        assertThat(api.get(PATH + "?page=0&perPage=101", api.fullKey).errors())
                .containsExactlyInAnyOrder("page:too_small", "perPage:too_big");
        assertThat(api.get(PATH + "?status=lifted", api.fullKey).errors()).containsExactly("status:unrecognized_keys");
    }

    @Test
    void givenSuppression_whenLifted_thenLiftRecordedWithTheKeyAndStillReadable() {
        String id = add("{\"phoneNumber\":\"2125550143\"}").get("id").asText();
        String manager = api.key(api.orgA, Set.of(Capability.SUPPRESSIONS_MANAGE), false);

        var lifted = api.post(PATH + "/" + id + "/lift", manager, null);

        assertThat(lifted.status()).as(lifted.text()).isEqualTo(200);
        assertThat(lifted.json().get("liftedAt").asText()).matches("\\d{4}-.*Z");
        assertThat(lifted.json().get("liftedBy").asText()).startsWith("API key: test key (").endsWith(")");
        JsonNode read = api.get(PATH + "/" + id, api.fullKey).json();
        assertThat(read).isEqualTo(lifted.json());
        assertThat(api.get(PATH, api.fullKey).json().get("itemsTotal").asInt()).isZero();
        // Lifted, the number can be suppressed again: a new suppression, the lifted one kept as history.
        var again = api.post(PATH, api.fullKey, "{\"phoneNumber\":\"2125550143\"}");
        assertThat(again.status()).isEqualTo(201);
        assertThat(again.json().get("id").asText()).isNotEqualTo(id);
    }

    @Test
    void givenLiftedSuppression_whenLiftedAgain_thenConflictAndTheFirstLiftStands() {
        String id = add("{\"phoneNumber\":\"2125550143\"}").get("id").asText();
        JsonNode first = api.post(PATH + "/" + id + "/lift", api.fullKey, null).json();

        var again = api.post(PATH + "/" + id + "/lift", api.fullKey, null);

        assertThat(again.status()).isEqualTo(409);
        assertThat(again.code()).isEqualTo("CONFLICT");
        assertThat(again.json().get("message").asText()).isEqualTo("suppression " + id + " was already lifted");
        assertThat(api.get(PATH + "/" + id, api.fullKey).json()).isEqualTo(first);
    }

    @Test
    void givenNumberThatIsNotUs_whenSuppressed_thenValidationErrorInTheErrorShape() {
        var response = api.post(PATH, api.fullKey, "{\"phoneNumber\":\"+44 20 7946 0958\"}");

        assertThat(response.status()).isEqualTo(422);
        JsonNode body = response.json();
        assertThat(body.get("code").asText()).isEqualTo("VALIDATION_ERROR");
        assertThat(body.get("message").asText())
                .isEqualTo("Validation failed: phoneNumber: must be a US phone number: 10 digits, or 11 starting with 1");
        JsonNode error = body.get("errors").get(0);
        assertThat(error.get("path")).hasSize(1);
        assertThat(error.get("path").get(0).asText()).isEqualTo("phoneNumber");
        assertThat(error.get("code").asText()).isEqualTo("invalid_string");
        assertThat(error.get("expected").asText()).isEqualTo("US phone number");
        assertThat(error.get("received").asText()).isEqualTo("+44 20 7946 0958");
        assertThat(body.get("errors")).hasSize(1);
        assertThat(api.get(PATH, api.fullKey).json().get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenBrokenBodies_whenSuppressed_thenEveryRuleReportedAndMalformedJsonIsBadRequest() {
        assertThat(api.post(PATH, api.fullKey, "{}").errors()).containsExactly("phoneNumber:invalid_type");
        assertThat(api.post(PATH, api.fullKey, "{\"phoneNumber\":\"555\",\"reason\":\"" + "r".repeat(501)
                + "\",\"source\":\"operator\"}").errors())
                .containsExactlyInAnyOrder("phoneNumber:invalid_string", "reason:too_big", ":unrecognized_keys");
        assertThat(api.post(PATH, api.fullKey, "{\"phoneNumber\":2125550143,\"reason\":null}").errors())
                .containsExactly("phoneNumber:invalid_type");
        var malformed = api.post(PATH, api.fullKey, "{\"phoneNumber\":");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.code()).isEqualTo("INVALID_JSON");
        assertThat(api.get(PATH, api.fullKey).json().get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenKeysWithoutTheCapability_whenCalled_thenForbiddenNamingIt() {
        String viewer = api.key(api.orgA, Set.of(Capability.SUPPRESSIONS_VIEW), false);
        String manager = api.key(api.orgA, Set.of(Capability.SUPPRESSIONS_MANAGE), false);
        String id = add("{\"phoneNumber\":\"2125550143\"}").get("id").asText();

        var addByViewer = api.post(PATH, viewer, "{\"phoneNumber\":\"2125550144\"}");
        var liftByViewer = api.post(PATH + "/" + id + "/lift", viewer, null);
        var listByManager = api.get(PATH, manager);

        assertThat(addByViewer.status()).isEqualTo(403);
        assertThat(addByViewer.code()).isEqualTo("FORBIDDEN");
        assertThat(addByViewer.json().get("message").asText()).contains("suppressions.manage");
        assertThat(liftByViewer.status()).isEqualTo(403);
        assertThat(listByManager.status()).isEqualTo(403);
        assertThat(listByManager.json().get("message").asText()).contains("suppressions.view");
        assertThat(api.post(PATH, api.key(api.orgA, Set.of(Capability.ALL), true), "{\"phoneNumber\":\"2125550144\"}")
                .code()).isEqualTo("READ_ONLY_KEY");
        assertThat(api.get(PATH + "/" + id, viewer).json().get("liftedAt").isNull()).isTrue();
    }

    @Test
    void givenAnotherOrganizationsSuppression_whenReadOrLifted_thenNotFoundLikeAnUnknownId() {
        String id = add("{\"phoneNumber\":\"2125550143\"}").get("id").asText();

        var read = api.get(PATH + "/" + id, api.otherOrgKey);
        var lift = api.post(PATH + "/" + id + "/lift", api.otherOrgKey, null);
        var unknown = api.get(PATH + "/" + UUID.randomUUID(), api.fullKey);

        assertThat(read.status()).isEqualTo(404);
        assertThat(lift.status()).isEqualTo(404);
        assertThat(read.json()).isEqualTo(unknown.json());
        assertThat(read.json().get("code").asText()).isEqualTo("NOT_FOUND");
        assertThat(api.get(PATH + "/not-a-uuid", api.fullKey).errors()).containsExactly("id:invalid_string");
        assertThat(api.get(PATH + "/" + id, api.fullKey).json().get("liftedAt").isNull()).isTrue();
    }

    @Test
    void givenSuppressionRequests_whenLogged_thenNoLineCarriesThePhoneNumber() {
        try (CapturedLogs logs = CapturedLogs.attach()) {
            String id = api.send("POST", PATH, api.fullKey, "{\"phoneNumber\":\"(212) 555-0143\"}",
                    Map.of("Content-Type", "application/json", "X-Request-Id", "suppress-1")).json().get("id")
                    .asText();
            api.send("POST", PATH + "/" + id + "/lift", api.fullKey, null, Map.of("X-Request-Id", "lift-1"));
            logs.accessLine("suppress-1");
            logs.accessLine("lift-1");

            assertThat(logs.everything()).noneMatch(line -> line.contains("555-0143") || line.contains("5550143"));
        }
    }

    private static List<String> ids(JsonNode page) {
        List<String> ids = new ArrayList<>();
        page.get("items").forEach(item -> ids.add(item.get("id").asText()));
        return ids;
    }
}
