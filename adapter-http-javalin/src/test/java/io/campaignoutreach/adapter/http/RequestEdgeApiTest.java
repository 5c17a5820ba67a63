package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customfield.RecordType;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rules every request meets at the edge, whichever route and store: text without control
 * characters, bodies that are UTF-8 JSON text, only the query parameters a route takes, one key.
 */
class RequestEdgeApiTest {

    private static final String NUL = "a\\u0000b";

    private TestApi api;
    private Campaign campaign;
    private Customer customer;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        TestApi.Seeded seeded = api.seedCampaignAndCustomer();
        campaign = seeded.campaign();
        customer = seeded.customer();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    /** Each route that takes a body, with a control character in one of its text members. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
            "PATCH | /v2/campaigns/{campaign} | {\"description\":\"%s\"} | description",
            "PATCH | /v2/campaigns/{campaign} | {\"tags\":[\"%s\"]} | tags.0",
            "PATCH | /v2/campaigns/{campaign} | {\"smsContent\":{\"redial\":\"%s\"}} | smsContent.redial",
            "POST | /v2/campaigns/{campaign}/enrollment | {\"customer\":{\"phoneNumber\":\"%s\"}} | customer.phoneNumber",
            "POST | /v2/campaigns/{campaign}/enrollment/restart | {\"customers\":[{\"customerId\":\"{customer}\"}],"
                    + "\"idempotencyKey\":\"%s\"} | idempotencyKey",
            "POST | /v2/campaigns/{campaign}/enrollment/status | {\"customer\":{\"customerId\":\"{customer}\"},"
                    + "\"status\":\"cancelled\",\"reason\":\"%s\"} | reason",
            "POST | /v2/custom-fields | {\"recordType\":\"customers\",\"fieldLabel\":\"%s\",\"fieldDescription\":\"d\","
                    + "\"fieldType\":\"text\"} | fieldLabel",
            "POST | /v2/sources | {\"campaignId\":\"{campaign}\",\"dealType\":\"CPL\",\"pricingModel\":\"flat_rate\","
                    + "\"name\":\"%s\"} | name",
            "PATCH | /v2/sources/{random} | {\"description\":\"%s\"} | description",
            "PATCH | /v2/inquiries/{random} | {\"notes\":\"%s\"} | notes",
            "POST | /v2/sync/medicare | {\"records\":[{\"firstName\":\"%s\",\"lastName\":\"Lee\","
                    + "\"phoneNumber\":\"2125550170\"}]} | records.0.firstName",
            "POST | /v2/sync/medicare | {\"records\":[{\"firstName\":\"Ann\",\"lastName\":\"Lee\","
                    + "\"phoneNumber\":\"2125550170\",\"customFields\":[{\"fieldKey\":\"k\",\"value\":\"%s\"}]}]} "
                    + "| records.0.customFields.0.value"})
    void givenControlCharacterInAnyBodyText_whenSent_thenInvalidStringAtItsPathAndNothingChanges(
            String method, String path, String template, String errorPath) {
        String before = everything();
        String body = template.formatted(NUL).replace("{campaign}", campaign.id().toString())
                .replace("{customer}", customer.id().toString());

        var response = api.send(method, path.replace("{campaign}", campaign.id().toString())
                .replace("{random}", UUID.randomUUID().toString()), api.fullKey, body,
                Map.of("Content-Type", "application/json"));

        assertThat(response.status()).as(response.text()).isEqualTo(422);
        assertThat(response.errors()).contains(errorPath + ":invalid_string");
        assertThat(everything()).isEqualTo(before);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\\u0001", "\\u0008", "\\u000b", "\\u000c", "\\u001f", "\\u007f", "\\u0000"})
    void givenEachForbiddenControlCharacter_whenInAMemberName_thenRefusedToo(String escaped) {
        var response = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, "{\"na" + escaped + "me\":\"x\"}");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.json().get("errors").toString()).contains("invalid_string");
    }

    @Test
    void givenTabLineFeedAndCarriageReturn_whenInText_thenAcceptedAndStoredAsSent() {
        var response = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey,
                "{\"description\":\"line one\\r\\nline\\ttwo\"}");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("campaign").get("description").asText()).isEqualTo("line one\r\nline\ttwo");
    }

    @Test
    void givenSeveralBrokenRules_whenPatched_thenTheSummaryCountsErrorsNotStatuses() {
        var response = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey,
                "{\"status\":\"nope\",\"smsTypes\":{\"redial\":1},\"description\":\"" + NUL + "\"}");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).hasSize(3);
        assertThat(response.json().get("message").asText())
                .startsWith("Validation failed (3 errors, listed in errors; the first): ")
                .doesNotContain("more)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "/v2/campaigns?search=a%00b | search",
            "/v2/inquiries?agentName=a%00b | agentName",
            "/v2/inquiries?search=a%1Fb | search"})
    void givenControlCharacterInAQueryValue_whenListed_thenInvalidStringNamingTheParameter(String path, String name) {
        var response = api.get(path, api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly(name + ":invalid_string");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/v2/campaigns?x-unknown=42", "/v2/campaigns?page=1&Page=2", "/v2/campaigns/options?q=a",
            "/v2/customers/{customer}?expand=all", "/v2/sources/performance?campaignId={campaign}&from=x"})
    void givenUnknownQueryParameter_whenCalled_thenUnrecognizedKeysNamingIt(String path) {
        String resolved = path.replace("{customer}", customer.id().toString())
                .replace("{campaign}", campaign.id().toString());
        String name = resolved.substring(resolved.lastIndexOf('&') > 0 ? resolved.lastIndexOf('&') + 1
                : resolved.indexOf('?') + 1, resolved.lastIndexOf('='));

        var response = api.get(resolved, api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly(name + ":unrecognized_keys");
        assertThat(response.json().get("message").asText()).contains("Unknown query parameter '" + name + "'");
    }

    @Test
    void givenUnknownQueryParameterOnAChange_whenPatched_thenRefusedAndNothingChanges() {
        String before = everything();

        var response = api.patch("/v2/campaigns/" + campaign.id() + "?dryRun=true", api.fullKey,
                "{\"name\":\"Renamed\"}");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly("dryRun:unrecognized_keys");
        assertThat(everything()).isEqualTo(before);
    }

    @Test
    void givenUnknownQueryParameterOnSync_whenPosted_thenTheSyncShapeWithNoRecordAtFault() {
        var response = api.post("/v2/sync/medicare?dryRun=1", api.fullKey,
                "{\"records\":[{\"firstName\":\"Ann\",\"lastName\":\"Lee\",\"phoneNumber\":\"2125550170\"}]}");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly("dryRun:unrecognized_keys");
        assertThat(response.json().get("failedRecords").isArray()).isTrue();
        assertThat(response.json().get("failedRecords")).isEmpty();
        assertThat(api.store.customers().count(api.orgA.id())).isEqualTo(1);
    }

    @Test
    void givenOverlongUtf8Encoding_whenPatched_thenInvalidJsonAndNothingStored() {
        String before = everything();
        byte[] overlongSlash = {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}'};

        var response = api.sendBytes("PATCH", "/v2/campaigns/" + campaign.id(), api.fullKey, overlongSlash);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.code()).isEqualTo("INVALID_JSON");
        assertThat(response.json().get("message").asText()).contains("UTF-8");
        assertThat(everything()).isEqualTo(before);
    }

    @Test
    void givenLatin1Body_whenPatched_thenInvalidJsonRatherThanGuessedText() {
        byte[] latin1 = "{\"name\":\"Caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);

        var response = api.sendBytes("PATCH", "/v2/campaigns/" + campaign.id(), api.fullKey, latin1);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.code()).isEqualTo("INVALID_JSON");
    }

    @ParameterizedTest
    @ValueSource(strings = {"x\\ud800y", "x\\udc00", "\\ud83d", "x\\ud800\\ud800\\udc00"})
    void givenUnpairedSurrogateEscape_whenPatched_thenInvalidJsonAndNothingStored(String escaped) {
        String before = everything();

        var response = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, "{\"name\":\"" + escaped + "\"}");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.code()).isEqualTo("INVALID_JSON");
        assertThat(everything()).isEqualTo(before);
    }

    @Test
    void givenPairedSurrogates_whenPatched_thenStoredAsSent() {
        var response = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, "{\"name\":\"Ride \\ud83d\\ude95\"}");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("campaign").get("name").asText()).isEqualTo("Ride \uD83D\uDE95");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"customer\":null} | customer:invalid_type, :custom",
            "{\"customers\":null} | customers:invalid_type, :custom",
            "{\"customer\":null,\"customers\":null} | customer:invalid_type, customers:invalid_type, :custom",
            "{\"customer\":null,\"customers\":[{\"phoneNumber\":\"2125550101\"}]} | customer:invalid_type"})
    void givenNullCustomerMembers_whenEnrolling_thenRequestLevelRefusalAndNoJob(String body, String errors) {
        var response = api.post("/v2/campaigns/" + campaign.id() + "/enrollment", api.fullKey, body);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.code()).isEqualTo("VALIDATION_ERROR");
        assertThat(response.errors()).containsExactlyInAnyOrder(errors.split(", "));
        assertThat(api.store.enrollments().findByCustomer(api.orgA.id(), customer.id())).isEmpty();
    }

    @Test
    void givenTwoApiKeyHeaders_whenCalled_thenUnauthorizedEvenWhenBothAreValid() {
        var response = api.send("GET", "/v2/campaigns", null, null, Map.of());
        var twice = api.getWithKeys("/v2/campaigns", api.fullKey, api.fullKey);
        var mixed = api.getWithKeys("/v2/campaigns", api.fullKey, api.otherOrgKey);
        var once = api.getWithKeys("/v2/campaigns", api.fullKey);

        assertThat(response.status()).isEqualTo(401);
        assertThat(twice.status()).isEqualTo(401);
        assertThat(twice.code()).isEqualTo("UNAUTHORIZED");
        assertThat(twice.json().get("message").asText()).isEqualTo(response.json().get("message").asText());
        assertThat(mixed.status()).isEqualTo(401);
        assertThat(once.status()).isEqualTo(200);
    }

    /** Every campaign, source, inquiry, custom field and customer of the organization, as stored. */
    private String everything() {
        return api.get("/v2/campaigns?perPage=100", api.fullKey).text()
                + api.get("/v2/sources?perPage=100", api.fullKey).text()
                + api.get("/v2/inquiries?perPage=100", api.fullKey).text()
                + api.store.customFields().findByRecordType(api.orgA.id(), RecordType.CUSTOMERS)
                + api.store.customers().count(api.orgA.id())
                + api.get("/v2/customers/" + customer.id(), api.fullKey).text();
    }
}
