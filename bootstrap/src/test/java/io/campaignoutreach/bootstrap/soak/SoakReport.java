package io.campaignoutreach.bootstrap.soak;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The report printed at the end of a run, in a fixed-width block that pastes into Markdown as is. */
final class SoakReport {

    private static final int MAX_DETAIL = 400;

    /**
     * Everything the report shows. The probe's description and recorder are null, and {@code stopped}
     * is empty, when the run used a server that was already running.
     */
    record Inputs(SoakOptions options, String server, String probeServer, int probeClients, Targets targets,
                  double trafficSeconds, String cpu, Recorder traffic, JobLedger ledger, JobAudit.Result audit,
                  Recorder probe, List<ServerProcess.Stopped> stopped) {
    }

    private final Inputs in;
    private final PrintStream out;

    SoakReport(Inputs in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    /** Whether the run passed: no error on either server, every job final and consistent, servers stopped cleanly. */
    boolean passed() {
        return in.traffic().errors() == 0 && (in.probe() == null || in.probe().errors() == 0) && in.audit().passed()
                && in.stopped().stream().noneMatch(ServerProcess.Stopped::killed);
    }

    void print() {
        Recorder traffic = in.traffic();
        long served = traffic.served();
        long errors = traffic.errors();
        line("Soak run");
        line("  traffic        %d s, %d closed-loop clients (java.net.http, HTTP/1.1, loopback), seed %d",
                in.options().duration().toSeconds(), in.options().clients(), in.options().seed());
        line("  machine        %d processors, Java %s", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"));
        line("  server         %s", in.server());
        line("  targets        %s", in.targets().summary());
        line("");
        line("Requests served  %d in %.1f s = %.1f requests/s", served, in.trafficSeconds(),
                served / in.trafficSeconds());
        line("CPU time         %s", in.cpu());
        line("Statuses         %s", statuses(traffic));
        line("Errors           %d (%.3f%% of requests; anything but the expected 200/202, or no response)", errors,
                served == 0 ? 0.0 : 100.0 * errors / served);
        line("429 (intended)   %d on the traffic server; its clients waited %.0f s in all, as Retry-After asked",
                traffic.rateLimited(), traffic.waitedMillis() / 1000.0);
        line("");
        latencyTable(traffic, served);
        line("");
        jobs();
        if (in.probe() != null) {
            line("");
            probe(in.probe());
        }
        if (!in.stopped().isEmpty()) {
            line("");
            for (ServerProcess.Stopped stopped : in.stopped()) {
                line("Server stop      %s: SIGTERM, exit code %d after %.1f s%s", stopped.name(), stopped.exitCode(),
                        stopped.millis() / 1000.0, stopped.killed() ? " (did not stop in time: KILLED)" : "");
            }
        }
        samples("Error samples", allSamples());
        samples("Inconsistent jobs", in.audit().samples());
        line("");
        line("Result           %s", passed() ? "PASS" : "FAIL");
        out.flush();
    }

    private void latencyTable(Recorder traffic, long served) {
        line("%-44s %8s %6s %8s %8s %8s %8s %6s %5s", "Latency (ms) by request", "count", "share", "p50", "p90",
                "p99", "max", "errors", "429");
        LatencySeries all = new LatencySeries();
        traffic.latencies().values().forEach(all::addAll);
        row("all requests", all.summary(), served, traffic.errors(), traffic.rateLimited());
        for (RequestKind kind : RequestKind.values()) {
            LatencySeries series = traffic.latencies().get(kind);
            if (series != null) {
                long limited = traffic.statuses().getOrDefault(kind, Map.of()).getOrDefault(429, 0L);
                row(kind.label(), series.summary(), served, traffic.errors(kind), limited);
            }
        }
    }

    private void row(String label, LatencySeries.Summary summary, long served, long errors, long limited) {
        line("%-44s %8d %5.1f%% %8.1f %8.1f %8.1f %8.1f %6d %5d", label, summary.count(),
                served == 0 ? 0.0 : 100.0 * summary.count() / served, millis(summary.p50()), millis(summary.p90()),
                millis(summary.p99()), millis(summary.max()), errors, limited);
    }

    private void jobs() {
        JobLedger ledger = in.ledger();
        JobAudit.Result audit = in.audit();
        List<String> actions = new ArrayList<>();
        ledger.byAction().forEach((kind, count) -> actions.add(action(kind) + " " + count));
        line("Jobs accepted    %d (%s), %d entries; idempotent repeats %d, answered with the original job %d",
                ledger.jobs().size(), String.join(", ", actions), ledger.entries(), ledger.repeats(),
                ledger.repeatsOnSameJob());
        List<String> statuses = new ArrayList<>();
        audit.byStatus().forEach((status, count) -> statuses.add(status + " " + count));
        line("Jobs final       %d of %d (%s); not final after %d s: %d", ledger.jobs().size() - audit.notFinal(),
                ledger.jobs().size(), statuses.isEmpty() ? "none" : String.join(", ", statuses),
                in.options().jobDeadline().toSeconds(), audit.notFinal());
        LatencySeries.Summary span = audit.requestToFinal().summary();
        line("Job time         p50 %.0f ms, p90 %.0f ms, p99 %.0f ms, max %.0f ms (request sent to completedAt)",
                millis(span.p50()), millis(span.p90()), millis(span.p99()), millis(span.max()));
        line("Consistency      %s: %d of %d jobs consistent (processed == total, succeeded + skipped + failed =="
                        + " total, items == total, item outcomes match the counts, status follows D9)",
                audit.passed() ? "PASS" : "FAIL", audit.consistent(), ledger.jobs().size());
        line("Audit            %d reads in %.1f s after the traffic stopped", audit.requests(),
                audit.millis() / 1000.0);
    }

    private void probe(Recorder probe) {
        LatencySeries series = probe.latencies().get(RequestKind.LIMIT_PROBE);
        LatencySeries.Summary summary = (series == null ? new LatencySeries() : series).summary();
        line("Rate-limit probe %s;", in.probeServer());
        line("                 %d clients on one key of their own send %s back to back,", in.probeClients(),
                RequestKind.LIMIT_PROBE.label().replace(" (limit probe)", ""));
        line("                 each waiting the Retry-After of a 429 before its next request");
        line("                 %d requests: %s; waited %.0f s in total; errors %d; p50 %.1f ms", probe.served(),
                statuses(probe), probe.waitedMillis() / 1000.0, probe.errors(), millis(summary.p50()));
    }

    private List<Recorder.ErrorSample> allSamples() {
        List<Recorder.ErrorSample> samples = new ArrayList<>(in.traffic().samples());
        if (in.probe() != null) {
            samples.addAll(in.probe().samples());
        }
        return samples;
    }

    private void samples(String title, List<?> samples) {
        if (samples.isEmpty()) {
            return;
        }
        line("");
        line("%s (first %d):", title, samples.size());
        for (Object sample : samples) {
            if (sample instanceof Recorder.ErrorSample error) {
                line("  %s | %s -> %s | %s", error.kind().label(), error.request(),
                        error.status() == Recorder.NO_RESPONSE ? "no response" : String.valueOf(error.status()),
                        error.detail());
            } else {
                line("  %s", sample);
            }
        }
    }

    private static String statuses(Recorder recorder) {
        Map<Integer, Long> counts = new TreeMap<>();
        recorder.statuses().values().forEach(byStatus -> byStatus.forEach((status, count) ->
                counts.merge(status, count, Long::sum)));
        List<String> parts = new ArrayList<>();
        counts.forEach((status, count) -> parts.add((status == Recorder.NO_RESPONSE ? "no response" : status) + ": "
                + count));
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    private static String action(RequestKind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }

    private void line(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }

    /** A body cut to a readable length, on one line. */
    static String shorten(String text) {
        if (text == null) {
            return "";
        }
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= MAX_DETAIL ? flat : flat.substring(0, MAX_DETAIL) + "...";
    }
}
