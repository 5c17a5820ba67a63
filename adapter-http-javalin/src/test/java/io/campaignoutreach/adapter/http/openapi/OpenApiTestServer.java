package io.campaignoutreach.adapter.http.openapi;

import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.http.ApiServerSettings;
import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.campaign.CampaignService;
import io.campaignoutreach.application.campaign.ListCampaignOptionsQuery;
import io.campaignoutreach.application.campaign.ListCampaignsQuery;
import io.campaignoutreach.application.campaign.UpdateCampaignUseCase;
import io.campaignoutreach.application.customer.CustomerService;
import io.campaignoutreach.application.customer.GetCustomerQuery;
import io.campaignoutreach.application.shared.Repositories;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
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
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The real API server on a free port over the in-memory store, wired as bootstrap wires it, except
 * that every inbound port can be told to fail so that the documented 500 answer can be provoked.
 */
final class OpenApiTestServer implements AutoCloseable {

    final Repositories store = InMemoryRepositories.create();
    final Clock clock = Clock.tick(Clock.systemUTC(), Duration.ofMillis(1));
    final Organization org = new Organization(OrganizationId.of(UUID.randomUUID()), "Harbor Insurance", "Harbor",
            Instant.parse("2025-01-01T00:00:00Z"));
    final Organization otherOrg = new Organization(OrganizationId.of(UUID.randomUUID()), "Other Agency", "Other",
            Instant.parse("2025-01-01T00:00:00Z"));
    private final AtomicBoolean failing = new AtomicBoolean();
    private final ApiServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    OpenApiTestServer() {
        store.organizations().insert(org);
        store.organizations().insert(otherOrg);
        CampaignService campaigns = new CampaignService(store, clock);
        GetCustomerQuery customers = new CustomerService(store);
        ListCampaignsQuery list = (access, query, page) -> {
            failIfAsked();
            return campaigns.list(access, query, page);
        };
        ListCampaignOptionsQuery options = access -> {
            failIfAsked();
            return campaigns.options(access);
        };
        UpdateCampaignUseCase update = (access, id, changes) -> {
            failIfAsked();
            return campaigns.update(access, id, changes);
        };
        GetCustomerQuery get = (access, id) -> {
            failIfAsked();
            return customers.get(access, id);
        };
        ApiServices services = new ApiServices(new AuthenticateService(store.apiKeys(), clock), list, options,
                update, get);
        server = new ApiServer(services, new ApiServerSettings("127.0.0.1", 0));
        base = "http://127.0.0.1:" + server.start();
    }

    /** Issues a key for the organization and returns its secret. */
    String key(Organization owner, Set<Capability> capabilities, boolean readOnly) {
        ApiKey.Issued issued = ApiKey.issue(ApiKeyId.of(UUID.randomUUID()), owner.id(), "contract test key",
                EnumSet.copyOf(capabilities), readOnly, null, clock.instant());
        store.apiKeys().insert(issued.key());
        return issued.secret().value();
    }

    /** While set, every use case throws an unexpected exception, as a broken store would. */
    void failUseCases(boolean fail) {
        failing.set(fail);
    }

    private void failIfAsked() {
        if (failing.get()) {
            throw new IllegalStateException("failure injected by the contract test");
        }
    }

    Response send(String method, String path, String key, String body, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(10))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            request.header("x-api-key", key);
        }
        headers.forEach(request::header);
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(), response.headers().map(), response.body());
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + path + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.close();
    }

    /** A status, headers and the body as text. */
    record Response(int status, Map<String, List<String>> headers, String text) {

        String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0)).findFirst().orElse(null);
        }
    }
}
