package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import java.util.List;

/**
 * Query: the call attempts of one of the caller's campaign's enrollments, oldest first, each with
 * the trail it was dialed under (needs campaigns.view).
 */
public interface ListEnrollmentAttemptsQuery {

    List<TrailedAttempt> attempts(AccessContext access, CampaignId campaignId, EnrollmentId enrollmentId);
}
