package io.campaignoutreach.adapter.provider.vapi;

import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * Requests to Vapi's API with an account's key ({@code Authorization: Bearer}, as every example of the API reference
 * sends it), each counted by operation and outcome. A request Vapi turns away for its own reasons (429, 5xx) is sent
 * again after a {@link Backoff} pause, up to the plan's bound; one that gets no answer at all (a timeout, a broken
 * connection) is never sent again, since Vapi may have acted on it.
 */
final class VapiApi {

    /** What came of a request. */
    sealed interface Result {
    }

    /** Vapi answered (the last answer, after any retries). */
    record Answered(int status, String body, int tries) implements Result {
        boolean ok() {
            return status >= 200 && status < 300;
        }

        /** The status only; the body may hold the customer's number or the call's content. */
        @Override
        public String toString() {
            return "Answered[status=" + status + ", tries=" + tries + "]";
        }
    }

    /** No answer: {@code outcome} is {@code timeout}, {@code io_error} or {@code interrupted}. */
    record Unanswered(String outcome) implements Result {
    }

    private final VapiOptions options;
    private final HttpClient http;
    private final ProviderEvents events;

    VapiApi(VapiOptions options, HttpClient http, ProviderEvents events) {
        this.options = Objects.requireNonNull(options, "options");
        this.http = Objects.requireNonNull(http, "http");
        this.events = Objects.requireNonNull(events, "events");
    }

    Result post(String operation, String apiKey, String path, String json) {
        return send(operation, request(apiKey, path)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    Result get(String operation, String apiKey, String pathAndQuery) {
        return send(operation, request(apiKey, pathAndQuery).GET());
    }

    private HttpRequest.Builder request(String apiKey, String pathAndQuery) {
        return HttpRequest.newBuilder(URI.create(options.apiBase() + pathAndQuery))
                .timeout(options.requestTimeout())
                .header("Authorization", "Bearer " + apiKey)
                .header("Accept", "application/json");
    }

    private Result send(String operation, HttpRequest.Builder builder) {
        HttpRequest request = builder.build();
        Backoff backoff = options.backoff();
        for (int tries = 1; ; tries++) {
            HttpResponse<String> response;
            try {
                response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            } catch (HttpTimeoutException timeout) {
                return unanswered(operation, "timeout");
            } catch (IOException broken) {
                return unanswered(operation, "io_error");
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return unanswered(operation, "interrupted");
            }
            int status = response.statusCode();
            boolean ok = status >= 200 && status < 300;
            events.request(ProviderKind.VAPI, operation, ok ? "ok" : "http_" + status);
            if (!retriable(status) || tries > backoff.retries()) {
                return new Answered(status, response.body(), tries);
            }
            events.retried(ProviderKind.VAPI, operation);
            try {
                backoff.pause().pause(backoff.delayBefore(tries));
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return new Answered(status, response.body(), tries);
            }
        }
    }

    private Result unanswered(String operation, String outcome) {
        events.request(ProviderKind.VAPI, operation, outcome);
        return new Unanswered(outcome);
    }

    /** Vapi's rate limit and its server errors: the request may succeed later. */
    private static boolean retriable(int status) {
        return status == 429 || status >= 500;
    }
}
