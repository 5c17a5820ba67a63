package io.campaignoutreach.bootstrap.soak;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * CPU time the load generator and the traffic server used during the traffic, next to what the
 * machine had: on a small machine the three (with PostgreSQL) share the same processors, so the
 * throughput figures only make sense with it.
 */
final class CpuUse {

    private final ProcessHandle server;
    private final Duration generatorAtStart;
    private final Duration serverAtStart;
    private final long startNanos = System.nanoTime();

    private CpuUse(ProcessHandle server) {
        this.server = server;
        this.generatorAtStart = cpu(ProcessHandle.current()).orElse(Duration.ZERO);
        this.serverAtStart = server == null ? Duration.ZERO : cpu(server).orElse(Duration.ZERO);
    }

    /** Starts measuring; {@code server} is null when the server is not this run's child process. */
    static CpuUse start(ProcessHandle server) {
        return new CpuUse(server);
    }

    /** One line: CPU seconds of each process and the machine's processor-seconds over the same time. */
    String since() {
        double wall = (System.nanoTime() - startNanos) / 1e9;
        int processors = Runtime.getRuntime().availableProcessors();
        String generator = cpu(ProcessHandle.current()).map(d -> seconds(d.minus(generatorAtStart))).orElse("?");
        String traffic = server == null ? "not measured" : cpu(server).map(d -> seconds(d.minus(serverAtStart)))
                .orElse("?");
        return String.format(Locale.ROOT, "load generator %s, traffic server %s, of %.0f s (%d processors x %.0f s);"
                + " the rest went to PostgreSQL and whatever else ran", generator, traffic, processors * wall,
                processors, wall);
    }

    private static Optional<Duration> cpu(ProcessHandle process) {
        return process.info().totalCpuDuration();
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toMillis() / 1000.0);
    }
}
