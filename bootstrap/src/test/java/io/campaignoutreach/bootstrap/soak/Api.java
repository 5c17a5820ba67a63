package io.campaignoutreach.bootstrap.soak;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;

/** One server and one key, over an HTTP/1.1 client shared by the callers. */
final class Api {

    static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);
    private static final String KEY_HEADER = "x-api-key";

    private final HttpClient http;
    private final URI base;
    private final String key;

    Api(HttpClient http, URI base, String key) {
        this.http = http;
        this.base = base;
        this.key = key;
    }

    static HttpClient newClient() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    URI base() {
        return base;
    }

    /** The same server with another key. */
    Api withKey(String otherKey) {
        return new Api(http, base, otherKey);
    }

    HttpRequest get(String pathAndQuery) {
        return builder(pathAndQuery).GET().build();
    }

    HttpRequest post(String path, String json) {
        return builder(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build();
    }

    HttpRequest patch(String path, String json) {
        return builder(path).header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofString(json)).build();
    }

    /** Sends and times the request, the body read included. */
    Response send(HttpRequest request) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        long nanos = System.nanoTime() - start;
        return new Response(response.statusCode(), response.body(), nanos,
                response.headers().firstValue("Retry-After"));
    }

    /** An unauthenticated GET, for the health check. */
    Response sendPlain(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path)).timeout(REQUEST_TIMEOUT).GET().build());
    }

    private HttpRequest.Builder builder(String pathAndQuery) {
        return HttpRequest.newBuilder(URI.create(base + pathAndQuery)).header(KEY_HEADER, key).timeout(REQUEST_TIMEOUT);
    }

    /** A response as the soak needs it: status, body, time taken, and the server's Retry-After. */
    record Response(int status, String body, long nanos, Optional<String> retryAfterHeader) {

        /** Seconds to wait before the next request, from Retry-After, when it is a whole number. */
        OptionalLong retryAfterSeconds() {
            try {
                return retryAfterHeader.map(value -> OptionalLong.of(Long.parseLong(value.strip())))
                        .orElse(OptionalLong.empty());
            } catch (NumberFormatException e) {
                return OptionalLong.empty();
            }
        }
    }
}
