package io.campaignoutreach.bootstrap.soak;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One process of the built jar, with only the {@code COS_} variables it is given, its output in a log file. */
final class ServerProcess {

    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(60);
    private static final Duration STOP_DEADLINE = Duration.ofSeconds(30);
    private static final Duration COMMAND_DEADLINE = Duration.ofMinutes(2);

    private final String name;
    private final Process process;
    private final URI url;

    private ServerProcess(String name, Process process, URI url) {
        this.name = name;
        this.process = process;
        this.url = url;
    }

    /** Runs a command of the jar (such as {@code migrate}) to its end; fails unless it exits with 0. */
    static void runToEnd(Path jar, Map<String, String> env, Path log, String... args) throws Exception {
        Process process = builder(jar, env, args).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        if (!process.waitFor(COMMAND_DEADLINE.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", args) + " did not end within " + COMMAND_DEADLINE
                    + "; see " + log);
        }
        if (process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", args) + " exited with " + process.exitValue() + "; see "
                    + log);
        }
    }

    /**
     * Starts {@code serve} on 127.0.0.1 and a free port and returns once it answers: {@code /healthz}
     * when the server has it, else an authenticated campaign list with {@code key}.
     */
    static ServerProcess serve(String name, Path jar, Map<String, String> env, Path log, String key)
            throws Exception {
        int port = freePort();
        Map<String, String> serveEnv = new HashMap<>(env);
        serveEnv.put("COS_HOST", "127.0.0.1");
        serveEnv.put("COS_PORT", String.valueOf(port));
        Process process = builder(jar, serveEnv, "serve").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        ServerProcess server = new ServerProcess(name, process, URI.create("http://127.0.0.1:" + port));
        try {
            server.awaitReady(key);
        } catch (Exception | Error e) {
            server.process.destroyForcibly();
            throw e;
        }
        return server;
    }

    URI url() {
        return url;
    }

    String name() {
        return name;
    }

    /**
     * Asks the process to stop with SIGTERM, as an operator or an orchestrator would, and waits for
     * it; kills it outright if it does not end in time.
     */
    Stopped stop() throws InterruptedException {
        if (!process.isAlive()) {
            return new Stopped(name, process.exitValue(), 0, false);
        }
        long start = System.nanoTime();
        process.destroy();
        boolean ended = process.waitFor(STOP_DEADLINE.toSeconds(), TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        return new Stopped(name, process.exitValue(), (System.nanoTime() - start) / 1_000_000, !ended);
    }

    ProcessHandle handle() {
        return process.toHandle();
    }

    /** Last resort when the run itself is interrupted. */
    void kill() {
        process.destroyForcibly();
    }

    private void awaitReady(String key) throws Exception {
        Api api = new Api(Api.newClient(), url, key);
        long deadline = System.nanoTime() + STARTUP_DEADLINE.toNanos();
        while (true) {
            try {
                Api.Response health = api.sendPlain("/healthz");
                if (health.status() == 200) {
                    return;
                }
                if (health.status() == 404 && api.send(api.get("/v2/campaigns?perPage=1")).status() == 200) {
                    return;
                }
            } catch (IOException notListeningYet) {
                // asked again below until the deadline
            }
            if (!process.isAlive()) {
                throw new IllegalStateException(name + " server exited with " + process.exitValue()
                        + " while starting; see its log");
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(name + " server did not answer within " + STARTUP_DEADLINE);
            }
            TimeUnit.MILLISECONDS.sleep(100);
        }
    }

    private static ProcessBuilder builder(Path jar, Map<String, String> env, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                jar.toAbsolutePath().toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        // Only the variables the soak chooses: a stray COS_ setting of the caller must not change the run.
        builder.environment().keySet().removeIf(variable -> variable.startsWith("COS_"));
        builder.environment().putAll(env);
        return builder;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** How a server ended: exit code, milliseconds from SIGTERM to exit, and whether it had to be killed. */
    record Stopped(String name, int exitCode, long millis, boolean killed) {
    }
}
