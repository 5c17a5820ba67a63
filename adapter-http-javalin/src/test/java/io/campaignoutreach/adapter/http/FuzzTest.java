package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hostile input never produces a server error or a stack trace: random bodies and queries of
 * wrong types, huge strings, deep nesting, nulls and unicode against every endpoint. Seeded, so a
 * failure reproduces.
 */
class FuzzTest {

    private static final Set<Integer> ACCEPTABLE = Set.of(200, 400, 404, 405, 409, 413, 415, 422);
    private static final List<String> CAMPAIGN_MEMBERS = List.of("name", "description", "status", "redial",
            "redialPatterns", "smsTypes", "smsContent", "features", "enableFlow", "flowWorkflowId",
            "transferConfigId", "appointmentConfigId", "smsCompanyName", "transferConfigIds", "maxConcurrentCalls",
            "endDate", "callFormId", "tags", "kind", "dialerConfig", "id", "createdAt", "__proto__", "");
    private static final List<String> QUERY_NAMES = List.of("page", "perPage", "sortBy", "sortDirection", "status",
            "search");
    private static final String[] ODD_STRINGS = {"", " ", "null", "true", "-1", "0", "1e309", "9".repeat(400),
            "draft", "active", "asc", "name", "☃", "💥🔥", "\u0000", "\u202e", "'; drop table campaigns; --",
            "%", "_", "\\", "<script>", "2026-02-30T00:00:00Z", "ffffffff-ffff-ffff-ffff-ffffffffffff"};

    private static TestApi api;
    private static Campaign campaign;
    private static Customer customer;
    private final Random random = new Random(20_261_121L);

    @BeforeAll
    static void start() {
        api = new TestApi();
        campaign = CampaignBuilder.aCampaign(api.orgA.id()).build();
        api.store.campaigns().insert(campaign);
        customer = TestData.customer(api.orgA.id(), TestData.phone(1));
        api.store.customers().insert(customer);
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    @Test
    void givenRandomPatchBodies_whenSent_thenNeverServerError() {
        for (int i = 0; i < 400; i++) {
            StringBuilder body = new StringBuilder("{");
            int members = random.nextInt(5);
            for (int m = 0; m < members; m++) {
                if (m > 0) {
                    body.append(',');
                }
                body.append(quote(CAMPAIGN_MEMBERS.get(random.nextInt(CAMPAIGN_MEMBERS.size())))).append(':')
                        .append(value(0));
            }
            body.append('}');
            assertSafe(api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, body.toString()), body.toString());
        }
    }

    @Test
    void givenRawGarbageBodies_whenSent_thenNeverServerError() {
        for (int i = 0; i < 100; i++) {
            String body = randomString(random.nextInt(200));
            assertSafe(api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, body), body);
        }
        String deep = "{\"features\":" + "{\"a\":".repeat(3000) + "1" + "}".repeat(3001);
        assertSafe(api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, deep), "deep nesting");
        String huge = "{\"name\":\"" + "é".repeat(200_000) + "\"}";
        assertSafe(api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, huge), "huge string");
    }

    @Test
    void givenRandomQueries_whenListing_thenNeverServerError() {
        for (int i = 0; i < 300; i++) {
            StringBuilder query = new StringBuilder("?");
            int params = random.nextInt(4) + 1;
            for (int p = 0; p < params; p++) {
                query.append(QUERY_NAMES.get(random.nextInt(QUERY_NAMES.size()))).append('=')
                        .append(URLEncoder.encode(oddOrRandom(), StandardCharsets.UTF_8)).append('&');
            }
            assertSafe(api.get("/v2/campaigns" + query, api.fullKey), query.toString());
            assertSafe(api.get("/v2/campaigns/options" + query, api.fullKey), query.toString());
        }
    }

    @Test
    void givenRandomPathIds_whenCalled_thenNeverServerError() {
        for (int i = 0; i < 200; i++) {
            String id = URLEncoder.encode(oddOrRandom(), StandardCharsets.UTF_8).replace("+", "%20");
            if (id.isEmpty()) {
                continue;
            }
            assertSafe(api.get("/v2/customers/" + id, api.fullKey), id);
            assertSafe(api.patch("/v2/campaigns/" + id, api.fullKey, "{}"), id);
        }
    }

    private void assertSafe(TestApi.Response response, String input) {
        assertThat(response.status()).as("status for %s", abbreviate(input)).isIn(ACCEPTABLE);
        assertThat(response.text()).as("body for %s", abbreviate(input))
                .doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("org.postgresql");
        if (response.status() >= 400) {
            assertThat(response.json().path("code").asText()).as("code for %s", abbreviate(input)).isNotEmpty();
        }
    }

    private String value(int depth) {
        int kind = depth > 4 ? random.nextInt(6) : random.nextInt(9);
        return switch (kind) {
            case 0 -> "null";
            case 1 -> random.nextBoolean() ? "true" : "false";
            case 2 -> String.valueOf(random.nextLong());
            case 3 -> random.nextBoolean() ? "1e400" : String.valueOf(random.nextDouble() * 1e6 - 5e5);
            case 4, 5 -> quote(oddOrRandom());
            case 6 -> "\"" + "x".repeat(random.nextInt(3) == 0 ? 20_000 : 300) + "\"";
            case 7 -> {
                StringBuilder array = new StringBuilder("[");
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    array.append(i > 0 ? "," : "").append(value(depth + 1));
                }
                yield array.append(']').toString();
            }
            default -> {
                StringBuilder object = new StringBuilder("{");
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    String key = random.nextBoolean() ? CAMPAIGN_MEMBERS.get(random.nextInt(CAMPAIGN_MEMBERS.size()))
                            : List.of("redial", "days", "attempts", "intervalMinutes", "transfers",
                            "voicemailMessage").get(random.nextInt(6));
                    object.append(i > 0 ? "," : "").append(quote(key + (random.nextInt(5) == 0 ? i : "")))
                            .append(':').append(value(depth + 1));
                }
                yield object.append('}').toString();
            }
        };
    }

    private String oddOrRandom() {
        return random.nextBoolean() ? ODD_STRINGS[random.nextInt(ODD_STRINGS.length)]
                : randomString(random.nextInt(40));
    }

    private String randomString(int length) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            int pick = random.nextInt(10);
            if (pick < 6) {
                text.append((char) (32 + random.nextInt(95)));
            } else if (pick < 8) {
                text.append((char) (0x00A0 + random.nextInt(0x2000)));
            } else {
                text.appendCodePoint(0x1F300 + random.nextInt(0x200));
            }
        }
        return text.toString();
    }

    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        text.codePoints().forEach(cp -> {
            if (cp == '"' || cp == '\\') {
                out.append('\\').appendCodePoint(cp);
            } else if (cp < 0x20) {
                out.append(String.format("\\u%04x", cp));
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.append('"').toString();
    }

    private static String abbreviate(String input) {
        return input.length() > 200 ? input.substring(0, 200) + "..." : input;
    }
}
