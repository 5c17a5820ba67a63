package io.campaignoutreach.adapter.telephony.simulated;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A sink for the simulated carrier's events, calls' or texts': keeps what it is given, fails while
 * {@code down} is set, as a store out of reach, and hands back as not yet the events {@code notYet} picks.
 */
final class RecordingSink<E> implements UnaryOperator<List<E>> {

    final List<E> events = Collections.synchronizedList(new ArrayList<>());
    final AtomicBoolean down = new AtomicBoolean();
    volatile Predicate<E> notYet = event -> false;

    @Override
    public List<E> apply(List<E> delivered) {
        if (down.get()) {
            throw new IllegalStateException("store unreachable");
        }
        Predicate<E> deferred = notYet;
        delivered.stream().filter(deferred.negate()).forEach(events::add);
        return delivered.stream().filter(deferred).toList();
    }

    /** What was delivered of one type, in order. */
    <T extends E> List<T> of(Class<T> type) {
        synchronized (events) {
            return events.stream().filter(type::isInstance).map(type::cast).toList();
        }
    }
}
