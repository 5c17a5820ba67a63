package io.campaignoutreach.domain.shared;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.UUID;

/**
 * Time-ordered UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits.
 * Ids made in the same millisecond stay ordered through a monotonic counter.
 */
public final class UuidV7Generator {

    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    private long lastMillis = -1;
    private long sequence;

    public UuidV7Generator(Clock clock) {
        this.clock = clock;
    }

    public synchronized UUID next() {
        long millis = clock.millis();
        if (millis <= lastMillis) {
            millis = lastMillis;
            sequence++;
            if (sequence > 0xFFF) {
                millis = ++lastMillis;
                sequence = random.nextInt(0x100);
            }
        } else {
            sequence = random.nextInt(0x100);
        }
        lastMillis = millis;
        long msb = (millis << 16) | 0x7000L | (sequence & 0xFFF);
        long lsb = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(msb, lsb);
    }
}
