package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The memory goal: 100,000 customers in memory served within 400 MB of resident memory, with the JVM
 * settings of {@code scripts/jvm-options}, and filling the store staying linear. It starts the server
 * as a user does ({@code scripts/serve --demo}: the built jar, in memory, the documented settings) as a
 * child process, fills it through {@code POST /v2/sync/medicare} in batches of 100 realistic records,
 * as a client would, timing each batch, reads some of the customers back, and reads the child's
 * resident memory (now and at its peak) from {@code /proc}. Takes {@code --customers N} (100,000).
 */
public final class MemoryBenchmark {

    private static final int DEFAULT_CUSTOMERS = 100_000;
    /** The most records one sync may carry. */
    private static final int BATCH = 100;
    private static final long GOAL_BYTES = 400L << 20;
    /** Per-batch times are noisy one by one; each figure is the median of the batches leading to it. */
    private static final int WINDOW = 10;
    private static final double[] CHECKPOINTS = {0.10, 0.25, 0.50, 0.75, 1.00};
    /**
     * When the store scanned its customers per record, a batch went from 160 ms to 2 s by 25,000
     * customers; noise and collections on a shared machine stay well within twice the first figure.
     */
    private static final double LINEAR_RATIO = 2.0;
    private static final int PROBES = 5;
    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(120);
    private static final Duration STOP_DEADLINE = Duration.ofSeconds(30);
    private static final Path LAUNCHER = Path.of("scripts", "serve");
    private static final long SEED = 20261124L;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final List<String> FEMALE = List.of("Barbara", "Linda", "Patricia", "Carol", "Susan", "Nancy",
            "Margaret", "Sandra", "Donna", "Joan", "Judith", "Elaine", "Rosa", "Gloria", "Diane", "Frances");
    private static final List<String> MALE = List.of("Robert", "James", "John", "William", "Richard", "Thomas",
            "Charles", "Donald", "Ronald", "Gary", "Joseph", "Kenneth", "Paul", "Frank", "Raymond", "Walter");
    private static final List<String> SURNAMES = List.of("Sullivan", "Murphy", "Johnson", "Williams", "Brown",
            "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson",
            "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Clark", "Lewis",
            "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores");
    private static final List<String> STREETS = List.of("Maple St", "Oak Ave", "Harbor Rd", "Elm St",
            "Pine Ridge Dr", "Bayview Ter", "Church St", "Washington St", "Palm Way", "Desert Willow Ln");
    private static final List<String> DOCTORS = List.of("Dr. Anita Shah", "Dr. Michael Chen", "Dr. Laura Bennett",
            "Dr. Samuel Ortiz", "Dr. Priya Raman", "Dr. Helen Park");
    private static final List<String[]> CARRIERS = List.of(
            new String[] {"Humana", "Humana Gold Plus (HMO)", "MAPD"},
            new String[] {"Aetna", "Aetna Medicare Value (PPO)", "MA"},
            new String[] {"UnitedHealthcare", "AARP Medicare Supplement Plan G", "MS"},
            new String[] {"Blue Cross Blue Shield", "Medicare Advantage Saver (HMO)", "MAPD"},
            new String[] {"Wellcare", "Wellcare Value Script (PDP)", "PDP"},
            new String[] {"Cigna", "Cigna Preferred Medicare (HMO)", "MA"});
    /** Area code, city, county, state, ZIP prefix, time zone; 20 area codes give 196,000 numbers. */
    private static final List<String[]> PLACES = List.of(
            new String[] {"617", "Boston", "Suffolk", "MA", "021", "America/New_York"},
            new String[] {"508", "Worcester", "Worcester", "MA", "016", "America/New_York"},
            new String[] {"781", "Quincy", "Norfolk", "MA", "021", "America/New_York"},
            new String[] {"978", "Lowell", "Middlesex", "MA", "018", "America/New_York"},
            new String[] {"401", "Providence", "Providence", "RI", "029", "America/New_York"},
            new String[] {"603", "Manchester", "Hillsborough", "NH", "031", "America/New_York"},
            new String[] {"207", "Portland", "Cumberland", "ME", "041", "America/New_York"},
            new String[] {"860", "Hartford", "Hartford", "CT", "061", "America/New_York"},
            new String[] {"727", "Clearwater", "Pinellas", "FL", "337", "America/New_York"},
            new String[] {"941", "Sarasota", "Sarasota", "FL", "342", "America/New_York"},
            new String[] {"239", "Naples", "Collier", "FL", "341", "America/New_York"},
            new String[] {"305", "Miami", "Miami-Dade", "FL", "331", "America/New_York"},
            new String[] {"813", "Tampa", "Hillsborough", "FL", "336", "America/New_York"},
            new String[] {"480", "Scottsdale", "Maricopa", "AZ", "852", "America/Phoenix"},
            new String[] {"520", "Tucson", "Pima", "AZ", "857", "America/Phoenix"},
            new String[] {"602", "Phoenix", "Maricopa", "AZ", "850", "America/Phoenix"},
            new String[] {"702", "Las Vegas", "Clark", "NV", "891", "America/Los_Angeles"},
            new String[] {"619", "San Diego", "San Diego", "CA", "921", "America/Los_Angeles"},
            new String[] {"214", "Dallas", "Dallas", "TX", "752", "America/Chicago"},
            new String[] {"512", "Austin", "Travis", "TX", "787", "America/Chicago"});
    /** Line numbers from 0200: the demo agency's customers hold 0100 to 0199, and a sync must create, not match. */
    private static final int FIRST_LINE = 200;
    private static final int MAX_CUSTOMERS = PLACES.size() * (10_000 - FIRST_LINE);

    private final int customers;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private MemoryBenchmark(int customers) {
        this.customers = customers;
    }

    public static void main(String[] args) throws Exception {
        new MemoryBenchmark(customers(args)).run();
    }

    private static int customers(String[] args) {
        int count = DEFAULT_CUSTOMERS;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--customers") && i + 1 < args.length) {
                count = Integer.parseInt(args[++i]);
            } else {
                throw new IllegalArgumentException("unknown option " + args[i] + "; known: --customers N");
            }
        }
        if (count < BATCH || count > MAX_CUSTOMERS || count % BATCH != 0) {
            throw new IllegalArgumentException("--customers must be a multiple of " + BATCH + " from " + BATCH
                    + " to " + MAX_CUSTOMERS);
        }
        return count;
    }

    /** What the child's memory and the fill looked like when the store held {@code customers}. */
    private record Checkpoint(int customers, double millisPerBatch, Memory memory) {
    }

    /** The server's heap after a full collection, as its own gauges give it. */
    private record Heap(long used, long committed, long nonHeapUsed, long threads) {
    }

    /** The child's resident memory now and at its peak, from {@code /proc/<pid>/status}. */
    private record Memory(long rssBytes, long peakBytes) {

        static Memory of(long pid) throws IOException {
            String status = Files.readString(Path.of("/proc", String.valueOf(pid), "status"));
            return new Memory(kilobytes(status, "VmRSS") << 10, kilobytes(status, "VmHWM") << 10);
        }

        private static long kilobytes(String status, String name) {
            Matcher matcher = Pattern.compile("(?m)^" + name + ":\\s+(\\d+) kB$").matcher(status);
            if (!matcher.find()) {
                throw new IllegalStateException(name + " missing from /proc status");
            }
            return Long.parseLong(matcher.group(1));
        }
    }

    private void run() throws Exception {
        if (!Files.isExecutable(LAUNCHER)) {
            throw new IllegalStateException("run from the repository's root (as scripts/bench does): " + LAUNCHER
                    + " starts the server");
        }
        Path stdout = Files.createTempFile("memory-benchmark", ".out");
        int port = freePort();
        Process child = launch(port, stdout);
        Thread killer = new Thread(() -> kill(child), "kill-server");
        Runtime.getRuntime().addShutdownHook(killer);
        try {
            String key = awaitStarted(child, port, stdout);
            measure(child, URI.create("http://127.0.0.1:" + port), key);
        } finally {
            stop(child);
            Runtime.getRuntime().removeShutdownHook(killer);
            Files.deleteIfExists(stdout);
        }
    }

    /**
     * {@code scripts/serve --demo} on a free port with only the {@code COS_} variables chosen here (the
     * caller's {@code COS_JAVA_OPTS} excepted, so that other JVM settings can be tried), and the per-key
     * rate limit at its maxima so that the fill is never throttled. Its log goes to this process's
     * stderr, its standard output (the demo key) to {@code stdout}.
     */
    private static Process launch(int port, Path stdout) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(LAUNCHER.toString(), "--demo")
                .redirectOutput(stdout.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT);
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.startsWith("COS_") && !name.equals("COS_JAVA_OPTS"));
        env.put("COS_HOST", "127.0.0.1");
        env.put("COS_PORT", String.valueOf(port));
        env.put("COS_RATE_LIMIT_PER_MINUTE", "1000000");
        env.put("COS_RATE_LIMIT_BURST", "100000");
        return builder.start();
    }

    /** Waits until the child answers its health probe and has printed the demo key, and returns the key. */
    private String awaitStarted(Process child, int port, Path stdout) throws Exception {
        HttpRequest health = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/healthz")).build();
        long deadline = System.nanoTime() + STARTUP_DEADLINE.toNanos();
        while (true) {
            Optional<String> key = demoKey(Files.readString(stdout, StandardCharsets.UTF_8));
            if (key.isPresent() && healthy(health)) {
                return key.get();
            }
            if (!child.isAlive()) {
                throw new IllegalStateException("the server exited with " + child.exitValue() + " while starting");
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the server did not start within " + STARTUP_DEADLINE);
            }
            child.waitFor(100, TimeUnit.MILLISECONDS);
        }
    }

    private boolean healthy(HttpRequest health) throws InterruptedException {
        try {
            return http.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException notListeningYet) {
            return false;
        }
    }

    /** The key {@code serve --demo} prints on the line after its announcement. */
    private static Optional<String> demoKey(String output) {
        Matcher matcher = Pattern.compile("Key \\(shown only now[^\\n]*\\n(\\S+)\\n").matcher(output);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }

    private void measure(Process child, URI base, String key) throws Exception {
        long pid = child.pid();
        System.out.printf(Locale.ROOT, "Memory benchmark: %,d customers synced in batches of %d into "
                + "scripts/serve --demo (in memory)%n", customers, BATCH);
        System.out.printf(Locale.ROOT, "Machine: %d processors, Java %s; server: %s%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), commandOf(pid));
        Memory started = Memory.of(pid);
        System.out.printf(Locale.ROOT, "started (demo agency only): RSS %s, peak %s%n", mb(started.rssBytes()),
                mb(started.peakBytes()));
        List<Checkpoint> checkpoints = fill(pid, base, key);
        List<Long> probeMillis = probe(base, key);
        Memory served = Memory.of(pid);
        Heap heap = heapAfterFullGc(pid, base);
        report(started, checkpoints, probeMillis, served, heap);
    }

    private void report(Memory started, List<Checkpoint> checkpoints, List<Long> probeMillis, Memory served,
                        Heap heap) {
        System.out.println();
        System.out.printf(Locale.ROOT, "%10s | %22s | %9s | %9s%n", "customers", "ms per batch of 100", "RSS",
                "peak RSS");
        System.out.printf(Locale.ROOT, "%10s | %22s | %9s | %9s%n", "", "(median of " + WINDOW + " batches)", "(MB)",
                "(MB)");
        System.out.printf(Locale.ROOT, "%10s | %22s | %9s | %9s%n", "0", "-", mbFigure(started.rssBytes()),
                mbFigure(started.peakBytes()));
        for (Checkpoint checkpoint : checkpoints) {
            System.out.printf(Locale.ROOT, "%,10d | %22.1f | %9s | %9s%n", checkpoint.customers(),
                    checkpoint.millisPerBatch(), mbFigure(checkpoint.memory().rssBytes()),
                    mbFigure(checkpoint.memory().peakBytes()));
        }
        System.out.printf(Locale.ROOT, "%n%,d GET /v2/customers/{id} of synced customers: each 200 with the profile"
                + " sent, %s ms%n", probeMillis.size(), probeMillis.stream().map(String::valueOf)
                .collect(Collectors.joining(", ")));
        System.out.printf(Locale.ROOT, "After the reads: RSS %s, peak %s; after a full GC (jcmd GC.run): heap used"
                        + " %s (live data), committed %s; non-heap used %s; %d threads%n", mb(served.rssBytes()),
                mb(served.peakBytes()), mb(heap.used()), mb(heap.committed()), mb(heap.nonHeapUsed()),
                heap.threads());
        Checkpoint first = checkpoints.get(0);
        Checkpoint last = checkpoints.get(checkpoints.size() - 1);
        double ratio = last.millisPerBatch() / first.millisPerBatch();
        System.out.println();
        System.out.printf(Locale.ROOT, "Goal: %,d customers in memory within %s RSS: RSS %s, peak %s -> %s%n",
                customers, mb(GOAL_BYTES), mb(served.rssBytes()), mb(served.peakBytes()),
                served.peakBytes() <= GOAL_BYTES ? "met" : "not met");
        System.out.printf(Locale.ROOT, "Goal: filling stays linear: per batch at %,d customers %.1f ms, at %,d "
                        + "%.1f ms: %.2fx (at most %.0fx) -> %s%n", first.customers(), first.millisPerBatch(),
                last.customers(), last.millisPerBatch(), ratio, LINEAR_RATIO, ratio <= LINEAR_RATIO ? "met"
                        : "not met");
        System.out.printf(Locale.ROOT, "(MB: 2^20 bytes. RSS and peak RSS are VmRSS and VmHWM of the server process;"
                + " the demo agency's 300 customers come on top.)%n");
    }

    /** Syncs the customers batch by batch, timing each, and notes the figures at each checkpoint. */
    private List<Checkpoint> fill(long pid, URI base, String key) throws Exception {
        int batches = customers / BATCH;
        List<Integer> marks = Arrays.stream(CHECKPOINTS).mapToObj(share -> (int) Math.round(batches * share))
                .distinct().toList();
        List<Double> millis = new ArrayList<>(batches);
        List<Checkpoint> checkpoints = new ArrayList<>();
        for (int batch = 0; batch < batches; batch++) {
            ArrayNode records = JSON.createArrayNode();
            for (int i = batch * BATCH; i < (batch + 1) * BATCH; i++) {
                records.add(record(i));
            }
            String body = JSON.writeValueAsString(JSON.createObjectNode().set("records", records));
            long start = System.nanoTime();
            HttpResponse<String> response = http.send(post(base, key, body), HttpResponse.BodyHandlers.ofString());
            millis.add((System.nanoTime() - start) / 1e6);
            JsonNode result = response.statusCode() == 200 ? JSON.readTree(response.body()) : null;
            if (result == null || result.path("succeeded").asInt() != BATCH) {
                // Only counts: the answer names the records, whose numbers and names stay out of the output.
                throw new IllegalStateException("batch " + batch + " answered " + response.statusCode()
                        + (result == null ? "" : " with " + result.path("succeeded").asInt() + " records applied"));
            }
            if (marks.contains(batch + 1)) {
                List<Double> window = millis.subList(Math.max(0, millis.size() - WINDOW), millis.size());
                Checkpoint checkpoint = new Checkpoint((batch + 1) * BATCH, median(window), Memory.of(pid));
                checkpoints.add(checkpoint);
                System.out.printf(Locale.ROOT, "%,9d customers: %6.1f ms per batch, RSS %s, peak %s%n",
                        checkpoint.customers(), checkpoint.millisPerBatch(), mb(checkpoint.memory().rssBytes()),
                        mb(checkpoint.memory().peakBytes()));
            }
        }
        return checkpoints;
    }

    /**
     * Reads synced customers back, spread over the fill, and checks each is the one sent. A client
     * learns a synced customer's id from a record the sync refuses (an undefined custom field): the
     * answer names the customer the record matched, and nothing is changed.
     */
    private List<Long> probe(URI base, String key) throws Exception {
        List<Long> millis = new ArrayList<>();
        for (int p = 0; p < PROBES; p++) {
            int index = (int) ((long) (customers - 1) * p / (PROBES - 1));
            ObjectNode record = record(index);
            ObjectNode refused = record.deepCopy();
            refused.putArray("customFields").addObject().put("fieldKey", "not_a_defined_field").put("value", "x");
            String body = JSON.writeValueAsString(JSON.createObjectNode().set("records",
                    JSON.createArrayNode().add(refused)));
            JsonNode answer = JSON.readTree(http.send(post(base, key, body), HttpResponse.BodyHandlers.ofString())
                    .body());
            String id = answer.path("errors").path(0).path("id").asText("");
            long start = System.nanoTime();
            HttpResponse<String> read = http.send(HttpRequest.newBuilder(base.resolve("/v2/customers/" + id))
                    .header("x-api-key", key).GET().build(), HttpResponse.BodyHandlers.ofString());
            millis.add((System.nanoTime() - start) / 1_000_000);
            JsonNode customer = read.statusCode() == 200 ? JSON.readTree(read.body()) : null;
            boolean same = customer != null && customer.path("clientCustomerId").asText().equals(
                    record.path("externalId").asText()) && customer.path("lastName").asText().equals(
                    record.path("lastName").asText()) && customer.path("policies").size()
                    == record.path("policies").size();
            if (!same) {
                throw new IllegalStateException("synced customer " + index + " was not served as sent (status "
                        + read.statusCode() + ")");
            }
        }
        return millis;
    }

    /**
     * The heap as live data: a full collection (through {@code jcmd}) then the server's own gauges at
     * {@code /metrics}. Taken after the resident memory was read, since a collection may return memory.
     */
    private Heap heapAfterFullGc(long pid, URI base) throws Exception {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        Process gc = new ProcessBuilder(jcmd.toString(), String.valueOf(pid), "GC.run")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!gc.waitFor(60, TimeUnit.SECONDS)) {
            gc.destroyForcibly();
        }
        String metrics = metrics(base);
        return new Heap(gauge(metrics, "jvm_memory_used_bytes", "area=\"heap\""),
                gauge(metrics, "jvm_memory_committed_bytes", "area=\"heap\""),
                gauge(metrics, "jvm_memory_used_bytes", "area=\"nonheap\""),
                gauge(metrics, "jvm_threads_live_threads", ""));
    }

    /** The server's {@code /metrics}, asked again while it does not answer, as just after a long collection. */
    private String metrics(URI base) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(base.resolve("/metrics")).timeout(Duration.ofSeconds(30))
                .GET().build();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            try {
                return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
            } catch (IOException notAnswering) {
                if (System.nanoTime() > deadline) {
                    throw notAnswering;
                }
            }
            TimeUnit.MILLISECONDS.sleep(200);
        }
    }

    /** The sum of a Prometheus gauge over the series whose labels contain {@code label}. */
    private static long gauge(String metrics, String name, String label) {
        return Math.round(metrics.lines()
                .filter(line -> line.startsWith(name + "{") || line.startsWith(name + " "))
                .filter(line -> line.contains(label))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .sum());
    }

    private static HttpRequest post(URI base, String key, String json) {
        return HttpRequest.newBuilder(base.resolve("/v2/sync/medicare")).header("x-api-key", key)
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(json)).build();
    }

    /**
     * Customer {@code index} as an agency's CRM would send it: names, contact and address, Medicare
     * details, one or two policies and some of the demo agency's custom fields. Drawn from a random
     * source of its own, so the same index gives the same record.
     */
    private static ObjectNode record(int index) {
        Random random = new Random(SEED * 1_000_003L + index);
        String[] place = PLACES.get(index % PLACES.size());
        boolean female = random.nextBoolean();
        String first = pick(random, female ? FEMALE : MALE);
        String last = pick(random, SURNAMES);
        LocalDate birth = LocalDate.of(1940 + random.nextInt(22), 1 + random.nextInt(12), 1 + random.nextInt(28));
        ObjectNode record = JSON.createObjectNode()
                .put("externalId", "crm-" + (1_000_000 + index))
                .put("mbiNumber", (1 + index % 9) + "EG" + String.format(Locale.ROOT, "%08d", index))
                .put("firstName", first)
                .put("lastName", last)
                .put("phoneNumber", "(" + place[0] + ") 555-" + String.format(Locale.ROOT, "%04d",
                        FIRST_LINE + index / PLACES.size()))
                .put("email", (first + "." + last).toLowerCase(Locale.ROOT) + index + "@example.com")
                .put("address", (10 + random.nextInt(980)) + " " + pick(random, STREETS))
                .put("city", place[1])
                .put("county", place[2])
                .put("state", place[3])
                .put("postalCode", place[4] + String.format(Locale.ROOT, "%02d", random.nextInt(100)))
                .put("timezone", place[5])
                .put("dateOfBirth", birth.toString())
                .put("gender", female ? "Female" : "Male")
                .put("maritalStatus", pick(random, List.of("Married", "Married", "Widowed", "Single", "Divorced")))
                .put("language", random.nextInt(8) == 0 ? "Spanish" : "English")
                .put("isDecisionMaker", random.nextInt(10) != 0)
                .put("veteran", random.nextInt(7) == 0)
                .put("doNotSMS", random.nextInt(20) == 0);
        ArrayNode values = record.putArray("customFields");
        values.addObject().put("fieldKey", "preferred_contact_time")
                .put("value", pick(random, List.of("Morning", "Afternoon", "Evening")));
        if (random.nextBoolean()) {
            values.addObject().put("fieldKey", "primary_care_physician").put("value", pick(random, DOCTORS));
        }
        values.addObject().put("fieldKey", "monthly_drug_spend").put("value", String.valueOf(random.nextInt(60) * 5));
        values.addObject().put("fieldKey", "wants_dental_coverage").put("value", String.valueOf(random.nextBoolean()));
        ArrayNode policies = record.putArray("policies");
        int count = random.nextInt(3) == 0 ? 2 : 1;
        for (int p = 0; p < count; p++) {
            String[] carrier = pick(random, CARRIERS);
            policies.addObject()
                    .put("policyType", carrier[2])
                    .put("carrierName", carrier[0])
                    .put("planName", carrier[1])
                    .put("planCode", "H" + (1_000 + random.nextInt(9_000)) + "-0" + (10 + random.nextInt(90)))
                    .put("policyNumber", "HVP" + index + "-" + p)
                    .put("effectiveDate", (2024 + random.nextInt(3)) + "-01-01")
                    .put("electionPeriod", pick(random, List.of("AEP", "IEP", "OEP", "SEP")))
                    .put("monthlyPremium", pick(random, List.of("0.00", "19.50", "38.00", "142.00")))
                    .put("writingAgentName", pick(random, List.of("Maria Delgado", "Tom Brennan", "Aisha Rahman")))
                    .put("policyLives", 1);
        }
        return record;
    }

    private static <T> T pick(Random random, List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    /** The command line the child runs, JVM options included, as the kernel sees it. */
    private static String commandOf(long pid) throws IOException {
        String[] argv = Files.readString(Path.of("/proc", String.valueOf(pid), "cmdline"), StandardCharsets.UTF_8)
                .split("\0");
        return "java " + String.join(" ", Arrays.asList(argv).subList(1, argv.length));
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }

    private static String mb(long bytes) {
        return mbFigure(bytes) + " MB";
    }

    private static String mbFigure(long bytes) {
        return String.format(Locale.ROOT, "%.0f", bytes / (double) (1L << 20));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** Asks the server to stop as an operator would (SIGTERM), and kills it when it does not in time. */
    private static void stop(Process child) throws InterruptedException {
        child.destroy();
        if (!child.waitFor(STOP_DEADLINE.toSeconds(), TimeUnit.SECONDS)) {
            kill(child);
        }
    }

    /** Ends the launcher and whatever it started (a build, before it replaced itself with the server). */
    private static void kill(Process child) {
        child.descendants().forEach(ProcessHandle::destroyForcibly);
        child.destroyForcibly();
    }
}
