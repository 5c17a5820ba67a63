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
 * The events a simulated carrier has yet to report, each due at its instant, and their delivery to
 * the service's sink, as a provider's webhooks: in batches, a batch the sink fails kept and tried
 * again a second later, the events the sink cannot apply yet tried again too. {@link EventFaults}
 * lose, repeat and hold back events as they are queued, drawn from the seed given, so a run repeats.
 * Calls and texts each have one.
 *
 * <p>Its lock is its own and is never held while the sink works, so a sink may call back into the
 * carrier (a reconciliation read) while a delivery is under way.
 */
final class EventQueue<E> implements AutoCloseable {

    private static final Logger LOG = System.getLogger(EventQueue.class.getName());
    private static final int DELIVERY_BATCH = 500;
    private static final Duration REDELIVER_AFTER = Duration.ofSeconds(1);
    private static final Duration TICK = Duration.ofMillis(20);
    /**
     * Deliveries at once, each of its own batch, as a provider's webhooks arrive in parallel; with one,
     * the ends of a busy minute queued behind each other (benchmark "engine").
     */
    private static final int DELIVERERS = 2;

    private final String what;
    private final Clock clock;
    private final EventFaults faults;
    private final SplittableRandom faultRandom;
    private final UnaryOperator<List<E>> sink;
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
     * @param what  the events' name in logs and thread names, e.g. "Call events"
     * @param sink  applies a batch and returns the events it cannot apply yet; throws when it applied none
     */
    EventQueue(String what, Clock clock, EventFaults faults, long faultSeed, UnaryOperator<List<E>> sink) {
        this.what = Objects.requireNonNull(what, "what");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.faults = Objects.requireNonNull(faults, "faults");
        this.faultRandom = new SplittableRandom(faultSeed);
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    /** Queues an event due at {@code due}, unless the faults lose it; maybe held back, maybe twice. */
    synchronized void schedule(Instant due, E event) {
        if (faultRandom.nextDouble() < faults.lose()) {
            return;
        }
        pending.add(new Pending<>(due.plus(delay()), sequence++, event));
        if (faultRandom.nextDouble() < faults.repeat()) {
            pending.add(new Pending<>(due.plus(delay()), sequence++, event));
        }
    }

    /** Hands every event that is due to the sink, in batches; returns how many were delivered. */
    int deliverDue() {
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
            if (delivering(notYet)) {
                return delivered;
            }
        }
    }

    /** Delivers events on timer threads of its own until {@link #close()}. */
    synchronized void start() {
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
            timer.scheduleWithFixedDelay(this::deliverSafely, TICK.toMillis(), TICK.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public synchronized void close() {
        if (timer != null) {
            timer.shutdownNow();
            timer = null;
        }
    }

    /** How many events wait to be delivered. */
    synchronized int waiting() {
        return pending.size();
    }

    private void deliverSafely() {
        try {
            deliverDue();
        } catch (RuntimeException e) {
            LOG.log(Logger.Level.WARNING, "Simulated carrier delivery failed: " + e.getClass().getSimpleName());
        }
    }

    private synchronized List<E> takeDue() {
        Instant now = clock.instant();
        List<E> due = new ArrayList<>();
        while (!pending.isEmpty() && !pending.peek().due().isAfter(now) && due.size() < DELIVERY_BATCH) {
            due.add(pending.poll().event());
        }
        return due;
    }

    /** After a batch the sink took: queues what it could not apply yet; true when that ends this round. */
    private synchronized boolean delivering(List<E> notYet) {
        if (failing) {
            failing = false;
            LOG.log(Logger.Level.INFO, what + " are delivered again");
        }
        redeliverLater(notYet);
        return !notYet.isEmpty();
    }

    private synchronized void failed(List<E> batch, RuntimeException failure) {
        // Said once while deliveries fail, not at every retry of an outage.
        if (!failing) {
            failing = true;
            LOG.log(Logger.Level.WARNING, what + " could not be delivered; trying again every second: "
                    + failure.getClass().getSimpleName());
        }
        redeliverLater(batch);
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
