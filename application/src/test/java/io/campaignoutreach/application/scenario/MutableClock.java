package io.campaignoutreach.application.scenario;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** Test support: a clock that stands still until a test moves it. */
public final class MutableClock extends Clock {

    private volatile Instant now;

    public MutableClock(Instant start) {
        this.now = start;
    }

    public void advance(Duration duration) {
        now = now.plus(duration);
    }

    @Override
    public Instant instant() {
        return now;
    }

    /** A view of this clock that moves it on by {@code step} at every reading, as time passes while work is done. */
    public Clock ticking(Duration step) {
        MutableClock moved = this;
        return new Clock() {
            @Override
            public Instant instant() {
                moved.advance(step);
                return moved.instant();
            }

            @Override
            public ZoneId getZone() {
                return moved.getZone();
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }
        };
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
