package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.organization.OrganizationId;

/**
 * Inbound port: the tools the service offers a voice agent during a call, each named by the call's attempt key
 * and the platform's tool call id. Each is applied once per tool call id, however often the platform delivers
 * it; a repeat answers as the first did.
 */
public interface VoiceAgentTools {

    /** Records the customer's question as an inquiry of the call's enrollment, with the call and tool call ids. */
    ToolAnswer recordInquiry(OrganizationId organizationId, String attemptKey, String toolCallId, String inquiry);

    /** The customer asked not to be called again: the number is suppressed and the call ends as dnc_requested. */
    ToolAnswer doNotCall(OrganizationId organizationId, String attemptKey, String toolCallId);

    /** Where to transfer the customer now, from the campaign's transfer and routing configuration. */
    ToolAnswer transferDestination(OrganizationId organizationId, String attemptKey, String toolCallId);
}
