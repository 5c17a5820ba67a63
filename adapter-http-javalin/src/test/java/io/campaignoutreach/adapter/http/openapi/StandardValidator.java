package io.campaignoutreach.adapter.http.openapi;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import io.campaignoutreach.adapter.http.TestApi.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Atlassian's swagger-request-validator reading docs/openapi.yaml: a second, independent reading of the
 * document, the one strict clients and gateways apply, so that the project's own {@link SchemaValidator}
 * cannot agree with the server on a lenient reading of a rule.
 */
final class StandardValidator {

    /**
     * Reports that only say the request was not to a documented operation: the test sends such requests on
     * purpose (unknown paths, other methods, HEAD), and the project's own checks cover their answers.
     */
    private static final Set<String> UNDOCUMENTED_ROUTE = Set.of("validation.request.path.missing",
            "validation.response.path.missing", "validation.request.operation.notAllowed",
            "validation.response.operation.notAllowed");

    private final OpenApiInteractionValidator validator;

    private StandardValidator(OpenApiInteractionValidator validator) {
        this.validator = validator;
    }

    static StandardValidator load() {
        try {
            return new StandardValidator(OpenApiInteractionValidator
                    .createForInlineApiSpecification(Files.readString(OpenApiDocument.FILE)).build());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the library finds wrong with a response to {@code method pathAndQuery}; empty when it conforms. */
    List<String> responseReports(String method, String pathAndQuery, Response response) {
        SimpleResponse.Builder built = SimpleResponse.Builder.status(response.status());
        response.headers().forEach((name, values) -> built.withHeader(name, values));
        if (response.text() != null && !response.text().isEmpty()) {
            built.withBody(response.text());
        }
        String path = pathAndQuery.split("\\?", 2)[0];
        return errors(validator.validateResponse(path, Request.Method.valueOf(method.toUpperCase(Locale.ROOT)),
                built.build()));
    }

    /** What the library finds wrong with a request the test means to be valid; empty when it conforms. */
    List<String> requestReports(String method, String pathAndQuery, String key, String body,
                                Map<String, String> headers) {
        String[] parts = pathAndQuery.split("\\?", 2);
        SimpleRequest.Builder built = new SimpleRequest.Builder(method, parts[0]);
        if (parts.length == 2) {
            for (String pair : parts[1].split("&")) {
                String[] nameValue = pair.split("=", 2);
                built.withQueryParam(decode(nameValue[0]), nameValue.length == 2 ? decode(nameValue[1]) : "");
            }
        }
        if (key != null) {
            built.withHeader("x-api-key", key);
        }
        headers.forEach(built::withHeader);
        if (body != null) {
            built.withBody(body);
        }
        return errors(validator.validateRequest(built.build()));
    }

    private static List<String> errors(ValidationReport report) {
        return report.getMessages().stream()
                .filter(message -> message.getLevel() == ValidationReport.Level.ERROR)
                .filter(message -> !UNDOCUMENTED_ROUTE.contains(message.getKey()))
                .map(message -> message.getKey() + ": " + message.getMessage().replace('\n', ' '))
                .toList();
    }

    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }
}
