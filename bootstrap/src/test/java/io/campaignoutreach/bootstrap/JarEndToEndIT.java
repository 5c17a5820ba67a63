package io.campaignoutreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End-to-end test of the built jar against PostgreSQL ({@code COS_TEST_DATABASE_URL}): migrate,
 * fill the demo workspace, serve, and read the demo campaigns over HTTP. Each run uses its own schema.
 */
class JarEndToEndIT {

    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(60);

    @TempDir
    Path workDir;

    private final String databaseUrl = JarRunner.testDatabaseUrl();
    private final String schema = JarRunner.freshSchema("e2e_");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private Process server;

    @BeforeEach
    void jarIsBuilt() {
        assertThat(JarRunner.jarPath()).as("the shaded jar; run 'mvn verify', which packages it first").isRegularFile();
    }

    @AfterEach
    void stopServerAndDropSchema() throws Exception {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(20, TimeUnit.SECONDS)) {
                server.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
        try (Connection connection = DriverManager.getConnection(databaseUrl)) {
            JarRunner.dropSchema(connection, schema);
        }
    }

    private JarRunner runner() {
        return new JarRunner(workDir, databaseUrl, schema);
    }

    @Test
    void givenFreshSchema_whenMigratedFilledWithDemoAndServed_thenDemoCampaignsAreListedForThePrintedKey()
            throws Exception {
        JarRunner.Result migrate = runner().runToEnd("migrate");
        assertThat(migrate.exitCode()).as(migrate.describe()).isZero();

        JarRunner.Result demo = runner().runToEnd("demo");
        assertThat(demo.exitCode()).as(demo.describe()).isZero();
        String key = demo.stdout().lines().filter(line -> line.matches("cc_[A-Za-z0-9]{40}")).findFirst()
                .orElseThrow(() -> new AssertionError("no key printed:\n" + demo.describe()));

        int port = JarRunner.freePort();
        server = runner().serve("serve", port, Map.of(), STARTUP_DEADLINE);
        Path serverLog = runner().logOf("serve");
        URI campaigns = URI.create("http://127.0.0.1:" + port + "/v2/campaigns?perPage=50");
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(campaigns).header("x-api-key", key)
                .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode items = new ObjectMapper().readTree(response.body()).get("items");
        assertThat(items).as(response.body()).isNotNull();
        List<String> names = StreamSupport.stream(items.spliterator(), false).map(i -> i.get("name").asText())
                .toList();
        assertThat(names).contains("Annual Enrollment 2027 plan review", "Front desk receptionist",
                "Member retention journey");

        HttpResponse<String> metrics = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + "/metrics")).timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(metrics.statusCode()).as(metrics.body()).isEqualTo(200);
        assertThat(metrics.body()).contains("hikaricp_connections_active{pool=\"campaign-outreach-postgres\"}",
                "hikaricp_connections_pending{", "enrollment_jobs{status=\"queued\"}",
                "enrollment_jobs_oldest_queued_age_seconds", "jvm_memory_used_bytes{");
        assertThat(migrate.stderr()).contains("PostgreSQL schema");
        assertJsonLines(migrate.stderr());
        assertJsonLines(demo.stderr());
        String served = JarRunner.read(serverLog);
        // The line being written as the log is read is left out.
        assertJsonLines(served.substring(0, served.lastIndexOf('\n') + 1));
    }

    /** The jar logs one JSON object per line, each with its time and level (P37). */
    private static void assertJsonLines(String log) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        for (String line : log.lines().toList()) {
            JsonNode event = mapper.readTree(line);
            assertThat(event.isObject()).as(line).isTrue();
            assertThat(event.path("timestamp").asText()).as(line).isNotBlank();
            assertThat(event.path("level").asText()).as(line).isNotBlank();
        }
    }
}
