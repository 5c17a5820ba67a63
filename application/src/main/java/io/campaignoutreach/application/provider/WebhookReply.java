package io.campaignoutreach.application.provider;

import java.util.Objects;

/** The answer to a provider's webhook request: status, content type and body (empty for none). */
public record WebhookReply(int status, String contentType, String body) {

    public WebhookReply {
        Objects.requireNonNull(contentType, "contentType");
        Objects.requireNonNull(body, "body");
    }

    /** Taken; nothing to say back. */
    public static WebhookReply noContent() {
        return new WebhookReply(204, "text/plain", "");
    }

    public static WebhookReply json(String body) {
        return new WebhookReply(200, "application/json", body);
    }

    /** TwiML, as Twilio expects in answer to a message or call webhook. */
    public static WebhookReply twiml(String body) {
        return new WebhookReply(200, "application/xml", body);
    }

    /** The request is not the provider's (unsigned, tampered, stale): nothing was read or changed. */
    public static WebhookReply refused() {
        return new WebhookReply(403, "text/plain", "");
    }

    /** The request is not one this endpoint takes (unknown path, unreadable body). */
    public static WebhookReply badRequest() {
        return new WebhookReply(400, "text/plain", "");
    }

    /** The URL names no account of the provider. */
    public static WebhookReply notFound() {
        return new WebhookReply(404, "text/plain", "");
    }

    /** The service could not take the request now; the provider delivers it again. */
    public static WebhookReply unavailable() {
        return new WebhookReply(503, "text/plain", "");
    }
}
