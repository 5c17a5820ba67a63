package io.campaignoutreach.bootstrap;

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
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * Test support: runs the built jar's commands against one PostgreSQL schema, with the test's own
 * {@code COS_} variables only, output kept in a work folder.
 */
final class JarRunner {

    static final String DEFAULT_DATABASE_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    private static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(1);

    private final Path workDir;
    private final String databaseUrl;
    private final String schema;

    JarRunner(Path workDir, String databaseUrl, String schema) {
        this.workDir = workDir;
        this.databaseUrl = databaseUrl;
        this.schema = schema;
    }

    /** The test database (COS_TEST_DATABASE_URL, or the local one). */
    static String testDatabaseUrl() {
        return System.getenv().getOrDefault("COS_TEST_DATABASE_URL", DEFAULT_DATABASE_URL);
    }

    /** A fresh schema name with the given prefix. */
    static String freshSchema(String prefix) {
        byte[] bytes = new byte[6];
        ThreadLocalRandom.current().nextBytes(bytes);
        return prefix + HexFormat.of().formatHex(bytes);
    }

    /** Runs a command to its end and returns how it ended. */
    Result runToEnd(String... args) throws Exception {
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

    /** A command of the jar on the schema, with {@code extraEnv} over the store variables. */
    ProcessBuilder command(Map<String, String> extraEnv, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jarPath().toString()));
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

    /**
     * Starts {@code serve} on 127.0.0.1:{@code port} with {@code extraEnv}, its output in
     * {@code <name>.log} of the work folder, and waits until its health probe answers.
     */
    Process serve(String name, int port, Map<String, String> extraEnv, Duration startupDeadline) throws Exception {
        Map<String, String> env = new HashMap<>(extraEnv);
        env.put("COS_HOST", "127.0.0.1");
        env.put("COS_PORT", String.valueOf(port));
        Path log = logOf(name);
        Process process = command(env, "serve").redirectErrorStream(true).redirectOutput(log.toFile()).start();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/healthz")).build();
        long deadline = System.nanoTime() + startupDeadline.toNanos();
        while (true) {
            try {
                if (http.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return process;
                }
            } catch (IOException notListeningYet) {
                // polled again below until the deadline
            }
            if (!process.isAlive()) {
                throw new AssertionError(name + " exited with " + process.exitValue() + ":\n" + read(log));
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError(name + " did not answer within " + startupDeadline + ":\n" + read(log));
            }
            process.waitFor(100, TimeUnit.MILLISECONDS);
        }
    }

    /** Where {@link #serve} writes the output of the process called {@code name}. */
    Path logOf(String name) {
        return workDir.resolve(name + ".log");
    }

    /** Drops the test's schema over {@code db}, whatever its search path. */
    static void dropSchema(Connection db, String schema) throws SQLException {
        try (Statement statement = db.createStatement()) {
            statement.execute("set search_path to public");
            statement.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
        }
    }

    /** The shaded jar under test. */
    static Path jarPath() {
        return Path.of(System.getProperty("campaignOutreach.jar", "target/campaign-outreach.jar")).toAbsolutePath();
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    /** How one finished command ended. */
    record Result(String command, int exitCode, String stdout, String stderr) {
        String describe() {
            return command + " exited " + exitCode + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
        }
    }
}
