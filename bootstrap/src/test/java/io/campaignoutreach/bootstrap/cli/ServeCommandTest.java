package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.bootstrap.store.InMemoryStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
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
