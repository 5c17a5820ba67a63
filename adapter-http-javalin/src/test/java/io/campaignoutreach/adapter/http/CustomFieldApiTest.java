package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customfield.RecordType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /v2/custom-fields (D18). */
class CustomFieldApiTest {

    private static final String PATH = "/v2/custom-fields";
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
    void givenSelectField_whenCreated_thenCreatedWithDerivedKeyAndEveryMember() {
        var response = api.post(PATH, api.fullKey, """
                {"recordType":"customers","fieldLabel":"Preferred Carrier","fieldDescription":"Carrier they favour",
                 "fieldType":"select","options":["Humana","Aetna"],"isRequired":true}""");

        assertThat(response.status()).isEqualTo(201);
        JsonNode field = response.json();
        List<String> members = new ArrayList<>();
        field.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("id", "clientId", "createdAt", "updatedAt", "deletedAt", "recordType",
                "fieldKey", "fieldLabel", "fieldDescription", "fieldType", "isRequired", "options", "validationRules",
                "deleted");
        assertThat(field.get("fieldKey").asText()).isEqualTo("preferred_carrier");
        assertThat(field.get("clientId").asText()).isEqualTo(api.orgA.id().toString());
        assertThat(field.get("options").get(1).asText()).isEqualTo("Aetna");
        assertThat(field.get("deleted").asBoolean()).isFalse();
        assertThat(field.get("deletedAt").isNull()).isTrue();
        assertThat(field.get("validationRules").get("pattern").isNull()).isTrue();
        assertThat(api.store.customFields().findByRecordType(api.orgA.id(), RecordType.CUSTOMERS)).hasSize(1);
    }

    @Test
    void givenSameLabelTwice_whenCreated_thenSecondKeyNumbered() {
        String body = """
                {"recordType":"policies","fieldLabel":"Agent Notes","fieldDescription":"Notes","fieldType":"text",
                 "validationRules":{"maxLength":500,"pattern":"[^<>]*","patternMessage":"no angle brackets"}}""";

        assertThat(api.post(PATH, api.fullKey, body).json().get("fieldKey").asText()).isEqualTo("agent_notes");
        JsonNode second = api.post(PATH, api.fullKey, body).json();
        assertThat(second.get("fieldKey").asText()).isEqualTo("agent_notes_2");
        assertThat(second.get("validationRules").get("maxLength").asInt()).isEqualTo(500);
        assertThat(api.post(PATH, api.otherOrgKey, body).json().get("fieldKey").asText()).isEqualTo("agent_notes");
    }

    @Test
    void givenOwnKeyTaken_whenCreated_thenConflict() {
        String body = """
                {"recordType":"customers","fieldKey":"tier","fieldLabel":"Tier","fieldDescription":"Service tier",
                 "fieldType":"number","validationRules":{"min":1,"max":3}}""";

        assertThat(api.post(PATH, api.fullKey, body).status()).isEqualTo(201);
        var again = api.post(PATH, api.fullKey, body);

        assertThat(again.status()).isEqualTo(409);
        assertThat(again.code()).isEqualTo("CONFLICT");
        assertThat(again.json().get("message").asText()).contains("tier");
        assertThat(api.post(PATH, api.fullKey, body.replace("customers", "policies")).status()).isEqualTo(201);
    }

    @Test
    void givenBrokenDefinition_whenCreated_thenEveryRuleReportedAndNothingStored() {
        var response = api.post(PATH, api.fullKey, """
                {"recordType":"leads","fieldKey":"9lives","fieldLabel":"","fieldType":"select","options":[],
                 "validationRules":{"minLength":-1,"minDate":"2026-02-30","other":1},"id":"x"}""");

        assertThat(response.status()).isEqualTo(422);
        // Faults of the body's form and of the definition's rules come back together.
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys",
                "recordType:invalid_enum_value", "fieldLabel:too_small", "fieldDescription:invalid_type",
                "validationRules:unrecognized_keys", "validationRules.minLength:too_small",
                "validationRules.minDate:invalid_string", "fieldKey:invalid_string", "options:too_small");
        assertThat(api.store.customFields().findByRecordType(api.orgA.id(), RecordType.CUSTOMERS)).isEmpty();
    }

    @Test
    void givenRulesThatDoNotFitTheType_whenCreated_thenDomainRulesReported() {
        var response = api.post(PATH, api.fullKey, """
                {"recordType":"customers","fieldKey":"9lives","fieldLabel":"Lives","fieldDescription":"Lives covered",
                 "fieldType":"number","options":["1"],"validationRules":{"min":5,"max":1,"pattern":"x"}}""");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder("fieldKey:invalid_string", "options:custom",
                "validationRules.pattern:custom", "validationRules.min:custom");
    }

    @Test
    void givenKeysWithoutTheCapabilityOrReadOnly_whenCreating_thenForbidden() {
        String body = """
                {"recordType":"customers","fieldLabel":"X","fieldDescription":"X","fieldType":"boolean"}""";

        assertThat(api.post(PATH, api.key(api.orgA, Set.of(Capability.CAMPAIGNS_MANAGE), false), body).code())
                .isEqualTo("FORBIDDEN");
        assertThat(api.post(PATH, api.key(api.orgA, Set.of(Capability.ALL), true), body).code())
                .isEqualTo("READ_ONLY_KEY");
        assertThat(api.post(PATH, null, body).status()).isEqualTo(401);
    }
}
