package io.campaignoutreach.adapter.http.campaign;

import io.campaignoutreach.domain.insight.CampaignStatistics;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * The spec's Campaign statistics result. Percentages and rates are strings with exactly 2
 * decimals (D16); per-status figures follow the order of {@code statusCounts}.
 */
record CampaignStatsResponse(String campaignId, long totalCustomers, List<StatusShare> statusDistribution,
                             Pending pendingBreakdown, Success successBreakdown, List<Attempts> attemptDistribution,
                             List<Failure> failureReasons, List<CallGroup> exitsByCall, List<CallGroup> successByCall,
                             List<FieldGap> missingRequiredFields, Summary summary, Overview outreachOverview) {

    static CampaignStatsResponse from(CampaignStatistics s) {
        CampaignStatistics.PendingBreakdown pending = s.pendingBreakdown();
        CampaignStatistics.SuccessBreakdown success = s.successBreakdown();
        CampaignStatistics.Summary summary = s.summary();
        CampaignStatistics.OutreachOverview overview = s.outreachOverview();
        return new CampaignStatsResponse(s.campaignId().toString(), s.totalCustomers(),
                s.statusDistribution().stream().map(share -> new StatusShare(share.status().wireName(), share.count(),
                        percent(share.percentage()))).toList(),
                new Pending(pending.available(), pending.inDistribution(), percent(pending.availablePercentage()),
                        percent(pending.inDistributionPercentage())),
                new Success(success.total(), success.transferred(), success.appointmentBooked(),
                        success.appointmentsAttended()),
                s.attemptDistribution().stream().map(group -> new Attempts(group.attempts(),
                        group.status().wireName(), group.count())).toList(),
                s.failureReasons().stream().map(failure -> new Failure(failure.reason().code(),
                        failure.reason().category(), failure.reason().label(), failure.reason().description(),
                        failure.count())).toList(),
                callGroups(s.exitsByCall()), callGroups(s.successByCall()),
                s.missingRequiredFields().stream().map(gap -> new FieldGap(gap.field(), gap.count())).toList(),
                new Summary(summary.totalCustomers(), summary.completed(), summary.failed(), summary.pending(),
                        percent(summary.conversionRate()), percent(summary.failureRate())),
                new Overview(overview.readyNow(), overview.inProgress(), overview.completed(),
                        overview.needsAttention(), new Attention(overview.unsuccessful(), overview.stalled())));
    }

    record StatusShare(String status, long count, String percentage) {
    }

    record Pending(long available, long inDistribution, String availablePercentage, String inDistributionPercentage) {
    }

    record Success(long total, long transferred, long appointmentBooked, long appointmentsAttended) {
    }

    record Attempts(int attempts, String status, long count) {
    }

    record Failure(String code, String category, String label, String description, long count) {
    }

    record CallGroup(String key, String label, String detail, long total, List<Segment> segments) {
    }

    record Segment(String disposition, long count) {
    }

    record FieldGap(String field, long count) {
    }

    record Summary(long totalCustomers, long completed, long failed, long pending, String conversionRate,
                   String failureRate) {
    }

    record Overview(long readyNow, long inProgress, long completed, long needsAttention,
                    Attention attentionBreakdown) {
    }

    record Attention(long unsuccessful, long stalled) {
    }

    private static List<CallGroup> callGroups(List<CampaignStatistics.CallGroup> groups) {
        return groups.stream().map(group -> new CallGroup(group.key(), group.label(), group.detail(), group.total(),
                group.segments().stream().map(segment -> new Segment(segment.disposition(), segment.count()))
                        .toList())).toList();
    }

    /** A percentage as the spec writes strings: exactly 2 decimals, never in exponent notation. */
    private static String percent(BigDecimal value) {
        return value.setScale(2, RoundingMode.HALF_UP).toPlainString();
    }
}
