package io.campaignoutreach.adapter.http.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

class SchemaValidatorTest {

    private static final String DOCUMENT = """
            components:
              schemas:
                Thing:
                  type: object
                  additionalProperties: false
                  required: [id, name, parent, createdAt]
                  properties:
                    id: {type: string, format: uuid}
                    name: {type: string, maxLength: 5}
                    status: {type: string, nullable: true, enum: [low, high, null]}
                    parent:
                      nullable: true
                      oneOf:
                        - $ref: '#/components/schemas/Parent'
                        - $ref: '#/components/schemas/NullValue'
                    strictParent:
                      type: object
                      nullable: true
                      allOf:
                        - $ref: '#/components/schemas/Parent'
                    createdAt: {type: string, format: date-time}
                    open: {type: object}
                NullValue: {type: object, nullable: true, enum: [null]}
                Parent:
                  type: object
                  additionalProperties: false
                  required: [id]
                  properties:
                    id: {type: integer, minimum: 1}
            """;

    private final OpenApiDocument document = OpenApiDocument.parse(DOCUMENT);
    private final SchemaValidator validator = new SchemaValidator(document.root());
    private final JsonNode thing = json("{\"$ref\":\"#/components/schemas/Thing\"}");

    @Test
    void givenConformingValue_whenValidated_thenNoProblems() {
        JsonNode value = json("""
                {"id":"0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b","name":"ok","status":null,"parent":{"id":1},
                 "createdAt":"2025-03-01T12:00:00.123Z","open":{"anything":[1,"two",null]}}
                """);

        assertThat(validator.validate(thing, value)).isEmpty();
        assertThat(validator.validate(thing, json(value.toString().replace("{\"id\":1}", "null")))).isEmpty();
    }

    @Test
    void givenNullForNullableAllOfReference_whenValidated_thenReportedAsStrictValidatorsDo() {
        JsonNode value = json("""
                {"id":"0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b","name":"ok","parent":null,"strictParent":null,
                 "createdAt":"2025-03-01T12:00:00.123Z"}
                """);

        assertThat(validator.validate(thing, value)).containsExactly("$.strictParent: null is not allowed");
    }

    @Test
    void givenMissingRequiredMember_whenValidated_thenReported() {
        JsonNode value = json("{\"id\":\"0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b\",\"name\":\"ok\",\"parent\":null}");

        assertThat(validator.validate(thing, value)).containsExactly("$: required member 'createdAt' is missing");
    }

    @Test
    void givenExtraMember_whenValidated_thenReportedAlsoInsideReferencedSchemas() {
        JsonNode value = json("""
                {"id":"0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b","name":"ok","parent":{"id":1,"extra":true},
                 "createdAt":"2025-03-01T12:00:00.123Z","surprise":1}
                """);

        assertThat(validator.validate(thing, value)).containsExactlyInAnyOrder(
                "$.parent: matches none of the oneOf schemas (oneOf[0]: $.parent: member 'extra' is not in"
                        + " the schema | oneOf[1]: $.parent: {\"id\":1,\"extra\":true} is not one of [null])", "$: member 'surprise' is not in the schema");
    }

    @Test
    void givenWrongTypesFormatsAndNulls_whenValidated_thenEachReported() {
        JsonNode value = json("""
                {"id":"0190A5B2-3C4D-7E8F-9A0B-1C2D3E4F5A6B","name":"too long","status":"maybe","parent":{"id":0},
                 "createdAt":"2025-03-01T12:00:00Z","open":null}
                """);

        assertThat(validator.validate(thing, value)).containsExactlyInAnyOrder(
                "$.id: \"0190A5B2-3C4D-7E8F-9A0B-1C2D3E4F5A6B\" is not a uuid",
                "$.name: longer than 5 characters",
                "$.status: \"maybe\" is not one of [\"low\",\"high\",null]",
                "$.parent: matches none of the oneOf schemas (oneOf[0]: $.parent.id: 0 is below the minimum 1"
                        + " | oneOf[1]: $.parent: {\"id\":0} is not one of [null])",
                "$.createdAt: \"2025-03-01T12:00:00Z\" is not a date-time",
                "$.open: null is not allowed");
    }

    @Test
    void givenPattern_whenValidated_thenOnlyMatchingStringsPass() {
        JsonNode schema = json("{\"type\":\"string\",\"pattern\":\"^[a-z][a-z0-9_]{0,3}$\"}");

        assertThat(validator.validate(schema, json("\"ab_1\""))).isEmpty();
        assertThat(validator.validate(schema, json("\"1ab\""))).containsExactly(
                "$: \"1ab\" does not match the pattern ^[a-z][a-z0-9_]{0,3}$");
        assertThat(validator.validate(schema, json("\"abcde\""))).hasSize(1);
        assertThat(validator.validate(json("{\"type\":\"string\",\"pattern\":\"b\"}"), json("\"abc\"")))
                .as("unanchored, as in ECMA-262").isEmpty();
    }

    @Test
    void givenUnsupportedKeyword_whenValidated_thenReportedRatherThanIgnored() {
        JsonNode schema = json("{\"anyOf\":[{\"type\":\"string\"}]}");

        assertThat(validator.validate(schema, json("1")))
                .containsExactly("$: schema keyword 'anyOf' is not supported by the validator");
    }

    @Test
    void givenOneOf_whenValueMatchesExactlyOneAlternative_thenValidAndOtherwiseReported() {
        JsonNode schema = json("""
                {"oneOf":[{"$ref":"#/components/schemas/Parent"},
                          {"type":"object","additionalProperties":false,"required":["name"],
                           "properties":{"name":{"type":"string"}}}]}
                """);

        assertThat(validator.validate(schema, json("{\"id\":1}"))).isEmpty();
        assertThat(validator.validate(schema, json("{\"name\":\"x\"}"))).isEmpty();
        assertThat(validator.validate(schema, json("{\"id\":0}"))).singleElement().asString()
                .startsWith("$: matches none of the oneOf schemas").contains("0 is below the minimum 1");
        assertThat(validator.validate(json("{\"oneOf\":[{\"type\":\"integer\"},{\"type\":\"number\"}]}"),
                json("3"))).containsExactly("$: matches 2 of the oneOf schemas, not exactly one");
        assertThat(validator.validate(schema, json("null"))).singleElement().asString()
                .startsWith("$: matches none of the oneOf schemas");
    }

    @Test
    void givenUniqueItems_whenAnItemRepeats_thenReported() {
        JsonNode tags = json("{\"type\":\"array\",\"uniqueItems\":true,\"items\":{\"type\":\"string\"}}");

        assertThat(validator.validate(tags, json("[\"a\",\"b\"]"))).isEmpty();
        assertThat(validator.validate(tags, json("[\"a\",\"b\",\"a\"]"))).containsExactly("$: items repeat");
    }

    private static JsonNode json(String text) {
        try {
            return OpenApiDocument.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
