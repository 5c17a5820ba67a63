package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;

/**
 * Query: an enrollment job's progress and results (needs campaign_enrollment.manage). A job of
 * another organization, or of another campaign than the one named, is not found.
 */
public interface GetEnrollmentJobQuery {

    EnrollmentJob get(AccessContext access, CampaignId campaignId, EnrollmentJobId jobId);
}
