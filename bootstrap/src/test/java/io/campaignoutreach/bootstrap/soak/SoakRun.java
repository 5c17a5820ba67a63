package io.campaignoutreach.bootstrap.soak;

import io.campaignoutreach.bootstrap.config.Settings;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Soak run (not a test): mixed API traffic from closed-loop clients for a bounded time while
 * enrollment jobs run, then a check that every accepted job ended consistently. Run it with
 * {@code scripts/soak}; {@code docs/benchmarks.md} says what it does and records a run.
 * Exit code: 0 when the run passed, 1 when it found errors or inconsistent jobs, 2 when it could
 * not run.
 */
public final class SoakRun {

    /**
     * Clients of the rate-limit probe, all on the probe's key: together they outrun the default
     * refill of 10 requests a second even when each request takes a few hundred milliseconds.
     */
    private static final int PROBE_CLIENTS = 8;

    private final SoakOptions options;
    private final ProgressLog progress = new ProgressLog();
    private final HttpClient http = Api.newClient();
    /** Makes idempotency keys and synced external ids unique to this run, should a server see several. */
    private final String runId;

    private SoakRun(SoakOptions options) {
        this.options = options;
        byte[] bytes = new byte[4];
        ThreadLocalRandom.current().nextBytes(bytes);
        this.runId = HexFormat.of().formatHex(bytes);
    }

    public static void main(String[] args) {
        int code;
        try {
            String databaseUrl = System.getenv().getOrDefault("COS_TEST_DATABASE_URL",
                    SoakOptions.DEFAULT_DATABASE_URL);
            code = new SoakRun(SoakOptions.parse(List.of(args), databaseUrl)).run();
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
            code = 2;
        } catch (Exception e) {
            System.out.println("Soak run could not complete: " + e);
            e.printStackTrace();
            code = 2;
        }
        System.exit(code);
    }

    private int run() throws Exception {
        if (!options.startsServer()) {
            Api api = new Api(http, options.url(), options.key());
            Traffic traffic = drive(api, null, null, null);
            return report(traffic, "the running server at " + options.url(), null, List.of());
        }
        try (LocalDeployment local = LocalDeployment.start(options, progress)) {
            Api api = new Api(http, local.traffic().url(), local.seeded().trafficKey());
            Api probeApi = local.probe() == null ? null
                    : new Api(http, local.probe().url(), local.seeded().probeKey());
            Traffic traffic = drive(api, probeApi, local.seeded(), local.traffic().handle());
            progress.say("stopping the servers (SIGTERM)");
            List<ServerProcess.Stopped> stopped = local.stopServers();
            progress.say("dropping schema " + local.schema());
            String probe = local.probe() == null ? null : String.format(Locale.ROOT, "a second serve on the same"
                    + " schema (no job workers) with the default per-key limit, %d/min with bursts of %d",
                    local.probeSettings().rateLimitPerMinute(), local.probeSettings().rateLimitBurst());
            return report(traffic, describe(local), probe, stopped);
        }
    }

    /** Discovers the targets, runs the clients (and the probe) to the end of the duration, then audits the jobs. */
    private Traffic drive(Api api, Api probeApi, SoakWorkspace.Seeded seeded, ProcessHandle server)
            throws Exception {
        progress.say("discovering campaigns, sources, inquiries and customers through the API");
        Targets targets = new Discovery(api).discover(seeded);
        progress.say(targets.summary());
        TrafficMix mix = new TrafficMix(targets);
        JobLedger ledger = new JobLedger();
        long start = System.nanoTime();
        long end = start + options.duration().toNanos();
        List<SoakClient> clients = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < options.clients(); i++) {
            Random random = new Random(options.seed() + i);
            SoakClient client = new SoakClient(api, new RequestFactory(api, targets, random,
                    "soak-" + runId + "-c" + i), mix, random, ledger, end, options.pollEvery());
            clients.add(client);
            threads.add(new Thread(client, "soak-client-" + i));
        }
        List<LimitProbe> probes = new ArrayList<>();
        for (int i = 0; probeApi != null && i < PROBE_CLIENTS; i++) {
            LimitProbe probe = new LimitProbe(probeApi, end);
            probes.add(probe);
            threads.add(new Thread(probe, "soak-limit-probe-" + i));
        }
        progress.say("traffic: " + options.clients() + " clients for " + options.duration().toSeconds() + " s");
        CpuUse cpu = CpuUse.start(server);
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        String cpuUsed = cpu.since();
        Recorder total = new Recorder();
        clients.forEach(client -> client.recorder().mergeInto(total));
        progress.say("traffic done: " + total.served() + " responses; auditing " + ledger.jobs().size() + " jobs");
        JobAudit.Result audit = new JobAudit(api).audit(ledger.jobs(), options.jobDeadline());
        Recorder probed = probes.isEmpty() ? null : new Recorder();
        probes.forEach(probe -> probe.recorder().mergeInto(probed));
        return new Traffic(targets, seconds, cpuUsed, total, ledger, audit, probed);
    }

    private int report(Traffic traffic, String server, String probeServer, List<ServerProcess.Stopped> stopped) {
        SoakReport report = new SoakReport(new SoakReport.Inputs(options, server, probeServer, PROBE_CLIENTS,
                traffic.targets(), traffic.seconds(), traffic.cpu(), traffic.recorder(), traffic.ledger(),
                traffic.audit(), traffic.probe(), stopped), System.out);
        System.out.println();
        report.print();
        return report.passed() ? 0 : 1;
    }

    private String describe(LocalDeployment local) {
        Settings settings = local.trafficSettings();
        return String.format(Locale.ROOT, "serve of the built jar on PostgreSQL (fresh schema, dropped after): %d job"
                        + " workers, chunks of %d, pool of %d, per-key limit %d/min with bursts of %d (high, so the"
                        + " traffic is not throttled); data: demo agency + %d customers, %d job campaigns",
                settings.jobWorkers(), settings.jobChunkSize(), settings.dbPoolSize(), settings.rateLimitPerMinute(),
                settings.rateLimitBurst(), options.customers(), options.jobCampaigns());
    }

    /** What the traffic phase and the audit produced. */
    private record Traffic(Targets targets, double seconds, String cpu, Recorder recorder, JobLedger ledger,
                           JobAudit.Result audit, Recorder probe) {
    }
}
