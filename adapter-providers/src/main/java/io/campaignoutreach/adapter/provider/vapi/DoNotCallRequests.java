package io.campaignoutreach.adapter.provider.vapi;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The attempts on which the customer asked, through the {@code do_not_call} tool, not to be called again, so that
 * the call's end reads as {@code dnc_requested} whatever Vapi's {@code endedReason} says (the assistant usually ends
 * the call itself after the request).
 *
 * <p>Held in memory, the newest {@code capacity} attempts only: a restart between the tool call and the end of the
 * call loses the mark. The suppression itself is not lost: the tools port records it durably when the tool call
 * arrives. And a report whose conversation shows the {@code do_not_call} call is read as one anyway
 * ({@link CallEnds}), so the mark only matters when Vapi sends the end without the conversation.
 */
final class DoNotCallRequests {

    static final int DEFAULT_CAPACITY = 10_000;

    private final Map<String, Boolean> attempts;

    DoNotCallRequests(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("the capacity is at least one");
        }
        this.attempts = new LinkedHashMap<>(16, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }

    synchronized void requested(String attemptKey) {
        attempts.put(attemptKey, Boolean.TRUE);
    }

    synchronized boolean wasRequested(String attemptKey) {
        return attempts.containsKey(attemptKey);
    }

    synchronized int size() {
        return attempts.size();
    }
}
