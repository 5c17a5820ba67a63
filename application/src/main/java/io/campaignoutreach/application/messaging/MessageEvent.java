package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.MessageStatus;
import java.time.Instant;
import java.util.Objects;

/**
 * What a carrier reports of texts: the delivery status of one the service sent, or a text a customer
 * sent to one of the service's numbers. Applied idempotently: a status never moves back, a repeated
 * inbound text (same provider id) is stored once.
 */
public sealed interface MessageEvent {

    /**
     * A sent text reached {@code status} ({@code SENT}, {@code DELIVERED}, {@code UNDELIVERED} or
     * {@code FAILED}), with the carrier's error code when it failed.
     */
    record Status(String messageKey, String providerMessageId, MessageStatus status, String errorCode, Instant at)
            implements MessageEvent {
        public Status {
            Objects.requireNonNull(messageKey, "messageKey");
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(at, "at");
            if (!status.reportedByCarrier()) {
                throw new IllegalArgumentException("a carrier reports sent, delivered, undelivered or failed, not "
                        + status);
            }
        }
    }

    /**
     * A text from {@code from} to the service's number {@code to}. {@code carrierReplied} is true when
     * the carrier itself already answered a keyword (as some providers do for STOP and HELP), so the
     * service sends no second confirmation.
     */
    record Inbound(String providerMessageId, PhoneNumber from, PhoneNumber to, String body, Instant at,
                   boolean carrierReplied) implements MessageEvent {
        public Inbound {
            Objects.requireNonNull(providerMessageId, "providerMessageId");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(body, "body");
            Objects.requireNonNull(at, "at");
        }
    }
}
