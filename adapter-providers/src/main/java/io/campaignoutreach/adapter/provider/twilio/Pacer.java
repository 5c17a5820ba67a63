package io.campaignoutreach.adapter.provider.twilio;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;

/**
 * At most {@code perSecond} requests in any second, for one account: each request reserves the next free slot
 * and its thread waits for it. Slots are reserved under a lock and waited for outside it, so one thread's wait
 * never holds up another's reservation. A request whose slot lies further ahead than {@code maxWait} reserves
 * nothing and is told so: the engine tries it again later rather than holding one of its threads for long.
 */
final class Pacer {

    /** The span the account's requests are counted over; a request refused here finds room once it has passed. */
    static final Duration WINDOW = Duration.ofSeconds(1);

    private final int perSecond;
    private final Duration maxWait;
    private final Clock clock;
    private final Sleeper sleeper;
    private final Deque<Instant> granted = new ArrayDeque<>();

    Pacer(int perSecond, Duration maxWait, Clock clock, Sleeper sleeper) {
        if (perSecond < 1) {
            throw new IllegalArgumentException("at least one request a second");
        }
        this.perSecond = perSecond;
        this.maxWait = Objects.requireNonNull(maxWait, "maxWait");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
    }

    /** Waits for a slot; false when the wait would be too long, or the thread was interrupted while waiting. */
    boolean awaitSlot() {
        Duration wait = reserve();
        if (wait == null) {
            return false;
        }
        if (wait.isZero() || wait.isNegative()) {
            return true;
        }
        try {
            sleeper.sleep(wait);
            return true;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The wait until the reserved slot, or null when it lies beyond {@code maxWait}. */
    private synchronized Duration reserve() {
        Instant now = clock.instant();
        Instant slot = now;
        if (granted.size() >= perSecond) {
            Instant windowOpens = granted.peekFirst().plus(WINDOW);
            slot = windowOpens.isAfter(now) ? windowOpens : now;
        }
        Duration wait = Duration.between(now, slot);
        if (wait.compareTo(maxWait) > 0) {
            return null;
        }
        granted.addLast(slot);
        while (granted.size() > perSecond) {
            granted.pollFirst();
        }
        return wait;
    }

    @Override
    public String toString() {
        return "Pacer[perSecond=" + perSecond + "]";
    }
}
