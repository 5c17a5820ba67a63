package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.provider.ProviderKind;

/**
 * Outbound port: one provider (Twilio, Vapi) as the service uses it for an organization's account: the carrier
 * that places its calls or sends its texts, and the receiver of the provider's webhooks for that account. The
 * service opens the account (its secrets in clear) and caches what this builds until the account changes.
 */
public interface ProviderAdapter {

    ProviderKind kind();

    /** The carrier placing calls on {@code account}, whose channel is calls. */
    Telephony telephony(OpenedAccount account);

    /** The carrier sending texts on {@code account}, whose channel is texts; only a provider that texts has one. */
    Messaging messaging(OpenedAccount account);

    /**
     * Handles one webhook request for {@code account}: checks that the provider sent it before reading anything
     * in it, then hands what it reports to the service (call and text events, the voice agent's tool calls), and
     * answers the provider. A refused request changes nothing and is answered 403; a request the service cannot
     * take now (its store is down) is answered 5xx, so the provider delivers it again.
     */
    WebhookReply receive(OpenedAccount account, WebhookRequest request);
}
