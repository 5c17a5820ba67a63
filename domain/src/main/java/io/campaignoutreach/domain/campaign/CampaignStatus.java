package io.campaignoutreach.domain.campaign;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Lifecycle of a campaign, with the moves of D13. Archived is final. */
public enum CampaignStatus {
    DRAFT, ACTIVE, PAUSED, COMPLETED, ARCHIVED, INACTIVE, CANCELLED, TESTING;

    private static final Map<CampaignStatus, Set<CampaignStatus>> ALLOWED = Map.of(
            DRAFT, EnumSet.of(ACTIVE, TESTING, CANCELLED, ARCHIVED),
            TESTING, EnumSet.of(DRAFT, ACTIVE, CANCELLED, ARCHIVED),
            ACTIVE, EnumSet.of(PAUSED, COMPLETED, CANCELLED, INACTIVE),
            PAUSED, EnumSet.of(ACTIVE, COMPLETED, CANCELLED, INACTIVE),
            INACTIVE, EnumSet.of(ACTIVE, CANCELLED, ARCHIVED),
            COMPLETED, EnumSet.of(ARCHIVED),
            CANCELLED, EnumSet.of(ARCHIVED),
            ARCHIVED, EnumSet.noneOf(CampaignStatus.class));

    /** Setting the current status is a no-op and always allowed. */
    public boolean canMoveTo(CampaignStatus target) {
        return this == target || ALLOWED.get(this).contains(target);
    }

    /** Completed, cancelled and archived campaigns refuse new enrollments and restarts. */
    public boolean acceptsEnrollments() {
        return this != COMPLETED && this != CANCELLED && this != ARCHIVED;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<CampaignStatus> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName().equals(name)).findFirst();
    }
}
