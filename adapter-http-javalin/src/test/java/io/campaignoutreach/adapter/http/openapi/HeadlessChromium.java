package io.campaignoutreach.adapter.http.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A headless Chromium driven over the DevTools protocol with the JDK's own HTTP and WebSocket clients: enough to
 * load a page, run script in it and wait for what it renders, with no browser driver to install.
 */
final class HeadlessChromium implements AutoCloseable {

    /** Set by scripts/test, which installs Chromium: there a missing browser fails the test instead of skipping it. */
    static final String REQUIRED = "COS_REQUIRE_CHROMIUM";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern DEVTOOLS = Pattern.compile("DevTools listening on (ws://[^/]+)/");
    private static final Duration START = Duration.ofSeconds(30);
    private static final Duration REPLY = Duration.ofSeconds(30);

    private final Process process;
    private final Path profile;
    private final WebSocket page;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> replies = new ConcurrentHashMap<>();

    private HeadlessChromium(Process process, Path profile, WebSocket page) {
        this.process = process;
        this.profile = profile;
        this.page = page;
    }

    /** The browser on this machine: {@code COS_CHROMIUM} when set, otherwise the first known name on the PATH. */
    static Optional<Path> find() {
        String chosen = System.getenv("COS_CHROMIUM");
        if (chosen != null && !chosen.isBlank()) {
            return Optional.of(Path.of(chosen)).filter(Files::isExecutable);
        }
        String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
        return Stream.of(path.split(File.pathSeparator)).filter(dir -> !dir.isBlank())
                .flatMap(dir -> Stream.of("chromium", "chromium-browser", "google-chrome").map(Path.of(dir)::resolve))
                .filter(Files::isExecutable).findFirst();
    }

    static HeadlessChromium start(Path executable) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("cos-chromium");
        // No sandbox: test machines run as root, where Chromium refuses to start with one.
        Process process = new ProcessBuilder(executable.toString(), "--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir=" + profile, "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String devtools = devtoolsAddress(process);
            HttpClient http = HttpClient.newHttpClient();
            JsonNode targets = JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(
                    devtools.replace("ws://", "http://") + "/json/list")).build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            String pageAddress = null;
            for (JsonNode target : targets) {
                if (target.path("type").asText().equals("page")) {
                    pageAddress = target.path("webSocketDebuggerUrl").asText();
                }
            }
            if (pageAddress == null) {
                throw new IllegalStateException("Chromium opened no page: " + targets);
            }
            Listener listener = new Listener();
            WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(pageAddress), listener)
                    .get(START.toSeconds(), TimeUnit.SECONDS);
            HeadlessChromium chromium = new HeadlessChromium(process, profile, socket);
            listener.owner = chromium;
            return chromium;
        } catch (IOException | InterruptedException | RuntimeException e) {
            stop(process, profile);
            throw e;
        } catch (ExecutionException | TimeoutException e) {
            stop(process, profile);
            throw new IllegalStateException("could not reach Chromium's page", e);
        }
    }

    /** Chromium prints its DevTools address on standard error once it listens; nothing else says so. */
    private static String devtoolsAddress(Process process) throws IOException {
        CompletableFuture<String> address = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = err.readLine(); line != null; line = err.readLine()) {
                    Matcher matcher = DEVTOOLS.matcher(line);
                    if (matcher.find()) {
                        address.complete(matcher.group(1));
                    }
                }
                address.completeExceptionally(new IllegalStateException("Chromium exited without DevTools"));
            } catch (IOException e) {
                address.completeExceptionally(e);
            }
        }, "chromium-stderr");
        reader.setDaemon(true);
        reader.start();
        try {
            return address.get(START.toSeconds(), TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while Chromium started", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("Chromium did not open its DevTools port within " + START, e);
        }
    }

    void navigate(String url) {
        command("Page.navigate", Map.of("url", url));
    }

    /** The value of a script expression, awaited when it is a promise; a thrown error fails the call. */
    JsonNode evaluate(String expression) {
        JsonNode reply = command("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true,
                "awaitPromise", true));
        if (reply.has("exceptionDetails")) {
            throw new IllegalStateException("script failed: " + expression + ": " + reply.get("exceptionDetails"));
        }
        return reply.path("result").path("value");
    }

    /** Evaluates {@code expression} until its value satisfies {@code done}, or fails with the last value. */
    JsonNode await(String expression, Predicate<JsonNode> done, Duration within) {
        Instant deadline = Instant.now().plus(within);
        JsonNode value = evaluate(expression);
        while (!done.test(value)) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("after " + within + ", " + expression + " is still " + value);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            value = evaluate(expression);
        }
        return value;
    }

    private JsonNode command(String method, Map<String, Object> params) {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        replies.put(id, reply);
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", JSON.valueToTree(params));
        page.sendText(message.toString(), true).join();
        try {
            JsonNode answer = reply.get(REPLY.toSeconds(), TimeUnit.SECONDS);
            if (answer.has("error")) {
                throw new IllegalStateException(method + " failed: " + answer.get("error"));
            }
            return answer.path("result");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException(method + " got no answer within " + REPLY, e);
        } finally {
            replies.remove(id);
        }
    }

    private void received(String message) {
        try {
            JsonNode node = JSON.readTree(message);
            if (node.has("id")) {
                CompletableFuture<JsonNode> reply = replies.get(node.get("id").asInt());
                if (reply != null) {
                    reply.complete(node);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        page.abort();
        stop(process, profile);
    }

    private static void stop(Process process, Path profile) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> files = Files.walk(profile)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // A profile file still held by a dying process: the temporary directory is left to the system.
        }
    }

    /** Joins the frames of each DevTools message; events (messages without an id) are ignored. */
    private static final class Listener implements WebSocket.Listener {

        private final StringBuilder partial = new StringBuilder();
        private volatile HeadlessChromium owner;

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String message = partial.toString();
                partial.setLength(0);
                if (owner != null) {
                    owner.received(message);
                }
            }
            socket.request(1);
            return null;
        }
    }

    static List<String> texts(JsonNode array) {
        return Stream.iterate(0, i -> i < array.size(), i -> i + 1).map(i -> array.get(i).asText()).toList();
    }
}
