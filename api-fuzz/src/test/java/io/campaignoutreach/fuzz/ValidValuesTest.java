package io.campaignoutreach.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.report.ValidationReport;
import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.fuzz.ApiDocument.Operation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ValidValuesTest {

    private static final ApiDocument DOCUMENT =
            ApiDocument.load(Path.of(System.getProperty("fuzz.document", "../docs/openapi.yaml")));

    @Test
    void givenEveryRequestBodySchema_whenValuesGenerated_thenSwaggerRequestValidatorAcceptsThem() {
        List<String> refused = new ArrayList<>();

        int generated = refusedBodies(new Random(7), (operation, path, body) -> { }, refused);

        assertThat(generated).isGreaterThan(100);
        assertThat(refused).isEmpty();
    }

    /** What may happen to a generated body before it is validated. */
    interface AfterGenerating {
        void apply(Operation operation, String path, JsonNode body);
    }

    /**
     * Generates 50 bodies for every operation that takes one, passes each through {@code after}, and adds
     * those the document's validator refuses to {@code refused}; returns how many were generated.
     */
    static int refusedBodies(Random random, AfterGenerating after, List<String> refused) {
        ValidValues values = new ValidValues(DOCUMENT, new SeedIds());
        OpenApiInteractionValidator validator =
                OpenApiInteractionValidator.createForInlineApiSpecification(DOCUMENT.text()).build();
        int generated = 0;
        for (Operation operation : DOCUMENT.operations()) {
            if (operation.body() == null) {
                continue;
            }
            String path = operation.path().replace("{channel}", "calls")
                    .replaceAll("\\{[^}]+}", "0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b");
            for (int i = 0; i < 50; i++) {
                JsonNode body = values.generate(operation.body(), List.of(), random, new ArrayList<>());
                after.apply(operation, path, body);
                ValidationReport report = validator.validateRequest(new SimpleRequest.Builder(operation.method(), path)
                        .withHeader("x-api-key", "cc_test").withContentType("application/json")
                        .withBody(body.toString()).build());
                generated++;
                if (report.hasErrors()) {
                    refused.add(operation.key() + " " + body + ": " + report.getMessages());
                }
            }
        }
        return generated;
    }
}
