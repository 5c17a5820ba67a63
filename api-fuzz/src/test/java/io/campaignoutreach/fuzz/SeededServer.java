package io.campaignoutreach.fuzz;

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
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * The built jar serving a fresh PostgreSQL schema that holds one organization, a key with every
 * capability and the example workspace (docs/examples/workspace.json), with rate limits raised out of
 * the way. {@link #close} stops the server and drops the schema.
 */
final class SeededServer implements AutoCloseable {

    static final String DEFAULT_DATABASE_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    private static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(2);
    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(60);
    /** Generous enough that no generated request is ever refused for its rate. */
    private static final Map<String, String> UNLIMITED = Map.of(
            "COS_RATE_LIMIT_PER_MINUTE", "1000000", "COS_RATE_LIMIT_BURST", "100000",
            "COS_AUTH_FAILURES_PER_MINUTE", "100000", "COS_AUTH_FAILURE_BURST", "10000");

    private final Path jar;
    private final Path workDir;
    private final String databaseUrl;
    private final String schema;
    private Process process;
    private String baseUrl;
    private String organization;
    private String apiKey;

    private SeededServer(Path jar, Path workDir, String databaseUrl, String schema) {
        this.jar = jar;
        this.workDir = workDir;
        this.databaseUrl = databaseUrl;
        this.schema = schema;
    }

    /** Migrates a fresh schema, seeds it with {@code workspace} and starts {@code serve} on a free port. */
    static SeededServer start(Path jar, Path workspace) throws Exception {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: build it with scripts/fuzz or mvn package");
        }
        byte[] suffix = new byte[6];
        ThreadLocalRandom.current().nextBytes(suffix);
        SeededServer server = new SeededServer(jar, Files.createTempDirectory("api-fuzz"),
                System.getenv().getOrDefault("COS_TEST_DATABASE_URL", DEFAULT_DATABASE_URL),
                "fuzz_" + HexFormat.of().formatHex(suffix));
        try {
            server.seed(workspace);
            server.serve();
            return server;
        } catch (Exception | AssertionError e) {
            server.close();
            throw e;
        }
    }

    String baseUrl() {
        return baseUrl;
    }

    String apiKey() {
        return apiKey;
    }

    String organization() {
        return organization;
    }

    Path log() {
        return workDir.resolve("serve.log");
    }

    private void seed(Path workspace) throws Exception {
        run("migrate");
        organization = run("org", "create", "--name", "Fuzz Agency").strip();
        apiKey = run("key", "create", "--org", organization, "--name", "fuzz", "--capabilities", "*").lines()
                .filter(line -> line.startsWith("cc_")).findFirst()
                .orElseThrow(() -> new IllegalStateException("key create printed no key"));
        run("import", workspace.toAbsolutePath().toString(), "--org", organization);
    }

    private void serve() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        baseUrl = "http://127.0.0.1:" + port;
        ProcessBuilder builder = command(List.of("serve"));
        builder.environment().put("COS_HOST", "127.0.0.1");
        builder.environment().put("COS_PORT", String.valueOf(port));
        builder.environment().putAll(UNLIMITED);
        process = builder.redirectErrorStream(true).redirectOutput(log().toFile()).start();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create(baseUrl + "/healthz")).build();
        long deadline = System.nanoTime() + STARTUP_DEADLINE.toNanos();
        while (true) {
            try {
                if (http.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notListeningYet) {
                // asked again below until the deadline
            }
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("serve did not come up:\n" + Files.readString(log()));
            }
            process.waitFor(100, TimeUnit.MILLISECONDS);
        }
    }

    /** Runs an operator command of the jar to its end and returns what it printed. */
    private String run(String... args) throws Exception {
        Path out = workDir.resolve(args[0] + ".out");
        Process command = command(List.of(args)).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!command.waitFor(COMMAND_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            command.destroyForcibly();
            throw new IllegalStateException(String.join(" ", args) + " did not finish in " + COMMAND_TIMEOUT);
        }
        String printed = Files.readString(out, StandardCharsets.UTF_8);
        if (command.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", args) + " exited " + command.exitValue() + ":\n" + printed);
        }
        return printed;
    }

    private ProcessBuilder command(List<String> args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("COS_"));
        builder.environment().put("COS_DATABASE_URL", databaseUrl);
        builder.environment().put("COS_DB_SCHEMA", schema);
        builder.environment().put("COS_DB_POOL_SIZE", "4");
        return builder;
    }

    @Override
    public void close() throws Exception {
        if (process != null) {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
        try (Connection db = DriverManager.getConnection(databaseUrl);
             Statement statement = db.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
        } catch (SQLException e) {
            throw new IllegalStateException("could not drop the fuzz schema " + schema, e);
        }
    }
}
