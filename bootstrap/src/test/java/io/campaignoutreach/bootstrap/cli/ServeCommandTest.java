package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.bootstrap.bench.OutreachWorkspace;
import io.campaignoutreach.bootstrap.config.SettingsException;

import io.campaignoutreach.bootstrap.store.InMemoryStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ServeCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void givenDemoFlag_whenStarted_thenApiAnswersWithDemoCampaignsForThePrintedKey() throws Exception {
        ServeCommand serve = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0")));

        try (RunningServer server = serve.start(List.of("--demo"))) {
            String key = out.toString(StandardCharsets.UTF_8).lines()
                    .filter(line -> line.startsWith("cc_")).findFirst().orElseThrow();
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + server.port() + "/v2/campaigns"))
                    .header("x-api-key", key).GET().build(), HttpResponse.BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.body()).contains("\"items\"", "Annual Enrollment 2027 plan review");
        }
    }

    @Test
    void givenDemo_whenThePrintedIdsAreUsed_thenTheCustomersEnrollAndReadAndTheInquiryIsFound() throws Exception {
        ServeCommand serve = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0")));

        try (RunningServer server = serve.start(List.of("--demo"))) {
            List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
            String key = lines.stream().filter(line -> line.startsWith("cc_")).findFirst().orElseThrow();
            String campaign = printed(lines, "campaign accepting enrollments:").get(0);
            List<List<String>> customers = lines.stream().filter(l -> l.contains("customer not enrolled in it:"))
                    .map(l -> List.of(l.substring(l.indexOf(':') + 1).trim().split("\\s+"))).toList();
            String inquiry = printed(lines, "inquiry still new:").get(0);
            String base = "http://127.0.0.1:" + server.port();

            assertThat(customers).hasSize(3);
            HttpResponse<String> accepted = send(base + "/v2/campaigns/" + campaign + "/enrollment", key,
                    "{\"customers\":[{\"phoneNumber\":\"" + customers.get(0).get(1) + "\"},{\"customerId\":\""
                            + customers.get(1).get(0) + "\"}],\"idempotencyKey\":\"try-1\"}");
            assertThat(accepted.statusCode()).isEqualTo(202);
            String statusUrl = new ObjectMapper().readTree(accepted.body()).get("statusUrl").asText();
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            JsonNode job = get(base + statusUrl, key);
            while (!job.path("status").asText().equals("completed")) {
                assertThat(System.nanoTime()).as("job not final within 10 seconds: " + job).isLessThan(deadline);
                TimeUnit.MILLISECONDS.sleep(50);
                job = get(base + statusUrl, key);
            }
            assertThat(job.get("status").asText()).isEqualTo("completed");
            assertThat(job.get("succeeded").asInt()).isEqualTo(2);
            assertThat(get(base + "/v2/customers/" + customers.get(2).get(0), key).get("callerId").asText())
                    .isEqualTo(customers.get(2).get(1));
            assertThat(get(base + "/v2/inquiries/" + inquiry, key).get("status").asText()).isEqualTo("new");
        }
    }

    @Test
    void givenTheInboundTextsTestAid_whenACustomerTextsAnOptOut_thenItReachesTheReviewListAndIsOtherwiseAbsent()
            throws Exception {
        ServeCommand on = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0",
                "COS_TEST_INBOUND_TEXTS", "on")));

        try (RunningServer server = on.start(List.of("--demo"))) {
            List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
            String key = lines.stream().filter(line -> line.startsWith("cc_")).findFirst().orElseThrow();
            String phone = lines.stream().filter(l -> l.contains("customer not enrolled in it:")).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).trim().split("\\s+")[1]).orElseThrow();
            String base = "http://127.0.0.1:" + server.port();

            HttpResponse<String> handed = send(base + "/v2/test/inbound-texts", key,
                    "{\"from\":\"" + phone + "\",\"body\":\"please stop texting me\"}");
            assertThat(handed.statusCode()).as(handed.body()).isEqualTo(202);
            // The carrier reports the text on its own timer, as a provider's webhook comes in.
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            JsonNode review = get(base + "/v2/messages/review", key);
            while (review.path("itemsTotal").asInt() == 0) {
                assertThat(System.nanoTime()).as("text not received within 10 seconds").isLessThan(deadline);
                TimeUnit.MILLISECONDS.sleep(50);
                review = get(base + "/v2/messages/review", key);
            }
            assertThat(review.at("/items/0/body").asText()).isEqualTo("please stop texting me");
        }
        ServeCommand off = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0")));
        try (RunningServer server = off.start(List.of("--demo"))) {
            String key = out.toString(StandardCharsets.UTF_8).lines().filter(line -> line.startsWith("cc_"))
                    .reduce((first, last) -> last).orElseThrow();
            assertThat(send("http://127.0.0.1:" + server.port() + "/v2/test/inbound-texts", key,
                    "{\"from\":\"2125550001\",\"body\":\"STOP\"}").statusCode()).isEqualTo(404);
        }
    }

    @Test
    void givenAMalformedSecretsKey_whenStarted_thenItStopsBeforeServingNamingTheSettingButNotTheKey() {
        String shortKey = "c2hvcnQta2V5LW9mLTE2Qg==";
        ServeCommand serve = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0",
                "COS_SECRETS_KEYS", "k1:" + shortKey)));

        assertThatThrownBy(() -> serve.start(List.of())).isInstanceOf(SettingsException.class)
                .hasMessageStartingWith("COS_SECRETS_KEYS entry 1 (key 'k1') must be 32 bytes")
                .hasMessageNotContaining(shortKey);
    }

    private static List<String> printed(List<String> lines, String label) {
        String line = lines.stream().filter(l -> l.contains(label)).findFirst().orElseThrow();
        return List.of(line.substring(line.indexOf(label) + label.length()).trim().split("\\s+"));
    }

    private JsonNode get(String uri, String key) throws Exception {
        return new ObjectMapper().readTree(http.send(HttpRequest.newBuilder(URI.create(uri)).header("x-api-key", key)
                .GET().build(), HttpResponse.BodyHandlers.ofString()).body());
    }

    @Test
    void givenDemo_whenACustomerInsideTheirWindowIsEnrolled_thenTheCallShowsInTheCampaignStatsWithinSeconds()
            throws Exception {
        Optional<Map.Entry<String, String>> zone = OutreachWorkspace.openZone(Instant.now());
        assumeTrue(zone.isPresent(), "no US zone is inside its calling hours now");
        ServeCommand serve = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0")));

        try (RunningServer server = serve.start(List.of("--demo"))) {
            String key = out.toString(StandardCharsets.UTF_8).lines()
                    .filter(line -> line.startsWith("cc_")).findFirst().orElseThrow();
            String base = "http://127.0.0.1:" + server.port();
            String campaign = campaignStats(base, key).get("id").asText();
            long callsBefore = campaignStats(base, key).get("customerStats").get("totalCalls").asLong();
            // Area code 500 names no place, so the open state and zone alone decide the window.
            assertThat(send(base + "/v2/sync/medicare", key, "{\"records\":[{\"firstName\":\"Kai\","
                    + "\"lastName\":\"Akana\",\"phoneNumber\":\"5005550199\",\"dateOfBirth\":\"1958-03-02\","
                    + "\"state\":\"" + zone.get().getValue() + "\",\"timezone\":\"" + zone.get().getKey() + "\","
                    + "\"consent\":[{\"channel\":\"voice_artificial\",\"purpose\":\"marketing\",\"kind\":\"given\","
                    + "\"evidence\":\"signed web form\"}]}]}")
                    .statusCode()).isEqualTo(200);
            assertThat(send(base + "/v2/campaigns/" + campaign + "/enrollment", key,
                    "{\"customer\":{\"phoneNumber\":\"5005550199\"}}").statusCode()).isEqualTo(202);

            long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
            while (campaignStats(base, key).get("customerStats").get("totalCalls").asLong() <= callsBefore) {
                assertThat(System.nanoTime()).as("no call within 15 seconds").isLessThan(deadline);
                TimeUnit.MILLISECONDS.sleep(100);
            }
        }
    }

    /** The demo's active campaign that dials all through the legal window. */
    private JsonNode campaignStats(String base, String key) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + "/v2/campaigns?perPage=50"))
                .header("x-api-key", key).GET().build(), HttpResponse.BodyHandlers.ofString());
        for (JsonNode campaign : new ObjectMapper().readTree(response.body()).get("items")) {
            if (campaign.get("name").asText().equals("Annual Enrollment 2027 plan review")) {
                return campaign;
            }
        }
        throw new AssertionError("no demo campaign in " + response.body());
    }

    private HttpResponse<String> send(String uri, String key, String json) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(uri)).header("x-api-key", key)
                .header("content-type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void givenInMemoryStore_whenServed_thenMetricsAreOpenWithJobQueueAndJvmButNoPool() throws Exception {
        ServeCommand serve = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0")));

        try (RunningServer server = serve.start(List.of())) {
            URI metrics = URI.create("http://127.0.0.1:" + server.port() + "/metrics");
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(metrics).GET().build(),
                    HttpResponse.BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).contains(
                    "text/plain; version=0.0.4; charset=utf-8");
            assertThat(response.body()).contains("enrollment_jobs{status=\"queued\"} 0",
                    "enrollment_jobs{status=\"processing\"} 0", "enrollment_jobs_oldest_queued_age_seconds 0",
                    "jvm_memory_used_bytes{", "jvm_threads_live_threads ");
            assertThat(response.body()).doesNotContain("hikaricp");
        }
    }

    @Test
    void givenRunningServer_whenClosed_thenPortIsReleased() throws Exception {
        ServeCommand serve = new ServeCommand(context(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0")));
        RunningServer server = serve.start(List.of());
        URI uri = URI.create("http://127.0.0.1:" + server.port() + "/v2/campaigns");

        server.close();
        server.close();

        assertThatThrownBy(() -> http.send(HttpRequest.newBuilder(uri).GET().build(),
                HttpResponse.BodyHandlers.discarding())).isInstanceOf(ConnectException.class);
    }

    private CliContext context(Map<String, String> env) {
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        return new CliContext(env, print, print, settings -> new InMemoryStore());
    }
}
