package io.campaignoutreach.application.call;

import java.time.Instant;

/**
 * The calls of one customer at a glance, test calls left out: how many there were, and when the
 * latest was made and how it ended ({@code lastCallAt} and {@code lastCallDisposition} null when
 * there was none; the disposition may be null for a call that recorded none).
 */
public record CustomerCallSummary(long totalCalls, Instant lastCallAt, String lastCallDisposition) {

    public static final CustomerCallSummary NONE = new CustomerCallSummary(0, null, null);
}
