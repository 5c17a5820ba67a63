package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;

/**
 * Query: a page of one of the caller's campaigns' enrollments, newest first, of one status or all (null); where
 * the outreach engine has each customer (needs campaigns.view).
 */
public interface ListCampaignEnrollmentsQuery {

    Page<Enrollment> enrollments(AccessContext access, CampaignId campaignId, EnrollmentStatus status,
                                 PageRequest page);
}
