package io.campaignoutreach.fuzz;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Sends a {@link FuzzRequest} over HTTP and keeps what came back. */
final class Exchange {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    record Answer(int status, Map<String, List<String>> headers, String body) {
    }

    private Exchange() {
    }

    static Answer send(String baseUrl, FuzzRequest request) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(baseUrl + request.pathAndQuery()))
                .timeout(Duration.ofSeconds(30))
                .method(request.method(), request.body() == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(request.body()));
        request.headers().forEach((name, values) -> values.forEach(value -> builder.header(name, value)));
        HttpRequest built = builder.build();
        try {
            HttpResponse<String> response;
            try {
                response = HTTP.send(built, HttpResponse.BodyHandlers.ofString());
            } catch (IOException closedByServer) {
                // The server closes the connection after refusing a malformed request; a pooled
                // connection can go stale that way before the next request is written on it.
                response = HTTP.send(built, HttpResponse.BodyHandlers.ofString());
            }
            return new Answer(response.statusCode(), response.headers().map(), response.body());
        } catch (IOException e) {
            throw new IllegalStateException("no answer to " + request.describe(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
