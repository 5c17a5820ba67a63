package io.campaignoutreach.application.messaging;

import java.util.Objects;

/** The carrier's answer when asked to send a text. */
public sealed interface MessageSubmission {

    /** The carrier has the text, under its own id; its status follows as events. */
    record Accepted(String providerMessageId) implements MessageSubmission {
        public Accepted {
            Objects.requireNonNull(providerMessageId, "providerMessageId");
        }
    }

    /** The carrier refused and sent nothing: {@code errorCode} is its own code, when it gave one. */
    record Rejected(String reason, String errorCode) implements MessageSubmission {
        public Rejected {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * The carrier refused because the recipient opted out with it (replied STOP to the sender) and sent nothing;
     * the service records the opt-out as the customer's own, so no text is asked for again.
     */
    record OptedOut(String reason, String errorCode) implements MessageSubmission {
        public OptedOut {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** No answer: the text may or may not have gone. It is never sent again; its events settle it. */
    record Unknown(String reason) implements MessageSubmission {
        public Unknown {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
