package io.campaignoutreach.bootstrap.soak;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * What a soak run does, from its command-line options. Without {@code --url} the run starts its
 * own server from the built jar on a fresh PostgreSQL schema; with {@code --url} and {@code --key}
 * it drives a server that is already running, which must listen on a loopback address.
 */
record SoakOptions(Duration duration, int clients, long seed, URI url, String key, int customers, int jobCampaigns,
                   Duration pollEvery, Duration jobDeadline, boolean limitProbe, Path jar, Path serverLog,
                   String databaseUrl) {

    static final String DEFAULT_DATABASE_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    /** Seeded customers get phone numbers 555-0200 upwards of one area code: 9,800 of them stay clear of the demo's. */
    static final int MAX_CUSTOMERS = 9_800;
    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "[::1]", "::1");

    static final String USAGE = """
            Usage: SoakRun [options]
              --duration SECONDS     length of the traffic phase (default 120)
              --clients N            concurrent closed-loop clients (default 16)
              --seed N               seed of the clients' choices (default 20260101)
              --customers N          extra customers seeded for enrollment jobs (default 5000, at most 9800)
              --job-campaigns N      dedicated active campaigns the jobs enroll into (default 4)
              --poll-ms N            how often a client polls its unfinished job (default 500)
              --job-deadline SECONDS how long jobs may take to end after the traffic (default 60)
              --no-limit-probe       skip the second server that shows the default rate limit
              --jar PATH             the built jar (default bootstrap/target/campaign-outreach.jar)
              --server-log PATH      log of the started server (default bootstrap/target/soak-server.log)
              --url URL --key KEY    drive a running server on a loopback address instead of starting one
            PostgreSQL: COS_TEST_DATABASE_URL (default %s).
            """.formatted(DEFAULT_DATABASE_URL);

    static SoakOptions parse(List<String> args, String databaseUrl) {
        Duration duration = Duration.ofSeconds(120);
        int clients = 16;
        long seed = 20_260_101L;
        URI url = null;
        String key = null;
        int customers = 5_000;
        int jobCampaigns = 4;
        Duration pollEvery = Duration.ofMillis(500);
        Duration jobDeadline = Duration.ofSeconds(60);
        boolean limitProbe = true;
        Path jar = Path.of("bootstrap/target/campaign-outreach.jar");
        Path serverLog = Path.of("bootstrap/target/soak-server.log");
        for (int i = 0; i < args.size(); i++) {
            String option = args.get(i);
            switch (option) {
                case "--duration" -> duration = Duration.ofSeconds(number(option, value(args, ++i), 1, 3_600));
                case "--clients" -> clients = (int) number(option, value(args, ++i), 1, 256);
                case "--seed" -> seed = number(option, value(args, ++i), Long.MIN_VALUE, Long.MAX_VALUE);
                case "--customers" -> customers = (int) number(option, value(args, ++i), 100, MAX_CUSTOMERS);
                case "--job-campaigns" -> jobCampaigns = (int) number(option, value(args, ++i), 1, 50);
                case "--poll-ms" -> pollEvery = Duration.ofMillis(number(option, value(args, ++i), 10, 60_000));
                case "--job-deadline" -> jobDeadline = Duration.ofSeconds(number(option, value(args, ++i), 1, 3_600));
                case "--no-limit-probe" -> limitProbe = false;
                case "--jar" -> jar = Path.of(value(args, ++i));
                case "--server-log" -> serverLog = Path.of(value(args, ++i));
                case "--url" -> url = loopback(value(args, ++i));
                case "--key" -> key = value(args, ++i);
                default -> throw new IllegalArgumentException("unknown option " + option + "\n" + USAGE);
            }
        }
        if ((url == null) != (key == null)) {
            throw new IllegalArgumentException("--url and --key go together\n" + USAGE);
        }
        return new SoakOptions(duration, clients, seed, url, key, customers, jobCampaigns, pollEvery, jobDeadline,
                limitProbe && url == null, jar, serverLog, databaseUrl);
    }

    /** Whether the run starts (and stops) its own server. */
    boolean startsServer() {
        return url == null;
    }

    private static String value(List<String> args, int index) {
        if (index >= args.size()) {
            throw new IllegalArgumentException(args.get(index - 1) + " needs a value\n" + USAGE);
        }
        return args.get(index);
    }

    private static long number(String option, String text, long min, long max) {
        try {
            long value = Long.parseLong(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the accepted range
        }
        throw new IllegalArgumentException(option + " must be a whole number from " + min + " to " + max + ", got '"
                + text + "'");
    }

    /** The soak is a loopback tool: it must never load a server on another machine by mistake. */
    private static URI loopback(String text) {
        URI uri = URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || !LOOPBACK.contains(uri.getHost())) {
            throw new IllegalArgumentException("--url must be http:// on a loopback address (127.0.0.1, localhost"
                    + " or [::1]), got " + text);
        }
        return uri;
    }
}
