package io.campaignoutreach.adapter.provider.twilio;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Which calls were connected to an agent and for how long the agent talked, by account and attempt key, from the
 * {@code <Dial>} action Twilio requests before the call's own end: Twilio's status callback for the call itself
 * says "completed" either way, and this is what turns it into a transfer.
 *
 * <p>Held in memory only, the most recent {@value #CAPACITY} calls: after a restart, or for a call pushed out, a
 * transferred call reads as answered. Entries stay after the end is read, so a repeated end reads the same.
 */
final class TransferLedger {

    static final int CAPACITY = 10_000;

    private record Key(String accountId, String attemptKey) {
    }

    private final Map<Key, Long> agentTalkMs = new LinkedHashMap<>(256, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Long> eldest) {
            return size() > CAPACITY;
        }
    };

    synchronized void transferred(String accountId, String attemptKey, long talkMs) {
        agentTalkMs.put(new Key(accountId, attemptKey), Math.max(0, talkMs));
    }

    /** The agent's talk time of a call that was transferred, empty for one that was not (or is forgotten). */
    synchronized Optional<Long> agentTalkMs(String accountId, String attemptKey) {
        return Optional.ofNullable(agentTalkMs.get(new Key(accountId, attemptKey)));
    }

    @Override
    public synchronized String toString() {
        return "TransferLedger[size=" + agentTalkMs.size() + "]";
    }
}
