package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.domain.shared.DomainException;

/** Receptionist-suite campaigns manage their enrollments themselves (spec rule 6). */
public final class CampaignNotEnrollableException extends DomainException {

    public CampaignNotEnrollableException() {
        super("Enrollments of receptionist campaigns are managed automatically and cannot be changed through the API");
    }
}
