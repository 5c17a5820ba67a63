package io.campaignoutreach.application.call;

/**
 * Call figures of one campaign: all calls, and of the calls since the start of the day, how many
 * came in, went out, connected, and their total duration.
 */
public record CallCounts(long totalCalls, long todayCalls, long todayInbound, long todayOutbound,
                         long todayConnected, long todayDurationMs) {

    public static final CallCounts NONE = new CallCounts(0, 0, 0, 0, 0, 0);
}
