package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** Runs the command line in-process against one in-memory store shared by every command, capturing its output. */
final class CliFixture {

    final StorePorts repositories = InMemoryRepositories.create();
    /**
     * Names a database, as operators' commands need one; the store opener below ignores it and
     * hands every command the shared in-memory store.
     */
    final Map<String, String> env = new HashMap<>(Map.of("COS_DATABASE_URL", "jdbc:postgresql://127.0.0.1:1/fixture"));
    private ByteArrayOutputStream out = new ByteArrayOutputStream();
    private ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs one command with fresh output buffers and returns its exit code. */
    int run(String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        CliContext context = new CliContext(Map.copyOf(env), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), settings -> new InMemoryStore(repositories));
        return new Cli(context).run(args);
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** The line of stdout that holds a key (cc_ and 40 characters). */
    String printedKey() {
        return out().lines().filter(line -> line.matches("cc_[A-Za-z0-9]{40}")).findFirst()
                .orElseThrow(() -> new AssertionError("no key printed in:\n" + out()));
    }

    String printedKeyId() {
        return out().lines().filter(line -> line.startsWith("Key id: ")).map(line -> line.substring(8)).findFirst()
                .orElseThrow(() -> new AssertionError("no key id printed in:\n" + out()));
    }
}
