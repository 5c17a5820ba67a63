package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The consent ledger beyond version 2: record consent, read a number's ledger, the informational campaigns. */
class ConsentApiTest {

    private static final String PATH = "/v2/consent";
    private static final String SETTINGS = "/v2/consent-settings";
    private static final String GIVEN_BY_FORM = "{\"phoneNumber\":\"(212) 555-0143\",\"channels\":"
            + "[\"voice_artificial\",\"sms\"],\"purpose\":\"marketing\",\"kind\":\"given\","
            + "\"evidence\":\"Web form 12, checkbox ticked\",\"occurredAt\":\"2026-01-05T10:00:00Z\"}";
    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenConsentForTwoChannels_whenRecorded_thenOneEntryPerChannelFromTheApiAndTheSummarySaysInForce() {
        JsonNode recorded = api.created(PATH, GIVEN_BY_FORM);

        JsonNode entries = recorded.get("entries");
        assertThat(entries).hasSize(2);
        List<String> members = new ArrayList<>();
        entries.get(0).fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("id", "phoneNumber", "channel", "purpose", "kind", "source", "evidence",
                "occurredAt", "recordedAt", "honoredAt");
        assertThat(entries.get(0).get("phoneNumber").asText()).isEqualTo("+12125550143");
        assertThat(entries.get(0).get("channel").asText()).isEqualTo("voice_artificial");
        assertThat(entries.get(1).get("channel").asText()).isEqualTo("sms");
        assertThat(entries.get(0).get("source").asText()).isEqualTo("api");
        assertThat(entries.get(0).get("kind").asText()).isEqualTo("given");
        assertThat(entries.get(0).get("occurredAt").asText()).isEqualTo("2026-01-05T10:00:00.000Z");
        assertThat(entries.get(0).get("honoredAt").isNull()).isTrue();
        assertThat(summary(recorded)).containsExactly("voice_artificial/marketing:in_force",
                "voice_artificial/informational:none", "voice_live/marketing:none", "voice_live/informational:none",
                "sms/marketing:in_force", "sms/informational:none");
        assertThat(api.store.consentLedger().entriesFor(api.orgA.id(), List.of(new PhoneNumber("+12125550143"))))
                .containsKey(new PhoneNumber("+12125550143"));
    }

    @Test
    void givenConsent_whenMarketingRevokedOnOneChannel_thenOnlyThatChannelStandsRevokedAndHonoredAtOnce() {
        api.created(PATH, GIVEN_BY_FORM);

        JsonNode revoked = api.created(PATH, "{\"phoneNumber\":\"2125550143\",\"channels\":[\"sms\"],\"purpose\":\"marketing\","
                + "\"kind\":\"revoked\",\"evidence\":\"Asked by phone not to be texted\"}");

        JsonNode entry = revoked.get("entries").get(0);
        assertThat(entry.get("honoredAt").asText()).isEqualTo(entry.get("recordedAt").asText());
        assertThat(entry.get("occurredAt").asText()).isEqualTo(entry.get("recordedAt").asText());
        assertThat(summary(revoked)).contains("voice_artificial/marketing:in_force", "sms/marketing:revoked");
    }

    @Test
    void givenEntries_whenNumbersLedgerRead_thenNewestFirstPagedWithTheSummaryAndScopedToTheOrganization() {
        api.created(PATH, GIVEN_BY_FORM);
        api.created(PATH, "{\"phoneNumber\":\"2125550143\",\"channels\":[\"voice_live\"],\"purpose\":\"informational\","
                + "\"kind\":\"given\",\"evidence\":\"Call 7\",\"occurredAt\":\"2026-02-01T00:00:00Z\"}");

        JsonNode first = api.get(PATH + "/+12125550143?perPage=2", api.fullKey).json();
        JsonNode second = api.get(PATH + "/(212)%20555-0143?perPage=2&page=2", api.fullKey).json();

        assertThat(first.get("phoneNumber").asText()).isEqualTo("+12125550143");
        assertThat(first.get("itemsTotal").asInt()).isEqualTo(3);
        assertThat(first.get("items").get(0).get("channel").asText()).isEqualTo("voice_live");
        assertThat(first.get("nextPage").asInt()).isEqualTo(2);
        assertThat(second.get("items")).hasSize(1);
        assertThat(second.get("prevPage").asInt()).isEqualTo(1);
        assertThat(summary(first)).contains("voice_live/informational:in_force", "sms/marketing:in_force");
        JsonNode theirs = api.get(PATH + "/2125550143", api.otherOrgKey).json();
        assertThat(theirs.get("itemsTotal").asInt()).isZero();
        assertThat(summary(theirs)).allMatch(line -> line.endsWith(":none"));
        assertThat(api.get(PATH + "/555", api.fullKey).errors()).containsExactly("phoneNumber:invalid_string");
        assertThat(api.get(PATH + "/2125550143?page=0&sort=x", api.fullKey).errors())
                .containsExactly("sort:unrecognized_keys");
    }

    @Test
    void givenBrokenBodies_whenRecorded_thenEveryRuleReportedAndNothingStored() {
        assertThat(api.post(PATH, api.fullKey, "{}").errors()).containsExactlyInAnyOrder(
                "phoneNumber:invalid_type", "channels:invalid_type", "purpose:invalid_type", "kind:invalid_type",
                "evidence:invalid_type");
        assertThat(api.post(PATH, api.fullKey, "{\"phoneNumber\":\"+44 20 7946 0958\",\"channels\":[\"sms\",\"sms\","
                + "\"fax\"],\"purpose\":\"sales\",\"kind\":\"given\",\"evidence\":\"" + "e".repeat(2001)
                + "\",\"source\":\"sync\"}").errors()).containsExactlyInAnyOrder("phoneNumber:invalid_string",
                "channels.2:invalid_enum_value", "purpose:invalid_enum_value", "evidence:too_big",
                ":unrecognized_keys");
        assertThat(api.post(PATH, api.fullKey, GIVEN_BY_FORM.replace("\"voice_artificial\"", "\"sms\"")).errors())
                .containsExactly("channels.1:custom");
        assertThat(api.post(PATH, api.fullKey, "{\"phoneNumber\":\"2125550143\",\"channels\":[],"
                + "\"purpose\":\"marketing\",\"kind\":\"revoked\",\"evidence\":\"   \","
                + "\"occurredAt\":\"2999-01-01T00:00:00Z\"}").errors())
                .containsExactlyInAnyOrder("channels:too_small", "evidence:too_small", "occurredAt:custom");
        assertThat(api.post(PATH, api.fullKey, "{\"phoneNumber\":\"2125550143\",\"channels\":[\"sms\"],"
                + "\"purpose\":\"marketing\",\"kind\":\"given\",\"evidence\":\"x\",\"occurredAt\":\"yesterday\"}")
                .errors()).containsExactly("occurredAt:invalid_string");
        assertThat(api.get(PATH + "/2125550143", api.fullKey).json().get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenKeysWithoutTheCapability_whenCalled_thenForbiddenNamingIt() {
        String viewer = api.key(api.orgA, Set.of(Capability.CONSENT_VIEW), false);
        String manager = api.key(api.orgA, Set.of(Capability.CONSENT_MANAGE), false);

        var recordByViewer = api.post(PATH, viewer, GIVEN_BY_FORM);
        var readByManager = api.get(PATH + "/2125550143", manager);
        var settingsByViewer = api.send("PUT", SETTINGS, viewer, "{\"informationalCampaigns\":[]}",
                Map.of("Content-Type", "application/json"));

        assertThat(recordByViewer.status()).isEqualTo(403);
        assertThat(recordByViewer.json().get("message").asText()).contains("consent.manage");
        assertThat(readByManager.status()).isEqualTo(403);
        assertThat(readByManager.json().get("message").asText()).contains("consent.view");
        assertThat(settingsByViewer.status()).isEqualTo(403);
        assertThat(api.get(SETTINGS, manager).status()).isEqualTo(403);
        assertThat(api.post(PATH, api.key(api.orgA, Set.of(Capability.ALL), true), GIVEN_BY_FORM).code())
                .isEqualTo("READ_ONLY_KEY");
        assertThat(api.get(PATH + "/2125550143", viewer).json().get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenCampaigns_whenInformationalOnesReplaced_thenStoredForTheOrganizationOnlyAndUnknownOnesRefused() {
        Campaign reminders = CampaignBuilder.aCampaign(api.orgA.id()).name("Reminders").build();
        Campaign theirs = CampaignBuilder.aCampaign(api.orgB.id()).name("Theirs").build();
        api.store.campaigns().insert(reminders);
        api.store.campaigns().insert(theirs);
        assertThat(api.get(SETTINGS, api.fullKey).json().get("informationalCampaigns")).isEmpty();

        var replaced = put("{\"informationalCampaigns\":[\"" + reminders.id() + "\",\"" + reminders.id() + "\"]}");
        var refused = put("{\"informationalCampaigns\":[\"" + reminders.id() + "\",\"" + theirs.id() + "\"]}");

        assertThat(replaced.status()).as(replaced.text()).isEqualTo(200);
        assertThat(replaced.json().get("informationalCampaigns")).hasSize(1);
        assertThat(replaced.json().get("informationalCampaigns").get(0).asText()).isEqualTo(reminders.id().toString());
        assertThat(refused.errors()).containsExactly("informationalCampaigns.1:not_found");
        assertThat(put("{\"informationalCampaigns\":[\"not-a-uuid\"]}").errors())
                .containsExactly("informationalCampaigns.0:invalid_string");
        assertThat(api.get(SETTINGS, api.fullKey).json()).isEqualTo(replaced.json());
        assertThat(api.get(SETTINGS, api.otherOrgKey).json().get("informationalCampaigns")).isEmpty();
        assertThat(put("{\"informationalCampaigns\":[]}").json().get("informationalCampaigns")).isEmpty();
        assertThat(put("{}").errors()).containsExactly("informationalCampaigns:invalid_type");
    }

    @Test
    void givenConsentRequests_whenLogged_thenNoLineCarriesThePhoneNumber() {
        try (CapturedLogs logs = CapturedLogs.attach()) {
            api.send("POST", PATH, api.fullKey, GIVEN_BY_FORM, Map.of("Content-Type", "application/json",
                    "X-Request-Id", "consent-1"));
            api.send("GET", PATH + "/2125550143", api.fullKey, null, Map.of("X-Request-Id", "consent-2"));
            logs.accessLine("consent-1");
            logs.accessLine("consent-2");

            assertThat(logs.everything()).noneMatch(line -> line.contains("555-0143") || line.contains("5550143"));
        }
    }

    private TestApi.Response put(String body) {
        return api.send("PUT", SETTINGS, api.fullKey, body, Map.of("Content-Type", "application/json"));
    }

    /** Each line of the summary as channel/purpose:in_force, revoked or none. */
    private static List<String> summary(JsonNode body) {
        List<String> lines = new ArrayList<>();
        for (JsonNode standing : body.get("summary")) {
            String state = standing.get("inForce").asBoolean() ? "in_force"
                    : standing.get("revoked").asBoolean() ? "revoked" : "none";
            lines.add(standing.get("channel").asText() + "/" + standing.get("purpose").asText() + ":" + state);
        }
        return lines;
    }
}
