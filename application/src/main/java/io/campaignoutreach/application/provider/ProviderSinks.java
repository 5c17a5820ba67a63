package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.domain.organization.OrganizationId;

/**
 * Inbound port: where a provider adapter hands what an organization's account reports, scoped to that
 * organization. A webhook is signed with one organization's credentials, so it speaks for that organization
 * alone: an event naming another organization's call or text is dropped, never applied, and a customer's text to
 * the account's number concerns that organization only.
 */
public interface ProviderSinks {

    CallEventSink calls(OrganizationId organizationId);

    MessageEventSink texts(OrganizationId organizationId);
}
