package io.campaignoutreach.adapter.telephony.simulated;

import java.lang.System.Logger;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/**
 * What the simulated carrier's two channels, calls and texts, share: the seed that makes a run repeat,
 * the latency of their events and the clock; and the events a channel has yet to report, each due at
 * its instant, delivered to the service's sink as a provider's webhooks, in batches. A batch the sink
 * fails is kept and tried again a second later, and so are the events it cannot apply yet.
 * {@link EventFaults} lose, repeat and hold back events as they are queued, drawn from the seed and
 * the channel's salt, so a run repeats exactly.
 *
 * <p>The queue has a lock of its own, never held while the sink works, so a sink may call back into
 * the carrier (a reconciliation read) while a delivery is under way.
 */
abstract class SimulatedChannel<E> implements AutoCloseable {

    private static final Logger LOG = System.getLogger(SimulatedChannel.class.getName());
    private static final int DELIVERY_BATCH = 500;
    private static final Duration REDELIVER_AFTER = Duration.ofSeconds(1);
    private static final Duration TICK = Duration.ofMillis(20);
    /**
     * Deliveries at once, each of its own batch, as a provider's webhooks arrive in parallel; with one,
     * the ends of a busy minute queued behind each other (benchmark "engine").
     */
    private static final int DELIVERERS = 2;

    final long seed;
    final Duration latency;
    final Clock clock;
    private final String what;
    private final EventFaults faults;
    private final SplittableRandom faultRandom;
    private final UnaryOperator<List<E>> sink;
    private final Object lock = new Object();
    private final PriorityQueue<Pending<E>> pending = new PriorityQueue<>();
    private boolean failing;
    private long sequence;
    private ScheduledExecutorService timer;

    private record Pending<E>(Instant due, long order, E event) implements Comparable<Pending<E>> {
        @Override
        public int compareTo(Pending<E> other) {
            int byDue = due.compareTo(other.due);
            return byDue != 0 ? byDue : Long.compare(order, other.order);
        }
    }

    /**
     * @param what      the events' name in logs and thread names, e.g. "Call events"
     * @param faultSalt kept apart from the seed, so that each channel draws its faults from a stream of its own
     * @param sink      applies a batch and returns the events it cannot apply yet; throws when it applied none
     */
    SimulatedChannel(String what, long seed, long faultSalt, Duration latency, Clock clock, EventFaults faults,
                     UnaryOperator<List<E>> sink) {
        this.what = Objects.requireNonNull(what, "what");
        this.seed = seed;
        this.latency = Objects.requireNonNull(latency, "latency");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.faults = Objects.requireNonNull(faults, "faults");
        this.faultRandom = new SplittableRandom(seed ^ faultSalt);
        this.sink = Objects.requireNonNull(sink, "sink");
        if (latency.isNegative()) {
            throw new IllegalArgumentException("latency must not be negative");
        }
    }

    /** Hands every event that is due to the sink, in batches; returns how many were delivered. */
    public int deliverDue() {
        int delivered = 0;
        while (true) {
            List<E> batch = takeDue();
            if (batch.isEmpty()) {
                return delivered;
            }
            List<E> notYet;
            try {
                notYet = sink.apply(batch);
            } catch (RuntimeException failed) {
                failed(batch, failed);
                return delivered;
            }
            delivered += batch.size() - notYet.size();
            if (keepNotYet(notYet)) {
                return delivered;
            }
        }
    }

    /** Delivers events on timer threads of its own until {@link #close()}. */
    public void start() {
        synchronized (lock) {
            if (timer != null) {
                return;
            }
            String threadName = "simulated-carrier-" + what.toLowerCase(Locale.ROOT).replace(' ', '-');
            timer = Executors.newScheduledThreadPool(DELIVERERS, task -> {
                Thread thread = new Thread(task, threadName);
                thread.setDaemon(true);
                return thread;
            });
            for (int i = 0; i < DELIVERERS; i++) {
                timer.scheduleWithFixedDelay(this::deliverSafely, TICK.toMillis(), TICK.toMillis(),
                        TimeUnit.MILLISECONDS);
            }
        }
    }

    @Override
    public void close() {
        synchronized (lock) {
            if (timer != null) {
                timer.shutdownNow();
                timer = null;
            }
        }
    }

    /** How many events wait to be delivered. */
    public int waiting() {
        synchronized (lock) {
            return pending.size();
        }
    }

    /** Queues an event due at {@code due}, unless the faults lose it; maybe held back, maybe twice. */
    void schedule(Instant due, E event) {
        synchronized (lock) {
            if (faultRandom.nextDouble() < faults.lose()) {
                return;
            }
            pending.add(new Pending<>(due.plus(delay()), sequence++, event));
            if (faultRandom.nextDouble() < faults.repeat()) {
                pending.add(new Pending<>(due.plus(delay()), sequence++, event));
            }
        }
    }

    private void deliverSafely() {
        try {
            deliverDue();
        } catch (RuntimeException e) {
            LOG.log(Logger.Level.WARNING, "Simulated carrier delivery failed: " + e.getClass().getSimpleName());
        }
    }

    private List<E> takeDue() {
        synchronized (lock) {
            Instant now = clock.instant();
            List<E> due = new ArrayList<>();
            while (!pending.isEmpty() && !pending.peek().due().isAfter(now) && due.size() < DELIVERY_BATCH) {
                due.add(pending.poll().event());
            }
            return due;
        }
    }

    /** After a batch the sink took: queues what it could not apply yet; true when that ends this round. */
    private boolean keepNotYet(List<E> notYet) {
        synchronized (lock) {
            if (failing) {
                failing = false;
                LOG.log(Logger.Level.INFO, what + " are delivered again");
            }
            redeliverLater(notYet);
            return !notYet.isEmpty();
        }
    }

    private void failed(List<E> batch, RuntimeException failure) {
        synchronized (lock) {
            // Said once while deliveries fail, not at every retry of an outage.
            if (!failing) {
                failing = true;
                LOG.log(Logger.Level.WARNING, what + " could not be delivered; trying again every second: "
                        + failure.getClass().getSimpleName());
            }
            redeliverLater(batch);
        }
    }

    private void redeliverLater(List<E> events) {
        Instant later = clock.instant().plus(REDELIVER_AFTER);
        events.forEach(event -> pending.add(new Pending<>(later, sequence++, event)));
    }

    private Duration delay() {
        long max = faults.maxDelay().toMillis();
        return max == 0 ? Duration.ZERO : Duration.ofMillis(faultRandom.nextLong(max + 1));
    }
}
