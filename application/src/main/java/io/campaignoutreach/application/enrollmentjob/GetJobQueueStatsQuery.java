package io.campaignoutreach.application.enrollmentjob;

/**
 * Query: the enrollment job queue's depth and lag, for the operator's monitoring. It spans every
 * organization and carries no job or customer data, so it takes no caller; no API key reaches it.
 */
public interface GetJobQueueStatsQuery {

    JobQueueStats queueStats();
}
