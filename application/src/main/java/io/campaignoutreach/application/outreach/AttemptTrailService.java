package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignBehaviorsService;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.shared.NotFoundException;
import java.util.List;

/**
 * Reads what each call attempt of an enrollment was dialed under (P64), for whoever must show that
 * a call was lawful. Scoped to the caller's organization: the campaign and the enrollment must both
 * be its, and the enrollment the campaign's.
 */
public final class AttemptTrailService implements ListEnrollmentAttemptsQuery {

    private final CampaignRepository campaigns;
    private final EnrollmentRepository enrollments;
    private final OutreachQueue queue;

    public AttemptTrailService(CampaignRepository campaigns, EnrollmentRepository enrollments, OutreachQueue queue) {
        this.campaigns = campaigns;
        this.enrollments = enrollments;
        this.queue = queue;
    }

    @Override
    public List<TrailedAttempt> attempts(AccessContext access, CampaignId campaignId, EnrollmentId enrollmentId) {
        CampaignBehaviorsService.viewable(campaigns, access, campaignId);
        enrollments.findById(access.organizationId(), enrollmentId)
                .filter(enrollment -> enrollment.campaignId().equals(campaignId))
                .orElseThrow(() -> new NotFoundException("Enrollment"));
        return TrailedAttempt.of(queue, enrollmentId);
    }
}
