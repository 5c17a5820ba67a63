package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.organization.OrganizationId;

/**
 * Inbound port: what a call a carrier placed does once answered, for a carrier that asks (Twilio fetches its
 * instructions when the call connects). Named by the call's attempt key.
 */
public interface AnsweredCalls {

    /**
     * For a person: the agent to connect them to (empty when the campaign transfers to nobody, or nobody can take
     * the call now) and what to say first. For an answering machine: the campaign's voicemail message, or nothing
     * (hang up).
     */
    CallScript answered(OrganizationId organizationId, String attemptKey, boolean machine);
}
