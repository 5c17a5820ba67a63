package io.campaignoutreach.bootstrap.soak;

import java.util.Locale;

/** Progress lines while the run goes on, marked so they are not taken for the report. */
final class ProgressLog {

    private final long start = System.nanoTime();

    void say(String message) {
        System.out.printf(Locale.ROOT, "[soak %6.1f s] %s%n", (System.nanoTime() - start) / 1e9, message);
        System.out.flush();
    }
}
