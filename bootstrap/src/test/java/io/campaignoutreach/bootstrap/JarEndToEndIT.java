package io.campaignoutreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
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

    private static final String DEFAULT_DATABASE_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    private static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(2);
    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(60);

    @TempDir
    Path workDir;

    private final String databaseUrl = System.getenv().getOrDefault("COS_TEST_DATABASE_URL", DEFAULT_DATABASE_URL);
    private final String schema = "e2e_" + HexFormat.of().formatHex(randomBytes());
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private Process server;

    @BeforeEach
    void jarIsBuilt() {
        assertThat(jar()).as("the shaded jar; run 'mvn verify', which packages it first").isRegularFile();
    }

    @AfterEach
    void stopServerAndDropSchema() throws Exception {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(20, TimeUnit.SECONDS)) {
                server.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
        try (Connection connection = DriverManager.getConnection(databaseUrl);
             Statement statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
        }
    }

    @Test
    void givenFreshSchema_whenMigratedFilledWithDemoAndServed_thenDemoCampaignsAreListedForThePrintedKey()
            throws Exception {
        Result migrate = runToEnd("migrate");
        assertThat(migrate.exitCode()).as(migrate.describe()).isZero();

        Result demo = runToEnd("demo");
        assertThat(demo.exitCode()).as(demo.describe()).isZero();
        String key = demo.stdout().lines().filter(line -> line.matches("cc_[A-Za-z0-9]{40}")).findFirst()
                .orElseThrow(() -> new AssertionError("no key printed:\n" + demo.describe()));

        int port = freePort();
        Path serverLog = workDir.resolve("serve.log");
        server = command(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", String.valueOf(port)), "serve")
                .redirectErrorStream(true).redirectOutput(serverLog.toFile()).start();
        URI campaigns = URI.create("http://127.0.0.1:" + port + "/v2/campaigns?perPage=50");
        HttpResponse<String> response = pollUntilAnswered(HttpRequest.newBuilder(campaigns)
                .header("x-api-key", key).timeout(Duration.ofSeconds(10)).GET().build(), serverLog);

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode items = new ObjectMapper().readTree(response.body()).get("items");
        assertThat(items).as(response.body()).isNotNull();
        List<String> names = StreamSupport.stream(items.spliterator(), false).map(i -> i.get("name").asText())
                .toList();
        assertThat(names).contains("Annual Enrollment 2027 plan review", "Front desk receptionist",
                "Member retention journey");
    }

    private HttpResponse<String> pollUntilAnswered(HttpRequest request, Path serverLog) throws Exception {
        Instant deadline = Instant.now().plus(STARTUP_DEADLINE);
        while (true) {
            try {
                return http.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException notListeningYet) {
                if (!server.isAlive()) {
                    throw new AssertionError("serve exited with " + server.exitValue() + ":\n" + read(serverLog));
                }
                if (Instant.now().isAfter(deadline)) {
                    throw new AssertionError("serve did not answer within " + STARTUP_DEADLINE + ":\n"
                            + read(serverLog));
                }
                // Returns early should the server die, so a failed start is reported at once.
                server.waitFor(100, TimeUnit.MILLISECONDS);
            }
        }
    }

    private Result runToEnd(String... args) throws Exception {
        Path out = workDir.resolve(args[0] + ".out");
        Path err = workDir.resolve(args[0] + ".err");
        Process process = command(Map.of(), args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(COMMAND_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(String.join(" ", args) + " did not finish within " + COMMAND_TIMEOUT + ":\n"
                    + read(err));
        }
        return new Result(String.join(" ", args), process.exitValue(), read(out), read(err));
    }

    private ProcessBuilder command(Map<String, String> extraEnv, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar().toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.startsWith("COS_"));
        env.put("COS_DATABASE_URL", databaseUrl);
        env.put("COS_DB_SCHEMA", schema);
        env.put("COS_DB_POOL_SIZE", "4");
        env.putAll(extraEnv);
        return builder;
    }

    private static Path jar() {
        return Path.of(System.getProperty("campaignOutreach.jar", "target/campaign-outreach.jar")).toAbsolutePath();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[6];
        ThreadLocalRandom.current().nextBytes(bytes);
        return bytes;
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    /** How one finished command ended. */
    private record Result(String command, int exitCode, String stdout, String stderr) {
        String describe() {
            return command + " exited " + exitCode + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
        }
    }
}
