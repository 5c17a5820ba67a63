package io.campaignoutreach.domain.campaign;

import static io.campaignoutreach.domain.campaign.CampaignStatus.ACTIVE;
import static io.campaignoutreach.domain.campaign.CampaignStatus.ARCHIVED;
import static io.campaignoutreach.domain.campaign.CampaignStatus.CANCELLED;
import static io.campaignoutreach.domain.campaign.CampaignStatus.COMPLETED;
import static io.campaignoutreach.domain.campaign.CampaignStatus.DRAFT;
import static io.campaignoutreach.domain.campaign.CampaignStatus.INACTIVE;
import static io.campaignoutreach.domain.campaign.CampaignStatus.PAUSED;
import static io.campaignoutreach.domain.campaign.CampaignStatus.TESTING;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CampaignStatusTest {

    /** D13, written out once more so that a change to the table in code is caught. */
    private static final Map<CampaignStatus, Set<CampaignStatus>> D13 = Map.of(
            DRAFT, EnumSet.of(ACTIVE, TESTING, CANCELLED, ARCHIVED),
            TESTING, EnumSet.of(DRAFT, ACTIVE, CANCELLED, ARCHIVED),
            ACTIVE, EnumSet.of(PAUSED, COMPLETED, CANCELLED, INACTIVE),
            PAUSED, EnumSet.of(ACTIVE, COMPLETED, CANCELLED, INACTIVE),
            INACTIVE, EnumSet.of(ACTIVE, CANCELLED, ARCHIVED),
            COMPLETED, EnumSet.of(ARCHIVED),
            CANCELLED, EnumSet.of(ARCHIVED),
            ARCHIVED, EnumSet.noneOf(CampaignStatus.class));

    @Test
    void givenEveryPairOfStatuses_whenMoveChecked_thenExactlyD13AndSameStatusAllowed() {
        for (CampaignStatus from : CampaignStatus.values()) {
            for (CampaignStatus to : CampaignStatus.values()) {
                boolean expected = from == to || D13.get(from).contains(to);
                assertThat(from.canMoveTo(to)).as(from + " -> " + to).isEqualTo(expected);
            }
        }
    }

    @Test
    void givenStatuses_whenAskedForEnrollments_thenOnlyFinishedOnesRefuse() {
        assertThat(EnumSet.allOf(CampaignStatus.class).stream().filter(s -> !s.acceptsEnrollments()))
                .containsExactlyInAnyOrder(COMPLETED, CANCELLED, ARCHIVED);
    }
}
