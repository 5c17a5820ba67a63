package io.campaignoutreach.adapter.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.campaign.CampaignService;
import io.campaignoutreach.application.customer.CustomerService;
import io.campaignoutreach.application.shared.Repositories;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.ApiKeySecret;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * A real server on a free port over the in-memory store, with two organizations and keys of every
 * kind, called over real HTTP.
 */
final class TestApi implements AutoCloseable {

    static final ObjectMapper MAPPER = new ObjectMapper();

    final Repositories store = InMemoryRepositories.create();
    final Clock clock = Clock.tick(Clock.systemUTC(), Duration.ofMillis(1));
    final Organization orgA = new Organization(OrganizationId.of(UUID.randomUUID()), "Harbor Insurance",
            "Harbor", Instant.parse("2025-01-01T00:00:00Z"));
    final Organization orgB = new Organization(OrganizationId.of(UUID.randomUUID()), "Other Agency",
            "Other", Instant.parse("2025-01-01T00:00:00Z"));
    final String fullKey;
    final String otherOrgKey;
    private final ApiServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    TestApi() {
        store.organizations().insert(orgA);
        store.organizations().insert(orgB);
        fullKey = key(orgA, Set.of(Capability.ALL), false);
        otherOrgKey = key(orgB, Set.of(Capability.ALL), false);
        ApiServices services = new ApiServices(new AuthenticateService(store.apiKeys(), clock),
                new CampaignService(store, clock), new CampaignService(store, clock),
                new CampaignService(store, clock), new CustomerService(store));
        server = new ApiServer(services, new ApiServerSettings("127.0.0.1", 0));
        base = "http://127.0.0.1:" + server.start();
    }

    /** Issues a key for the organization and returns its secret. */
    String key(Organization org, Set<Capability> capabilities, boolean readOnly) {
        ApiKey.Issued issued = ApiKey.issue(ApiKeyId.of(UUID.randomUUID()), org.id(), "test key",
                EnumSet.copyOf(capabilities), readOnly, null, clock.instant());
        store.apiKeys().insert(issued.key());
        return issued.secret().value();
    }

    /** A key whose stored record is already expired. */
    String expiredKey(Organization org) {
        ApiKeySecret secret = ApiKeySecret.generate();
        Instant past = Instant.parse("2025-01-02T00:00:00Z");
        store.apiKeys().insert(new ApiKey(ApiKeyId.of(UUID.randomUUID()), org.id(), "expired", secret.displayPrefix(),
                secret.hash(), Set.of(Capability.ALL), false, past.minusSeconds(60), past, null, null));
        return secret.value();
    }

    /** A key that has been revoked. */
    String revokedKey(Organization org) {
        ApiKey.Issued issued = ApiKey.issue(ApiKeyId.of(UUID.randomUUID()), org.id(), "revoked",
                Set.of(Capability.ALL), false, null, clock.instant());
        store.apiKeys().insert(issued.key());
        store.apiKeys().update(issued.key().revoke(clock.instant()));
        return issued.secret().value();
    }

    Response get(String path, String key) {
        return send("GET", path, key, null, Map.of());
    }

    Response patch(String path, String key, String body) {
        return send("PATCH", path, key, body, Map.of("Content-Type", "application/json"));
    }

    Response send(String method, String path, String key, String body, Map<String, String> headers) {
        return sendTo(base, method, path, key, body, headers);
    }

    /** A body-less request to another server, e.g. one built with failing services. */
    Response sendTo(String server, String method, String path, String key, Map<String, String> headers) {
        return sendTo(server, method, path, key, null, headers);
    }

    private Response sendTo(String server, String method, String path, String key, String body,
                            Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server + path))
                .timeout(Duration.ofSeconds(10))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            request.header("x-api-key", key);
        }
        headers.forEach(request::header);
        try {
            HttpResponse<String> response;
            try {
                response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException closedByServer) {
                // The server closes the connection after refusing a malformed request; a pooled
                // connection can go stale that way before the next request is written on it.
                response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            }
            return new Response(response.statusCode(), response.headers().map(), response.body());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.close();
    }

    /** A response with its body parsed as JSON where it is JSON. */
    record Response(int status, Map<String, List<String>> headers, String text) {

        JsonNode json() {
            try {
                return MAPPER.readTree(text);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + text, e);
            }
        }

        String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0)).findFirst().orElse(null);
        }

        String code() {
            return json().path("code").asText();
        }

        /** The D3 errors as "path:code" strings, path segments joined by dots. */
        List<String> errors() {
            return java.util.stream.StreamSupport.stream(json().path("errors").spliterator(), false)
                    .map(e -> String.join(".", java.util.stream.StreamSupport.stream(e.path("path").spliterator(),
                            false).map(JsonNode::asText).toList()) + ":" + e.path("code").asText())
                    .toList();
        }
    }
}
