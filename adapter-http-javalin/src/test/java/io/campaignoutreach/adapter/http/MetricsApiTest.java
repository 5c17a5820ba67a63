package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GET /metrics: the Prometheus scrape, open to scrapers, counting requests by route template. */
class MetricsApiTest {

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

    /** Sends a request and waits until it is counted: its access line is written right after its timer. */
    private TestApi.Response counted(String method, String path, String key, String requestId) {
        TestApi.Response response = api.send(method, path, key, null, Map.of("X-Request-Id", requestId));
        logs.accessLine(requestId);
        return response;
    }

    private static List<String> lines(String scrape, String prefix) {
        return scrape.lines().filter(line -> line.startsWith(prefix)).toList();
    }

    @Test
    void givenNoKey_whenScraped_thenPrometheusTextFormat() {
        var response = api.get("/metrics", null);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.header("Content-Type")).isEqualTo("text/plain; version=0.0.4; charset=utf-8");
        assertThat(api.send("HEAD", "/metrics", null, null, Map.of()).status()).isEqualTo(200);
    }

    @Test
    void givenRequestsWithIds_whenScraped_thenCountedByRouteTemplateMethodAndStatusNeverByPath() {
        String campaignId = TestData.newId().toString();
        counted("GET", "/v2/campaigns/" + campaignId + "/stats", api.fullKey, "metrics-1");
        counted("GET", "/v2/campaigns/" + campaignId + "/stats", api.fullKey, "metrics-2");
        counted("GET", "/v2/campaigns", null, "metrics-3");
        counted("GET", "/v2/no-such-thing/" + campaignId, null, "metrics-4");
        counted("DELETE", "/v2/campaigns", api.fullKey, "metrics-5");

        String scrape = api.get("/metrics", null).text();

        assertThat(lines(scrape, "http_server_requests_seconds_count{")).contains(
                "http_server_requests_seconds_count{method=\"GET\",route=\"/v2/campaigns/{campaignId}/stats\","
                        + "status=\"404\"} 2",
                "http_server_requests_seconds_count{method=\"GET\",route=\"/v2/campaigns\",status=\"401\"} 1",
                "http_server_requests_seconds_count{method=\"GET\",route=\"unmatched\",status=\"404\"} 1",
                "http_server_requests_seconds_count{method=\"DELETE\",route=\"unmatched\",status=\"405\"} 1");
        assertThat(lines(scrape, "http_server_requests_seconds_bucket{")).anyMatch(line -> line.startsWith(
                "http_server_requests_seconds_bucket{method=\"GET\",route=\"/v2/campaigns/{campaignId}/stats\","
                        + "status=\"404\",le=\"0.1\"}"));
        assertThat(scrape).doesNotContain(campaignId).doesNotContain("no-such-thing");
    }
}
