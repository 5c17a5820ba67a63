package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * A campaign's customer figures (docs/metrics.md): enrollments in total and per status, and its
 * calls overall and today. {@code todayConnectRate} is connected calls over today's calls, on a
 * 0-100 scale rounded to 2 decimals, 0 when there were none (D16).
 */
public record CustomerStats(long total, long totalCalls, long todayCalls, Map<EnrollmentStatus, Long> statusCounts,
                            long todayInboundCalls, long todayOutboundCalls, BigDecimal todayConnectRate,
                            long todayDurationMs) {

    public CustomerStats {
        EnumMap<EnrollmentStatus, Long> all = new EnumMap<>(EnrollmentStatus.class);
        for (EnrollmentStatus status : EnrollmentStatus.values()) {
            all.put(status, statusCounts.getOrDefault(status, 0L));
        }
        statusCounts = Collections.unmodifiableMap(all);
    }

    public static CustomerStats of(Map<EnrollmentStatus, Long> statusCounts, CallCounts calls) {
        long total = statusCounts.values().stream().mapToLong(Long::longValue).sum();
        return new CustomerStats(total, calls.totalCalls(), calls.todayCalls(), statusCounts, calls.todayInbound(),
                calls.todayOutbound(), percentage(calls.todayConnected(), calls.todayCalls()),
                calls.todayDurationMs());
    }

    /** {@code part / whole * 100}, rounded half up to 2 decimals; 0 when {@code whole} is 0. */
    public static BigDecimal percentage(long part, long whole) {
        if (whole == 0) {
            return BigDecimal.ZERO.setScale(2, RoundingMode.UNNECESSARY);
        }
        return BigDecimal.valueOf(part).multiply(BigDecimal.valueOf(100))
                .divide(BigDecimal.valueOf(whole), 2, RoundingMode.HALF_UP);
    }
}
