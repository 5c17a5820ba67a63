package io.campaignoutreach.adapter.http;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Holds use cases of a {@link TestApi} until released, so a test can act while a request is in flight. */
public final class UseCaseGate {

    private static final Duration MAX_HOLD = Duration.ofSeconds(30);

    private final CountDownLatch entered = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);

    void pass() {
        entered.countDown();
        try {
            if (!released.await(MAX_HOLD.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("use case held longer than " + MAX_HOLD);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while held", e);
        }
    }

    /** Waits until a use case is held here. */
    public boolean awaitEntered(Duration timeout) throws InterruptedException {
        return entered.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    public void release() {
        released.countDown();
    }
}
