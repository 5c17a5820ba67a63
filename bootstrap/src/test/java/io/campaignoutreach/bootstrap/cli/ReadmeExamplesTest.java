package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Try it" examples, run as written with curl against a demo server, each with the ids the demo
 * printed in place of its placeholders: every one must answer a success with something to show, so the README
 * cannot drift from the service again.
 */
class ReadmeExamplesTest {

    private static final Path README = Path.of("../README.md");
    private static final Pattern SHELL_BLOCK = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern PLACEHOLDER = Pattern.compile("<[a-z][a-zA-Z ]*>");
    private static final Duration JOB_FINAL = Duration.ofSeconds(20);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    @TempDir
    Path home;

    /** An example's answer: the HTTP status curl saw, and the body. */
    private record Answer(int status, String body) {
    }

    @Test
    void givenDemoServer_whenEveryTryItExampleIsRunAsWritten_thenEachSucceedsWithSomethingToShow() throws Exception {
        assumeTrue(onPath("curl"), "curl is not installed, so the README's examples cannot be run as written");
        List<String> examples = examples();
        assertThat(examples).as("curl examples in the README's \"Try it\"").hasSizeGreaterThan(15);
        // Only the status is added, by curl's own configuration file: the command lines stay as written.
        // A stalled server fails the example after 30 s instead of holding the build.
        Files.writeString(home.resolve(".curlrc"), "write-out = \"\\n%{http_code}\"\nmax-time = 30\n");
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        ServeCommand serve = new ServeCommand(new CliContext(Map.of("COS_HOST", "127.0.0.1", "COS_PORT", "0"),
                print, print, settings -> new InMemoryStore()));

        try (RunningServer server = serve.start(List.of("--demo"))) {
            Map<String, String> values = printedValues(server.port());
            for (String example : examples) {
                String command = substitute(example, values);
                Answer answer = run(command, values.get("$KEY"));
                assertThat(answer.status()).as(command + "\n" + answer.body()).isBetween(200, 299);
                JsonNode body = JSON.readTree(answer.body());
                if (body.has("statusUrl")) {
                    // Every enrollment the README makes must go through, whether or not it polls the job.
                    values.put("<statusUrl>", body.get("statusUrl").asText());
                    String poll = "curl -s -H \"x-api-key: $KEY\" " + values.get("localhost:8080")
                            + values.get("<statusUrl>");
                    JsonNode job = untilFinal(poll, values.get("$KEY"), JSON.readTree(run(poll, values.get("$KEY"))
                            .body()));
                    assertThat(job.get("status").asText()).as(command + "\n" + job).isEqualTo("completed");
                    assertThat(job.get("items")).as(command + "\n" + job)
                            .allSatisfy(item -> assertThat(item.get("code").asText()).isEqualTo("enrolled"));
                }
                if (answer.status() == 201 && body.path("campaign").has("id")) {
                    // A campaign the README made: the examples after it enroll into it.
                    values.put("<new campaign id>", body.at("/campaign/id").asText());
                }
                if (body.has("items")) {
                    assertThat(body.get("items")).as("a list with nothing to show: " + command).isNotEmpty();
                }
            }
        }
    }

    /** The curl command lines of the "Try it" section's shell blocks, continuation lines joined. */
    private static List<String> examples() throws IOException {
        String readme = Files.readString(README);
        int start = readme.indexOf("\n## Try it");
        String section = readme.substring(start, readme.indexOf("\n## ", start + 1));
        List<String> commands = new ArrayList<>();
        Matcher block = SHELL_BLOCK.matcher(section);
        while (block.find()) {
            StringBuilder command = new StringBuilder();
            for (String line : block.group(1).split("\n")) {
                command.append(line).append('\n');
                if (!line.endsWith("\\")) {
                    if (command.toString().strip().startsWith("curl")) {
                        commands.add(command.toString().strip());
                    }
                    command.setLength(0);
                }
            }
        }
        return commands;
    }

    /** What the demo printed, by the README's names for it, and the server's address for the README's. */
    private Map<String, String> printedValues(int port) {
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        Map<String, String> values = new LinkedHashMap<>();
        values.put("$KEY", lines.stream().filter(line -> line.startsWith("cc_")).findFirst().orElseThrow());
        values.put("localhost:8080", "127.0.0.1:" + port);
        values.put("<campaign id>", printed(lines, "campaign accepting enrollments:").get(0));
        List<List<String>> customers = lines.stream().filter(line -> line.contains("customer not enrolled in it:"))
                .map(line -> List.of(line.substring(line.indexOf(':') + 1).trim().split("\\s+"))).toList();
        values.put("<customer phone>", customers.get(0).get(1));
        values.put("<customer id>", customers.get(1).get(0));
        values.put("<inquiry id>", printed(lines, "inquiry still new:").get(0));
        values.put("<inquiry customer>", printed(lines, "inquiry still new:").get(1));
        List<String> zone = printed(lines, "time zone open for calls");
        values.put("<open time zone>", zone.get(1));
        values.put("<open state>", zone.get(2));
        return values;
    }

    private static List<String> printed(List<String> lines, String label) {
        String line = lines.stream().filter(l -> l.contains(label)).findFirst().orElseThrow();
        return List.of(line.substring(line.indexOf(label) + label.length()).trim().split("\\s+"));
    }

    private static String substitute(String example, Map<String, String> values) {
        String command = example;
        for (Map.Entry<String, String> value : values.entrySet()) {
            if (!value.getKey().equals("$KEY")) {
                command = command.replace(value.getKey(), value.getValue());
            }
        }
        Matcher left = PLACEHOLDER.matcher(command);
        if (left.find()) {
            fail("the README's example uses " + left.group() + ", which the demo does not print: " + example);
        }
        return command;
    }

    /** Runs the job's status request again until the job is final, as the README says to poll it. */
    private JsonNode untilFinal(String command, String key, JsonNode first) throws Exception {
        Instant deadline = Instant.now().plus(JOB_FINAL);
        JsonNode job = first;
        while (List.of("queued", "processing").contains(job.path("status").asText())) {
            assertThat(Instant.now()).as("the job is not final within " + JOB_FINAL + ": " + job).isBefore(deadline);
            TimeUnit.MILLISECONDS.sleep(100);
            job = JSON.readTree(run(command, key).body());
        }
        return job;
    }

    private Answer run(String command, String key) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true);
        builder.environment().put("KEY", key);
        builder.environment().put("HOME", home.toString());
        // curl reads CURL_HOME before HOME: one set around the build must not hide this configuration.
        builder.environment().put("CURL_HOME", home.toString());
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("the example did not finish within 30 seconds: " + command);
        }
        String text = new String(output, StandardCharsets.UTF_8);
        int lastLine = text.lastIndexOf('\n');
        assertThat(process.exitValue()).as("curl's exit status for " + command + "\n" + text).isZero();
        return new Answer(Integer.parseInt(text.substring(lastLine + 1).strip()), text.substring(0, lastLine));
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> !dir.isBlank() && Files.isExecutable(Path.of(dir, program)));
    }
}
