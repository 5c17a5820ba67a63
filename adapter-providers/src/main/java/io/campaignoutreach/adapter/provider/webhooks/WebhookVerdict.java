package io.campaignoutreach.adapter.provider.webhooks;

import java.util.Objects;

/**
 * The answer of a webhook check: accepted, or refused with its reason.
 *
 * <p>A refusal's detail is one of the checks' own fixed phrases ("no X-Twilio-Signature header"): it never carries
 * a secret, a signature, a header's value or the body, so it may be logged and answered as is.
 */
public sealed interface WebhookVerdict {

    /** The request is the provider's: its content may now be read. */
    record Accepted() implements WebhookVerdict {
    }

    /** The request is refused; nothing in it may be acted on. */
    record Refused(RefusalReason reason, String detail) implements WebhookVerdict {
        public Refused {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(detail, "detail");
        }
    }

    WebhookVerdict ACCEPTED = new Accepted();

    static WebhookVerdict refused(RefusalReason reason, String detail) {
        return new Refused(reason, detail);
    }

    default boolean isAccepted() {
        return this instanceof Accepted;
    }
}
