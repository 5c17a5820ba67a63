package io.campaignoutreach.fuzz;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import java.util.List;
import java.util.Locale;

/** Atlassian's swagger-request-validator on the document: what a strict client or gateway would find wrong. */
final class DocumentValidator {

    private final OpenApiInteractionValidator validator;

    DocumentValidator(ApiDocument document) {
        this.validator = OpenApiInteractionValidator.createForInlineApiSpecification(document.text()).build();
    }

    List<String> request(FuzzRequest request) {
        SimpleRequest.Builder built = new SimpleRequest.Builder(request.method(), request.path());
        request.query().forEach(entry -> built.withQueryParam(entry.getKey(), entry.getValue()));
        request.headers().forEach((name, values) -> built.withHeader(name, values));
        if (request.body() != null) {
            built.withBody(request.bodyText());
        }
        return errors(validator.validateRequest(built.build()));
    }

    List<String> response(FuzzRequest request, Exchange.Answer answer) {
        SimpleResponse.Builder built = SimpleResponse.Builder.status(answer.status());
        answer.headers().forEach((name, values) -> {
            if (!name.startsWith(":")) {
                built.withHeader(name, values);
            }
        });
        if (answer.body() != null && !answer.body().isEmpty()) {
            built.withBody(answer.body());
        }
        return errors(validator.validateResponse(request.path(),
                Request.Method.valueOf(request.method().toUpperCase(Locale.ROOT)), built.build()));
    }

    private static List<String> errors(ValidationReport report) {
        return report.getMessages().stream().filter(m -> m.getLevel() == ValidationReport.Level.ERROR)
                .map(m -> m.getKey() + ": " + m.getMessage().replace('\n', ' ')).toList();
    }

}
