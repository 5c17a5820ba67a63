package io.campaignoutreach.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.report.ValidationReport;
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
        ValidValues values = new ValidValues(DOCUMENT, new SeedIds());
        OpenApiInteractionValidator validator =
                OpenApiInteractionValidator.createForInlineApiSpecification(DOCUMENT.text()).build();
        Random random = new Random(7);
        List<String> refused = new ArrayList<>();
        int generated = 0;
        for (Operation operation : DOCUMENT.operations()) {
            if (operation.body() == null) {
                continue;
            }
            String path = operation.path().replaceAll("\\{[^}]+}", "0190a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b");
            for (int i = 0; i < 50; i++) {
                String body = values.generate(operation.body(), List.of(), random, new ArrayList<>()).toString();
                ValidationReport report = validator.validateRequest(new SimpleRequest.Builder(operation.method(), path)
                        .withHeader("x-api-key", "cc_test").withContentType("application/json").withBody(body).build());
                generated++;
                if (report.hasErrors()) {
                    refused.add(operation.key() + " " + body + ": " + report.getMessages());
                }
            }
        }

        assertThat(generated).isGreaterThan(100);
        assertThat(refused).isEmpty();
    }
}
