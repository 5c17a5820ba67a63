package io.campaignoutreach.bootstrap.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Interleaved rounds of a load benchmark: unmeasured rounds until the JIT compiler has settled, then
 * the measured ones. The service has far more code to compile than a bare endpoint, and on two
 * processors the compiler threads take a third of the processor time for a while; measured before
 * they are done, the service would be compared with a bare endpoint at full speed while it still
 * shares the processors with its compiler. So warm-up goes on, after {@code minWarmups} rounds,
 * until the compiler worked for less than {@link #SETTLED_SHARE} of a round's time, or for
 * {@code maxWarmups} rounds. (The compilation time is summed over the compiler's threads: on two
 * processors a busy compiler reports more time than the round took.)
 */
final class Rounds {

    /** Compilation, as a share of a warm-up round's time, that it may still add for the next rounds to count. */
    static final double SETTLED_SHARE = 0.05;

    /** One round: a figure for each endpoint, in a fixed order. */
    interface Round {
        double[] run() throws Exception;
    }

    /** How long the compiler must have compiled nothing for {@link #awaitQuietCompiler} to return. */
    private static final long QUIET_MILLIS = 100;

    private Rounds() {
    }

    /** The JIT compiler's time so far, in milliseconds summed over its threads. */
    static long compiledMillis() {
        return ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
    }

    /**
     * Waits until the JIT compiler has compiled nothing for {@link #QUIET_MILLIS}, or until
     * {@code deadline} has passed. A benchmark's setup between measured steps (creating the next
     * round's data) queues compilations of its own; without this wait they would run during the
     * measured step, on the same two processors.
     */
    static void awaitQuietCompiler(Duration deadline) throws InterruptedException {
        long giveUpAt = System.nanoTime() + deadline.toNanos();
        long last = compiledMillis();
        while (System.nanoTime() < giveUpAt) {
            Thread.sleep(QUIET_MILLIS);
            long now = compiledMillis();
            if (now == last) {
                return;
            }
            last = now;
        }
    }

    /**
     * Runs the rounds, printing each with {@code describe} ("warm-up" or "round N" before it, the
     * compilation time after a warm-up); returns the measured rounds' figures, one list per figure.
     */
    static List<List<Double>> run(int minWarmups, int maxWarmups, int rounds, Round round,
                                  Function<double[], String> describe) throws Exception {
        CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
        for (int warmup = 1; ; warmup++) {
            long before = compiler.getTotalCompilationTime();
            long started = System.nanoTime();
            double[] figures = round.run();
            long compiled = compiler.getTotalCompilationTime() - before;
            double took = (System.nanoTime() - started) / 1e6;
            System.out.printf(Locale.ROOT, "warm-up: %s (JIT compiled for %d ms of the round's %.0f)%n",
                    describe.apply(figures), compiled, took);
            if (warmup >= maxWarmups || warmup >= minWarmups && compiled < SETTLED_SHARE * took) {
                break;
            }
        }
        List<List<Double>> measured = new ArrayList<>();
        for (int number = 1; number <= rounds; number++) {
            double[] figures = round.run();
            for (int i = 0; i < figures.length; i++) {
                if (measured.size() <= i) {
                    measured.add(new ArrayList<>());
                }
                measured.get(i).add(figures[i]);
            }
            System.out.printf(Locale.ROOT, "round %d: %s%n", number, describe.apply(figures));
        }
        return measured;
    }
}
