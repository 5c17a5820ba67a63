package io.campaignoutreach.bootstrap.soak;

import java.util.Arrays;

/** Every latency of one series, in nanoseconds; kept whole (a soak run has at most a few hundred thousand). */
final class LatencySeries {

    private long[] values = new long[1_024];
    private int size;

    void add(long nanos) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = nanos;
    }

    void addAll(LatencySeries other) {
        for (int i = 0; i < other.size; i++) {
            add(other.values[i]);
        }
    }

    int size() {
        return size;
    }

    /** Percentiles by nearest rank over a sorted copy. */
    Summary summary() {
        long[] sorted = Arrays.copyOf(values, size);
        Arrays.sort(sorted);
        return new Summary(size, rank(sorted, 50), rank(sorted, 90), rank(sorted, 99),
                size == 0 ? 0 : sorted[size - 1]);
    }

    private static long rank(long[] sorted, double percentile) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(percentile / 100 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    /** Count, p50, p90, p99 and max in nanoseconds. */
    record Summary(int count, long p50, long p90, long p99, long max) {
    }
}
