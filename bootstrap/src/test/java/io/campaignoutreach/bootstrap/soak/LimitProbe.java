package io.campaignoutreach.bootstrap.soak;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Shows the rate limit at work: a client of the probe's key sends cheap reads back to back to the
 * second server, which keeps the default limit, and waits the Retry-After of every 429 before
 * its next request. Its 429s are the run's intended ones; anything but 200 or 429 is an error.
 */
final class LimitProbe implements Runnable {

    private static final long NO_RESPONSE_PAUSE_MILLIS = 100;

    private final Api api;
    private final long endNanos;
    private final Recorder recorder = new Recorder();

    LimitProbe(Api api, long endNanos) {
        this.api = api;
        this.endNanos = endNanos;
    }

    Recorder recorder() {
        return recorder;
    }

    @Override
    public void run() {
        Planned planned = Planned.simple(RequestKind.LIMIT_PROBE, api.get("/v2/campaigns?perPage=1"));
        try {
            while (System.nanoTime() < endNanos) {
                Api.Response response;
                try {
                    response = api.send(planned.request());
                } catch (IOException e) {
                    recorder.error(planned.kind(), planned.describe(), Recorder.NO_RESPONSE, e.toString());
                    // A pause, so a server that went away is not hammered with connection attempts.
                    TimeUnit.MILLISECONDS.sleep(NO_RESPONSE_PAUSE_MILLIS);
                    continue;
                }
                recorder.response(planned.kind(), response.status(), response.nanos());
                if (response.status() == 429) {
                    if (RetryAfter.of(response).isEmpty()) {
                        recorder.error(planned.kind(), planned.describe(), response.status(), "429 without matching"
                                + " Retry-After and retryAfter: " + response.body());
                    }
                    recorder.waited(RetryAfter.await(response));
                } else if (response.status() != planned.kind().expectedStatus()) {
                    recorder.error(planned.kind(), planned.describe(), response.status(), response.body());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
