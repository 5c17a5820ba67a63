package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CallBuilder;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceType;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * GET /v2/sources/performance: the window and its defaults, which calls count, the response shape,
 * and its errors. The formulas themselves are pinned by the domain's SourcePerformanceTest.
 */
class SourcePerformanceApiTest {

    private TestApi api;
    private Campaign campaign;
    private Source tv;
    private Source radio;
    private Customer floridian;
    private Instant now;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        campaign = CampaignBuilder.aCampaign(api.orgA.id()).name("Spring").build();
        api.store.campaigns().insert(campaign);
        tv = source("tv", "TV", now.minusSeconds(20));
        radio = source("radio", null, now.minusSeconds(10));
        floridian = TestData.customer(api.orgA.id(), TestData.phone(1));
        api.store.customers().insert(floridian);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenCallsInAndOutOfTheWindow_whenRead_thenOnlyTheWindowCountsWithBoundsIncluded() {
        Instant start = now.minus(2, ChronoUnit.DAYS);
        Instant end = now.minus(1, ChronoUnit.DAYS);
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(start).source(tv.id())
                .transferred(120_000, true, null));
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(end).source(tv.id()).unanswered()
                .purpose(CallPurpose.FOLLOW_UP));
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(start.minusMillis(1)).source(tv.id()));
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(end.plusMillis(1)).source(tv.id()));
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(start).source(tv.id()).test());

        JsonNode body = read("&startDate=" + start + "&endDate=" + end);

        JsonNode figures = body.get("sources").get(1);
        assertThat(figures.get("sourceId").asText()).isEqualTo("tv");
        assertThat(figures.get("total_calls").asLong()).isEqualTo(2);
        assertThat(figures.get("leads_dialed").asLong()).isEqualTo(1);
        assertThat(figures.get("total_transfers").asLong()).isEqualTo(1);
        assertThat(figures.get("total_transfer_percentage").decimalValue()).isEqualByComparingTo("50.00");
        assertThat(figures.get("new_transfer_percentage").decimalValue()).isEqualByComparingTo("100.00");
        // leadCost 2.50 per billable call (threshold 60 s; only the transferred call lasted)
        assertThat(figures.get("spend").decimalValue()).isEqualByComparingTo("2.50");
        assertThat(figures.get("cost_per_acquisition").decimalValue()).isEqualByComparingTo("2.50");
        assertThat(figures.get("total_usage_cost").decimalValue()).isEqualByComparingTo("0.20");
        assertThat(body.get("stateBreakdown").get(0).get("state").asText()).isEqualTo("FL");
        assertThat(body.get("stateBreakdown").get(0).get("leads_dialed").asLong()).isEqualTo(1);
    }

    @Test
    void givenNoDates_whenRead_thenEveryCallUpToNowCountsAndEverySourceIsListedNewestFirst() {
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(TestData.T0).source(tv.id()));
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(now.plusSeconds(3600))
                .source(tv.id()));

        JsonNode body = read("");

        assertThat(body.get("sources")).hasSize(2);
        JsonNode unnamed = body.get("sources").get(0);
        assertThat(unnamed.get("sourceId").asText()).isEqualTo("radio");
        assertThat(unnamed.get("name").asText()).as("a source without a name shows its sourceId").isEqualTo("radio");
        assertThat(unnamed.get("total_calls").asLong()).isZero();
        assertThat(unnamed.get("contact_rate").isNumber()).isTrue();
        assertThat(unnamed.get("contact_rate").decimalValue()).isEqualByComparingTo("0");
        assertThat(body.get("sources").get(1).get("total_calls").asLong()).as("a call after now is left out")
                .isEqualTo(1);
        assertThat(unnamed.size()).isEqualTo(24);
        assertThat(body.get("stateBreakdown").get(0).size()).isEqualTo(4);
    }

    @Test
    void givenSourceMovedToAnotherCampaign_whenRead_thenItStillShowsTheCallsItBroughtHere() {
        Campaign autumn = CampaignBuilder.aCampaign(api.orgA.id()).name("Autumn").build();
        api.store.campaigns().insert(autumn);
        Source moved = source("moved", "Moved", now.minusSeconds(5));
        api.patch("/v2/sources/" + moved.id(), api.fullKey, "{\"campaignId\":\"" + autumn.id() + "\"}");
        call(CallBuilder.aCall(api.orgA.id(), campaign.id(), floridian.id()).at(now.minusSeconds(60))
                .source(moved.id()));

        JsonNode spring = read("");
        JsonNode autumnFigures = api.get("/v2/sources/performance?campaignId=" + autumn.id(), api.fullKey).json();

        assertThat(spring.get("sources").findValuesAsText("sourceId")).containsExactly("moved", "radio", "tv");
        assertThat(spring.get("sources").get(0).get("total_calls").asLong()).isEqualTo(1);
        assertThat(autumnFigures.get("sources").get(0).get("total_calls").asLong()).isZero();
    }

    @Test
    void givenBadParameters_whenRead_thenEveryBrokenRuleIsA422AndUnknownCampaignIsNotFound() {
        assertThat(api.get("/v2/sources/performance", api.fullKey).errors())
                .containsExactly("campaignId:invalid_type");
        assertThat(api.get("/v2/sources/performance?campaignId=nope&startDate=2026-02-30T00:00:00Z"
                + "&endDate=yesterday", api.fullKey).errors()).containsExactlyInAnyOrder("campaignId:invalid_string",
                "startDate:invalid_string", "endDate:invalid_string");
        assertThat(api.get("/v2/sources/performance?campaignId=" + campaign.id()
                + "&startDate=2026-02-02T00:00:00Z&endDate=2026-02-01T00:00:00Z", api.fullKey).errors())
                .containsExactly("startDate:custom");
        assertThat(api.get("/v2/sources/performance?campaignId=nope&startDate=2026-02-02T00:00:00Z"
                + "&endDate=2026-02-01T00:00:00Z", api.fullKey).errors()).as("every broken rule at once")
                .containsExactlyInAnyOrder("campaignId:invalid_string", "startDate:custom");
        assertThat(api.get("/v2/sources/performance?campaignId=" + campaign.id() + "&campaignId=" + campaign.id(),
                api.fullKey).errors()).containsExactly("campaignId:custom");
        assertThat(api.get("/v2/sources/performance?campaignId=" + TestData.newId(), api.fullKey).errors())
                .containsExactly("campaignId:not_found");
        assertThat(api.get("/v2/sources/performance?campaignId=" + campaign.id(), api.otherOrgKey).errors())
                .as("another organization's campaign is unknown").containsExactly("campaignId:not_found");
        String listOnly = api.key(api.orgA, Set.of(Capability.SOURCES_MANAGE), false);
        assertThat(api.get("/v2/sources/performance?campaignId=" + campaign.id(), listOnly).status()).isEqualTo(403);
        assertThat(api.get("/v2/sources/performance?campaignId=" + campaign.id(), null).status()).isEqualTo(401);
    }

    private JsonNode read(String extra) {
        TestApi.Response response = api.get("/v2/sources/performance?campaignId=" + campaign.id() + extra,
                api.fullKey);
        assertThat(response.status()).as(response.text()).isEqualTo(200);
        return response.json();
    }

    private void call(CallBuilder call) {
        api.store.calls().insert(call.cost("0.10").build());
    }

    private Source source(String sourceId, String name, Instant createdAt) {
        Source source = Source.builder(SourceId.of(TestData.newId()), api.orgA.id(), sourceId, campaign.id(),
                        DealType.CPL, SourceType.OUTBOUND, PricingModel.DURATION)
                .name(name).leadCost("2.50").durationThreshold("60").enabled(true).create(createdAt);
        api.store.sources().insert(source);
        return source;
    }
}
