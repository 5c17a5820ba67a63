package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The access log: one line per request, with the fields operators search by and nothing personal. */
class RequestLogTest {

    private TestApi api;
    private CapturedLogs logs;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        logs = CapturedLogs.attach();
    }

    @AfterEach
    void tearDown() {
        logs.close();
        api.close();
    }

    private TestApi.Response send(String method, String path, String key, String body, String requestId) {
        return api.send(method, path, key, body, body == null ? Map.of("X-Request-Id", requestId)
                : Map.of("X-Request-Id", requestId, "Content-Type", "application/json"));
    }

    @Test
    void givenAuthenticatedRequest_whenAnswered_thenOneLineWithCallerRouteTemplateStatusAndDuration() {
        String campaignId = TestData.newId().toString();
        AccessContext caller = new AuthenticateService(api.store.apiKeys(), api.clock).authenticate(api.fullKey);

        var response = send("GET", "/v2/campaigns/" + campaignId + "/stats", api.fullKey, null, "log-known-1");

        ILoggingEvent line = logs.accessLine("log-known-1");
        assertThat(response.status()).isEqualTo(404);
        assertThat(line.getLevel()).isEqualTo(Level.INFO);
        assertThat(CapturedLogs.keyValues(line)).containsEntry("requestId", "log-known-1")
                .containsEntry("keyId", caller.keyId().toString())
                .containsEntry("organizationId", api.orgA.id().toString())
                .containsEntry("method", "GET")
                .containsEntry("route", "/v2/campaigns/{campaignId}/stats")
                .containsEntry("status", "404")
                .containsKey("durationMs");
        assertThat(CapturedLogs.value(line, "durationMs")).isInstanceOf(Double.class);
        assertThat(CapturedLogs.value(line, "status")).isEqualTo(404);
        assertThat(line.getFormattedMessage()).isEqualTo("GET /v2/campaigns/{campaignId}/stats 404 "
                + CapturedLogs.value(line, "durationMs") + " ms");
        assertThat(logs.everything()).noneMatch(text -> text.contains(campaignId));
        assertThat(logs.accessLines("log-known-1")).hasSize(1);
    }

    @Test
    void givenKeyRefusedForCapabilityOrLimit_whenAnswered_thenItsLineStillNamesTheKey() {
        String routingOnly = api.key(api.orgA, Set.of(Capability.ROUTING_VIEW), false);
        TestApi limited = TestApi.withRateLimits(new RateLimitPolicy(1, 1), new RateLimitPolicy(60_000, 1_000),
                Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC));
        try {
            var forbidden = send("GET", "/v2/campaigns", routingOnly, null, "log-forbidden-1");
            limited.get("/v2/campaigns", limited.fullKey);
            var refused = limited.send("GET", "/v2/campaigns", limited.fullKey, null,
                    Map.of("X-Request-Id", "log-limited-1"));

            assertThat(forbidden.status()).isEqualTo(403);
            assertThat(refused.status()).isEqualTo(429);
            AccessContext forbiddenCaller = new AuthenticateService(api.store.apiKeys(), api.clock)
                    .authenticate(routingOnly);
            AccessContext limitedCaller = new AuthenticateService(limited.store.apiKeys(), limited.clock)
                    .authenticate(limited.fullKey);
            assertThat(CapturedLogs.keyValues(logs.accessLine("log-forbidden-1")))
                    .containsEntry("keyId", forbiddenCaller.keyId().toString()).containsEntry("status", "403");
            assertThat(CapturedLogs.keyValues(logs.accessLine("log-limited-1")))
                    .containsEntry("keyId", limitedCaller.keyId().toString())
                    .containsEntry("organizationId", limited.orgA.id().toString()).containsEntry("status", "429");
        } finally {
            limited.close();
        }
    }

    @Test
    void givenUnknownPathAndMissingKey_whenAnswered_thenOneLineUnderUnmatchedWithoutCaller() {
        var unknown = send("GET", "/v2/nothing-here/12345", null, null, "log-unmatched-1");
        var unauthenticated = send("GET", "/v2/campaigns", null, null, "log-anonymous-1");

        ILoggingEvent unmatched = logs.accessLine("log-unmatched-1");
        ILoggingEvent anonymous = logs.accessLine("log-anonymous-1");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unauthenticated.status()).isEqualTo(401);
        assertThat(CapturedLogs.keyValues(unmatched)).containsEntry("route", "unmatched")
                .containsEntry("status", "404").containsEntry("keyId", "null").containsEntry("organizationId", "null");
        assertThat(CapturedLogs.keyValues(anonymous)).containsEntry("route", "/v2/campaigns")
                .containsEntry("status", "401").containsEntry("keyId", "null");
        assertThat(logs.everything()).noneMatch(text -> text.contains("nothing-here"));
        assertThat(logs.accessLines("log-unmatched-1")).hasSize(1);
        assertThat(logs.accessLines("log-anonymous-1")).hasSize(1);
    }

    @Test
    void givenUnexpectedFailure_whenAnswered_thenOneWarningLineBesideTheErrorWithItsTrace() {
        api.failUseCases(true);

        var response = send("GET", "/v2/campaigns", api.fullKey, null, "log-failure-1");

        ILoggingEvent line = logs.accessLine("log-failure-1");
        assertThat(response.status()).isEqualTo(500);
        assertThat(line.getLevel()).isEqualTo(Level.WARN);
        assertThat(CapturedLogs.keyValues(line)).containsEntry("status", "500").containsEntry("route", "/v2/campaigns");
        assertThat(logs.accessLines("log-failure-1")).hasSize(1);
        assertThat(logs.everything()).anyMatch(text -> text.startsWith("ERROR") && text.contains("log-failure-1")
                && text.contains(TestApi.INJECTED_FAILURE));
    }

    @Test
    void givenKeyPhoneSearchAndPhoneInBody_whenLogged_thenNoneOfThemAppearsAnywhere() {
        Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).build();
        api.store.campaigns().insert(campaign);

        send("GET", "/v2/inquiries?search=%2B15551234567", api.fullKey, null, "log-private-1");
        send("POST", "/v2/campaigns/" + campaign.id() + "/enrollment", api.fullKey,
                "{\"customers\":[{\"phoneNumber\":\"+15557654321\"},{\"phoneNumber\":\"+1555765432x\"}]}",
                "log-private-2");
        api.failUseCases(true);
        send("POST", "/v2/campaigns/" + campaign.id() + "/enrollment", api.fullKey,
                "{\"customers\":[{\"phoneNumber\":\"+15557654321\"}]}", "log-private-3");

        assertThat(CapturedLogs.keyValues(logs.accessLine("log-private-1")))
                .containsEntry("route", "/v2/inquiries").containsEntry("status", "200");
        assertThat(CapturedLogs.keyValues(logs.accessLine("log-private-2")))
                .containsEntry("route", "/v2/campaigns/{campaignId}/enrollment");
        assertThat(CapturedLogs.keyValues(logs.accessLine("log-private-3"))).containsEntry("status", "500");
        assertThat(logs.everything()).isNotEmpty().allSatisfy(text -> assertThat(text)
                .doesNotContain(api.fullKey)
                .doesNotContain(api.fullKey.substring(0, 12))
                .doesNotContain("5551234567")
                .doesNotContain("555765432")
                .doesNotContain("search")
                .doesNotContain(campaign.id().toString() + "/enrollment"));
    }
}
