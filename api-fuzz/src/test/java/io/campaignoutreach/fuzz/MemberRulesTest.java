package io.campaignoutreach.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MemberRulesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void givenEveryRequestBodySchema_whenTheRulesBetweenMembersAreApplied_thenTheBodyStillFitsTheDocument() {
        List<String> refused = new ArrayList<>();

        ValidValuesTest.refusedBodies(new Random(11), (operation, path, body) ->
                MemberRules.apply(operation.path(), path, new ArrayList<>(), body, new SeedIds()), refused);

        assertThat(refused).isEmpty();
    }

    @Test
    void givenAStartAfterItsEnd_whenApplied_thenTheyAreSwappedInTheQueryAndTheBody() throws Exception {
        List<Map.Entry<String, String>> query = new ArrayList<>(List.of(Map.entry("startDate",
                "2027-01-01T00:00:00.000Z"), Map.entry("campaignId", "x"), Map.entry("endDate", "2026-01-01T00:00:00Z")));
        JsonNode body = JSON.readTree("""
                {"startDate": "2027-01-01T00:00:00.000Z", "endDate": "2026-12-31T23:59:59.999Z"}""");

        MemberRules.apply("/v2/campaigns", "/v2/campaigns", query, body, new SeedIds());

        assertThat(query).containsExactly(Map.entry("startDate", "2026-01-01T00:00:00Z"), Map.entry("campaignId", "x"),
                Map.entry("endDate", "2027-01-01T00:00:00.000Z"));
        assertThat(body.get("startDate").asText()).isEqualTo("2026-12-31T23:59:59.999Z");
        assertThat(body.get("endDate").asText()).isEqualTo("2027-01-01T00:00:00.000Z");
    }

    @Test
    void givenValidationRulesAtOdds_whenApplied_thenMinimaAreBelowMaximaAndAPatternComesWithItsMessage()
            throws Exception {
        JsonNode body = JSON.readTree("""
                {"validationRules": {"min": 9.5, "max": -2, "minLength": 8, "maxLength": 3,
                                     "minDate": "2030-01-01", "maxDate": "1999-12-31", "patternMessage": "digits"}}""");

        MemberRules.apply("/v2/custom-fields", "/v2/custom-fields", new ArrayList<>(), body, new SeedIds());

        JsonNode rules = body.get("validationRules");
        assertThat(rules.get("min").asDouble()).isEqualTo(-2);
        assertThat(rules.get("max").asDouble()).isEqualTo(9.5);
        assertThat(rules.get("minLength").asInt()).isEqualTo(3);
        assertThat(rules.get("maxLength").asInt()).isEqualTo(8);
        assertThat(rules.get("minDate").asText()).isEqualTo("1999-12-31");
        assertThat(rules.get("pattern").asText()).isEqualTo("^.*$");
    }

    @Test
    void givenADefaultTransferConfigAndAList_whenApplied_thenTheDefaultIsTheListsFirst() throws Exception {
        JsonNode listed = JSON.readTree("""
                {"transferConfigId": "a", "transferConfigIds": ["b", "c"]}""");
        JsonNode listedAsNull = JSON.readTree("""
                {"transferConfigId": "a", "transferConfigIds": null}""");

        MemberRules.apply("/v2/campaigns", "/v2/campaigns", new ArrayList<>(), listed, new SeedIds());
        MemberRules.apply("/v2/campaigns", "/v2/campaigns", new ArrayList<>(), listedAsNull, new SeedIds());

        assertThat(listed.get("transferConfigId").asText()).isEqualTo("b");
        assertThat(listedAsNull.get("transferConfigIds")).containsExactly(JSON.readTree("\"a\""));
    }

    @Test
    void givenGeneratedNodes_whenApplied_thenEachTakesItsParametersTypeAndNamesTheNodeAfterIt() throws Exception {
        JsonNode body = JSON.readTree("""
                {"name": "w", "entryNodeId": "zz", "nodes": [
                  {"nodeId": "a", "nodeType": "x y", "wait": {"days": 1}, "next": "q", "end": "failed"},
                  {"nodeId": "b", "nodeType": "sms", "then": "q", "next": "r"},
                  {"nodeId": "c", "nodeType": "k", "branch": {"on": "successCriteria", "in": ["busy"]}, "else": "r",
                   "next": "s"},
                  {"nodeId": "d", "nodeType": "k", "wait": {"hours": 0}, "branch": {"on": "lastCallOutcome"}}]}""");

        MemberRules.apply("/v2/workflows", "/v2/workflows", new ArrayList<>(), body, new SeedIds());

        assertThat(body.get("entryNodeId").asText()).isEqualTo("a");
        assertThat(body.at("/nodes/0")).isEqualTo(JSON.readTree("""
                {"nodeId": "a", "nodeType": "wait", "wait": {"days": 1}, "next": "b"}"""));
        assertThat(body.at("/nodes/1")).isEqualTo(JSON.readTree("""
                {"nodeId": "b", "nodeType": "sms", "next": "c"}"""));
        assertThat(body.at("/nodes/2")).isEqualTo(JSON.readTree("""
                {"nodeId": "c", "nodeType": "branch", "branch": {"on": "successCriteria"}, "then": "d", "else": "d"}"""));
        assertThat(body.at("/nodes/3")).isEqualTo(JSON.readTree("""
                {"nodeId": "d", "nodeType": "wait", "wait": {"hours": 0, "untilWindow": true}}"""));
    }
}
