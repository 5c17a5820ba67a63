package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GET, POST /v2/sources and PATCH /v2/sources/{id} (D15). */
class SourceApiTest {

    private TestApi api;
    private Campaign spring;
    private Campaign autumn;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        spring = CampaignBuilder.aCampaign(api.orgA.id()).name("Spring").build();
        autumn = CampaignBuilder.aCampaign(api.orgA.id()).name("Autumn").build();
        api.store.campaigns().insert(spring);
        api.store.campaigns().insert(autumn);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private JsonNode create(String body) {
        return api.created("/v2/sources", body);
    }

    @Test
    void givenMinimalSource_whenCreated_thenDefaultsAndGeneratedSourceId() {
        JsonNode source = create("{\"campaignId\":\"" + spring.id() + "\",\"dealType\":\"CPL\","
                + "\"pricingModel\":\"flat_rate\",\"leadCost\":\"12.50\"}");

        List<String> members = new ArrayList<>();
        source.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("id", "sourceId", "name", "description", "campaignId", "phoneNumberId",
                "dealType", "sourceType", "pricingModel", "payout", "commissionPerSale", "leadCost",
                "durationThreshold", "enabled", "createdAt", "updatedAt", "campaignName");
        assertThat(source.get("sourceId").asText()).matches("src_[a-z2-7]{12}");
        assertThat(source.get("sourceType").asText()).isEqualTo("outbound");
        assertThat(source.get("enabled").asBoolean()).isTrue();
        assertThat(source.get("leadCost").asText()).isEqualTo("12.50");
        assertThat(source.get("campaignName").asText()).isEqualTo("Spring");
    }

    @Test
    void givenSources_whenListedWithFilters_thenPagedNewestFirst() {
        create("{\"campaignId\":\"" + spring.id() + "\",\"dealType\":\"CPL\",\"pricingModel\":\"flat_rate\"}");
        create("{\"campaignId\":\"" + autumn.id() + "\",\"dealType\":\"CPA\",\"pricingModel\":\"percentage\","
                + "\"enabled\":false,\"name\":\"Affiliate\"}");
        create("{\"campaignId\":\"" + spring.id() + "\",\"dealType\":\"CPA\",\"pricingModel\":\"duration\","
                + "\"durationThreshold\":\"90\",\"name\":\"TV\"}");

        JsonNode all = api.get("/v2/sources", api.fullKey).json();
        assertThat(all.get("itemsTotal").asInt()).isEqualTo(3);
        assertThat(all.get("items").get(0).get("name").asText()).isEqualTo("TV");
        assertThat(names(api.get("/v2/sources?dealType=CPA&enabled=true", api.fullKey).json())).containsExactly("TV");
        assertThat(names(api.get("/v2/sources?campaignId=" + autumn.id(), api.fullKey).json()))
                .containsExactly("Affiliate");
        JsonNode page = api.get("/v2/sources?perPage=2&page=2", api.fullKey).json();
        assertThat(page.get("items")).hasSize(1);
        assertThat(page.get("prevPage").asInt()).isEqualTo(1);
        assertThat(api.get("/v2/sources", api.otherOrgKey).json().get("itemsTotal").asInt()).isZero();
        assertThat(api.get("/v2/sources?enabled=yes&dealType=CPX&campaignId=1&perPage=0", api.fullKey).errors())
                .containsExactlyInAnyOrder("perPage:too_small", "enabled:invalid_enum_value",
                        "dealType:invalid_enum_value", "campaignId:invalid_string");
    }

    @Test
    void givenBrokenSource_whenCreated_thenEveryRuleReported() {
        var response = api.post("/v2/sources", api.fullKey, """
                {"dealType":"CPX","payout":"12.34567","durationThreshold":"1.5","description":"%s","phoneNumberId":
                 2147483648,"id":"x"}""".formatted("d".repeat(1001)));

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys", "campaignId:invalid_type",
                "pricingModel:invalid_type", "dealType:invalid_enum_value", "payout:invalid_string",
                "durationThreshold:invalid_string", "description:too_big", "phoneNumberId:too_big");
    }

    @Test
    void givenUnknownOrOtherOrganizationsCampaign_whenCreated_thenNotFoundAtCampaignId() {
        Campaign theirs = CampaignBuilder.aCampaign(api.orgB.id()).build();
        api.store.campaigns().insert(theirs);

        for (String campaign : List.of(theirs.id().toString(), TestData.newId().toString())) {
            var response = api.post("/v2/sources", api.fullKey, "{\"campaignId\":\"" + campaign
                    + "\",\"dealType\":\"CPL\",\"pricingModel\":\"static\"}");
            assertThat(response.status()).isEqualTo(422);
            assertThat(response.errors()).containsExactly("campaignId:not_found");
        }
    }

    @Test
    void givenTakenSourceId_whenCreatedOrChanged_thenConflict() {
        create("{\"sourceId\":\"tv-spring\",\"campaignId\":\"" + spring.id()
                + "\",\"dealType\":\"CPL\",\"pricingModel\":\"static\"}");
        JsonNode other = create("{\"campaignId\":\"" + spring.id() + "\",\"dealType\":\"CPL\",\"pricingModel\":\"static\"}");

        var again = api.post("/v2/sources", api.fullKey, "{\"sourceId\":\"tv-spring\",\"campaignId\":\"" + spring.id()
                + "\",\"dealType\":\"CPA\",\"pricingModel\":\"static\"}");
        var renamed = api.patch("/v2/sources/" + other.get("id").asText(), api.fullKey, "{\"sourceId\":\"tv-spring\"}");

        assertThat(again.status()).isEqualTo(409);
        assertThat(again.code()).isEqualTo("CONFLICT");
        assertThat(renamed.status()).isEqualTo(409);
        assertThat(api.post("/v2/sources", api.otherOrgKey, "{\"sourceId\":\"tv-spring\",\"campaignId\":\""
                + theirCampaign() + "\",\"dealType\":\"CPA\",\"pricingModel\":\"static\"}").status()).isEqualTo(201);
    }

    private String theirCampaign() {
        Campaign theirs = CampaignBuilder.aCampaign(api.orgB.id()).build();
        api.store.campaigns().insert(theirs);
        return theirs.id().toString();
    }

    @Test
    void givenSource_whenPatched_thenChangedFieldsOnlyAndNoOpKeepsUpdatedAt() {
        JsonNode source = create("{\"campaignId\":\"" + spring.id() + "\",\"dealType\":\"CPL\","
                + "\"pricingModel\":\"flat_rate\",\"name\":\"Radio\",\"payout\":\"5\"}");
        String path = "/v2/sources/" + source.get("id").asText();

        JsonNode same = api.patch(path, api.fullKey, "{\"name\":\"Radio\"}").json();
        JsonNode changed = api.patch(path, api.fullKey, "{\"campaignId\":\"" + autumn.id()
                + "\",\"payout\":null,\"enabled\":false,\"sourceType\":\"inbound\"}").json();

        assertThat(same.get("updatedAt")).isEqualTo(source.get("updatedAt"));
        assertThat(changed.get("campaignName").asText()).isEqualTo("Autumn");
        assertThat(changed.get("payout").isNull()).isTrue();
        assertThat(changed.get("enabled").asBoolean()).isFalse();
        assertThat(changed.get("sourceType").asText()).isEqualTo("inbound");
        assertThat(changed.get("name").asText()).isEqualTo("Radio");
        assertThat(api.patch(path, api.otherOrgKey, "{\"name\":\"x\"}").status()).isEqualTo(404);
        assertThat(api.patch("/v2/sources/" + TestData.newId(), api.fullKey, "{}").status()).isEqualTo(404);
        assertThat(api.patch("/v2/sources/nope", api.fullKey, "{\"dealType\":1}").errors())
                .containsExactly("id:invalid_string", "dealType:invalid_type");
    }

    private static List<String> names(JsonNode page) {
        return StreamSupport.stream(page.get("items").spliterator(), false).map(i -> i.get("name").asText()).toList();
    }
}
