package io.campaignoutreach.adapter.provider.twilio;

import java.time.Duration;

/** Waits on the calling thread; injectable so that tests of retries and pacing record the waits instead. */
@FunctionalInterface
public interface Sleeper {

    Sleeper THREAD = duration -> Thread.sleep(duration.toMillis());

    void sleep(Duration duration) throws InterruptedException;
}
