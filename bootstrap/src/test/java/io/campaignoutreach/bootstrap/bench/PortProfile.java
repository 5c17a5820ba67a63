package io.campaignoutreach.bootstrap.bench;

import io.campaignoutreach.application.fixtures.RepositoryPorts;
import io.campaignoutreach.application.shared.StorePorts;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Rough profile of where a job's time goes: wraps every outbound port of a store so each call is
 * counted and timed, by port and method. A unit of work's time includes the calls made inside it,
 * so inTransaction overlaps the rest; it says how long chunks are, the others what fills them.
 */
final class PortProfile {

    private final Map<String, Tally> tallies = new ConcurrentHashMap<>();
    private volatile boolean recording = true;

    /** The same store with every port timed; by record component, so a port added later is timed too. */
    StorePorts wrap(StorePorts repositories) {
        return RepositoryPorts.map(repositories, this::timed);
    }

    void reset() {
        tallies.clear();
    }

    /** Seeding between rounds is not part of a job, so it is left out. */
    void recording(boolean on) {
        recording = on;
    }

    /** Prints calls and time per round of each port method, the most expensive first. */
    void print(String label, int rounds) {
        System.out.printf(Locale.ROOT, "  Port calls per measured round on %s (time includes nested calls):%n", label);
        tallies.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, Tally> e) -> e.getValue().nanos.sum()).reversed())
                .forEach(e -> System.out.printf(Locale.ROOT, "    %-58s %7.1f calls %9.1f ms  (%.2f ms/call)%n",
                        e.getKey(), e.getValue().calls.sum() / (double) rounds,
                        e.getValue().nanos.sum() / 1e6 / rounds,
                        e.getValue().nanos.sum() / 1e6 / Math.max(1, e.getValue().calls.sum())));
    }

    private Object timed(Class<?> type, Object port) {
        InvocationHandler handler = (proxy, method, args) -> {
            long start = System.nanoTime();
            try {
                return method.invoke(port, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            } finally {
                if (recording) {
                    Tally tally = tallies.computeIfAbsent(type.getSimpleName() + "." + method.getName(),
                            k -> new Tally());
                    tally.calls.increment();
                    tally.nanos.add(System.nanoTime() - start);
                }
            }
        };
        return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler);
    }

    /** Calls and total time of one port method. */
    private static final class Tally {
        final LongAdder calls = new LongAdder();
        final LongAdder nanos = new LongAdder();
    }
}
