package io.campaignoutreach.bootstrap.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Loads an endpoint the way the HTTP benchmarks compare them: {@link #CLIENTS} connections for a
 * spell, by wrk when it is installed (threads of the benchmark's own JVM would cap every endpoint at
 * what two processors can send), else by threads of this JVM. Also times one request after another
 * on a single connection, for latencies free of queueing.
 */
final class HttpLoad {

    static final int CLIENTS = 16;
    /** Whether wrk is installed: a load tool in its own process measures far more than threads of this JVM. */
    static final boolean WRK = installed("wrk");

    private final Duration spell;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    HttpLoad(Duration spell) {
        this.spell = spell;
    }

    /** What loads the endpoints, for the benchmark's heading. */
    static String tool() {
        return WRK ? "wrk" : "java.net.http threads of this JVM; install wrk for figures worth quoting";
    }

    /** Requests a second answered for the spell to {@link #CLIENTS} connections; a failed request fails the run. */
    double rate(String url, String key) throws Exception {
        return WRK ? wrk(url, key) : javaClients(url, key);
    }

    /** The body of one GET, which must be answered 200. */
    byte[] body(String url, String key) throws Exception {
        HttpResponse<byte[]> response = http.send(request(url, key), HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(url + " answered " + response.statusCode() + ": "
                    + new String(response.body(), StandardCharsets.UTF_8));
        }
        return response.body();
    }

    /** Median time of {@code count} GETs made one after another on one connection, in milliseconds. */
    double medianMillis(String url, String key, int count) throws Exception {
        HttpRequest request = request(url, key);
        List<Double> times = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long start = System.nanoTime();
            int status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            times.add((System.nanoTime() - start) / 1e6);
            if (status != 200) {
                throw new IllegalStateException(url + " answered " + status);
            }
        }
        return median(times);
    }

    /**
     * The 99th percentile latency, in milliseconds, and the rate reached, of GETs paced to about
     * {@code perSecond} for the spell over {@link #CLIENTS} connections. wrk paces each connection
     * with a pause after every answer; without wrk, threads of this JVM send on a fixed schedule.
     */
    Paced paced(String url, String key, double perSecond) throws Exception {
        return WRK ? wrkPaced(url, key, perSecond) : javaPaced(url, key, perSecond);
    }

    /** A paced run's figures. */
    record Paced(double p99Millis, double rate) {
    }

    private Paced wrkPaced(String url, String key, double perSecond) throws Exception {
        Path script = Files.createTempFile("paced", ".lua");
        try {
            // Each connection's cycle is its answer's latency plus this pause; the latency is small next to it.
            long pauseMillis = Math.max(1, Math.round(1_000.0 * CLIENTS / perSecond));
            Files.writeString(script, "function delay()\n  return " + pauseMillis + "\nend\n");
            String output = wrkRun(url, key, List.of("--latency", "-s", script.toString()));
            Matcher p99 = Pattern.compile("\\s99%\\s+([0-9.]+)(us|ms|s)").matcher(output);
            if (!p99.find()) {
                throw new IllegalStateException("wrk gave no p99:\n" + output);
            }
            double value = Double.parseDouble(p99.group(1));
            double millis = switch (p99.group(2)) {
                case "us" -> value / 1_000;
                case "s" -> value * 1_000;
                default -> value;
            };
            return new Paced(millis, requestsPerSecond(output));
        } finally {
            Files.deleteIfExists(script);
        }
    }

    private Paced javaPaced(String url, String key, double perSecond) throws Exception {
        HttpRequest request = request(url, key);
        long interval = (long) (1e9 * CLIENTS / perSecond);
        long start = System.nanoTime() + 10_000_000L;
        long end = start + spell.toNanos();
        List<List<Double>> latencies = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            latencies.add(new ArrayList<>());
        }
        clients(url, client -> failed -> {
            for (long due = start + interval * client / CLIENTS; due < end; due += interval) {
                LockSupport.parkNanos(due - System.nanoTime());
                long sent = System.nanoTime();
                if (!ok(request)) {
                    failed.incrementAndGet();
                }
                latencies.get(client).add((System.nanoTime() - sent) / 1e6);
            }
        });
        List<Double> all = latencies.stream().flatMap(List::stream).sorted().toList();
        double p99 = all.get((int) Math.min(all.size() - 1, Math.ceil(all.size() * 0.99) - 1));
        return new Paced(p99, all.size() / (spell.toNanos() / 1e9));
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static HttpRequest request(String url, String key) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).GET();
        if (key != null) {
            builder.header("x-api-key", key);
        }
        return builder.build();
    }

    private static boolean installed(String tool) {
        try {
            Process probe = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
            probe.getInputStream().readAllBytes();
            probe.waitFor();
            return true;
        } catch (Exception notThere) {
            return false;
        }
    }

    /** wrk's requests a second; non-2xx answers make the run fail, as a refused request would. */
    private double wrk(String url, String key) throws Exception {
        return requestsPerSecond(wrkRun(url, key, List.of()));
    }

    private String wrkRun(String url, String key, List<String> options) throws Exception {
        List<String> command = new ArrayList<>(List.of("wrk", "-t2", "-c" + CLIENTS, "-d" + spell.toSeconds() + "s",
                "--timeout", "30s"));
        command.addAll(options);
        if (key != null) {
            command.addAll(List.of("-H", "x-api-key: " + key));
        }
        command.add(url);
        Process run = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        run.waitFor();
        if (output.contains("Non-2xx") || output.contains("Socket errors")) {
            throw new IllegalStateException("requests to " + url + " failed:\n" + output);
        }
        return output;
    }

    private static double requestsPerSecond(String wrkOutput) {
        Matcher rate = Pattern.compile("Requests/sec:\\s+([0-9.]+)").matcher(wrkOutput);
        if (!rate.find()) {
            throw new IllegalStateException("wrk gave no rate:\n" + wrkOutput);
        }
        return Double.parseDouble(rate.group(1));
    }

    /** Requests a second that {@link #CLIENTS} threads of this JVM get answered 200 for the spell. */
    private double javaClients(String url, String key) throws Exception {
        HttpRequest request = request(url, key);
        AtomicLong answered = new AtomicLong();
        long start = System.nanoTime();
        long end = start + spell.toNanos();
        clients(url, client -> failed -> {
            while (System.nanoTime() < end) {
                if (ok(request)) {
                    answered.incrementAndGet();
                } else {
                    failed.incrementAndGet();
                }
            }
        });
        return answered.get() / ((System.nanoTime() - start) / 1e9);
    }

    /** Runs {@link #CLIENTS} threads, each given its number and the count of failed requests, and fails on any. */
    private static void clients(String url, IntFunction<Consumer<AtomicLong>> client) throws InterruptedException {
        AtomicLong failed = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            Consumer<AtomicLong> work = client.apply(i);
            Thread thread = new Thread(() -> work.accept(failed));
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        if (failed.get() > 0) {
            throw new IllegalStateException(failed.get() + " requests to " + url + " failed");
        }
    }

    private boolean ok(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (Exception e) {
            return false;
        }
    }
}
