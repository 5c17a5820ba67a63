package io.campaignoutreach.application.source;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Query: performance of a campaign's lead sources over calls created from {@code startDate} to
 * {@code endDate}, both inclusive; a null start means from the beginning, a null end means now (D16).
 */
public record SourcePerformanceQuery(CampaignId campaignId, Instant startDate, Instant endDate) {

    public SourcePerformanceQuery {
        Objects.requireNonNull(campaignId, "campaignId");
        if (startDate != null && endDate != null && startDate.isAfter(endDate)) {
            throw new ValidationException(List.of(startAfterEnd(startDate)));
        }
    }

    /** The broken rule of a window that starts after it ends. */
    public static Violation startAfterEnd(Instant startDate) {
        return new Violation(List.of("startDate"), "must not be after endDate", "at most endDate",
                startDate.toString(), ViolationCode.CUSTOM);
    }
}
