package io.campaignoutreach.domain.messaging;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One text between the organization and a customer's number. An outbound text is stored
 * {@code PENDING} when something decides on it (a call's end, a workflow step), due at
 * {@code dueAt}; at the instant of sending it passes the checks and is handed to the carrier
 * ({@code QUEUED}), or is {@code SKIPPED} with the reason. Its status then follows the carrier's
 * events forward only. An inbound text is {@code RECEIVED}. {@code phoneNumber} is always the
 * customer's side, {@code serviceNumber} the organization's.
 *
 * @param smsType the campaign's SMS type, for a {@link MessageKind#CAMPAIGN} text only
 * @param body the text sent or received; for a pending text, the text before the checks at sending
 *     add what a first text to a number carries
 * @param reason why a text was skipped or failed, in plain words; on a received text, why a person
 *     should review it
 * @param dueAt when a pending text may go; null once it is no longer pending
 * @param sentAt when an outbound text was handed to the carrier; null until then, and for one skipped
 */
public record Message(MessageId id, OrganizationId organizationId, PhoneNumber phoneNumber, PhoneNumber serviceNumber,
                      MessageDirection direction, MessageKind kind, SmsType smsType, CustomerId customerId,
                      CampaignId campaignId, EnrollmentId enrollmentId, String body, MessageStatus status,
                      String reason, String providerMessageId, String errorCode, Instant dueAt, Instant sentAt,
                      Instant createdAt, Instant updatedAt) {

    /** The longest body kept, in characters: ten SMS segments. */
    public static final int MAX_BODY_LENGTH = 1_600;

    /** How long a pending text may wait for its window before it is skipped: it would no longer be timely. */
    public static final Duration STALE_AFTER = Duration.ofHours(24);

    public Message {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(phoneNumber, "phoneNumber");
        Objects.requireNonNull(serviceNumber, "serviceNumber");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(body, "body");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if ((kind == MessageKind.CAMPAIGN) != (smsType != null)) {
            throw new IllegalArgumentException("a campaign text, and only one, has its SMS type");
        }
        if ((direction == MessageDirection.INBOUND) != (kind == MessageKind.CUSTOMER)
                || (direction == MessageDirection.INBOUND) != (status == MessageStatus.RECEIVED)) {
            throw new IllegalArgumentException("a received text, and only one, is inbound from the customer");
        }
        if (status == MessageStatus.SKIPPED && (reason == null || reason.isBlank())) {
            throw new IllegalArgumentException("a skipped text keeps the reason it was skipped");
        }
        if (direction == MessageDirection.OUTBOUND && (sentAt != null) != status.handedOver()) {
            throw new IllegalArgumentException("a text handed to the carrier, and only one, has its instant of sending");
        }
        if ((status == MessageStatus.PENDING) != (dueAt != null)) {
            throw new IllegalArgumentException("a pending text, and only one, is due at an instant");
        }
        if (body.length() > MAX_BODY_LENGTH) {
            body = body.substring(0, MAX_BODY_LENGTH);
        }
    }

    /** A text decided on now, to be checked and sent at {@code dueAt}. */
    public static Message pending(MessageId id, OrganizationId organizationId, PhoneNumber to, PhoneNumber from,
                                  MessageKind kind, SmsType smsType, CustomerId customerId, CampaignId campaignId,
                                  EnrollmentId enrollmentId, String body, Instant dueAt, Instant now) {
        return new Message(id, organizationId, to, from, MessageDirection.OUTBOUND, kind, smsType, customerId,
                campaignId, enrollmentId, body, MessageStatus.PENDING, null, null, null, dueAt, null, now, now);
    }

    /** A campaign text the service decided not to send when it came to decide on it, and why. */
    public static Message skipped(MessageId id, OrganizationId organizationId, PhoneNumber to, PhoneNumber from,
                                  SmsType smsType, CustomerId customerId, CampaignId campaignId,
                                  EnrollmentId enrollmentId, String template, String reason, Instant now) {
        return new Message(id, organizationId, to, from, MessageDirection.OUTBOUND, MessageKind.CAMPAIGN, smsType,
                customerId, campaignId, enrollmentId, template, MessageStatus.SKIPPED, reason, null, null, null, null,
                now, now);
    }

    /** A text a customer sent to the organization's number. */
    public static Message received(MessageId id, OrganizationId organizationId, PhoneNumber from, PhoneNumber to,
                                   CustomerId customerId, String body, String providerMessageId, Instant at) {
        return new Message(id, organizationId, from, to, MessageDirection.INBOUND, MessageKind.CUSTOMER, null,
                customerId, null, null, body, MessageStatus.RECEIVED, null, providerMessageId, null, null, null, at, at);
    }

    /** A received text a person should look at, with why: it is listed for review. */
    public Message toReview(String why) {
        if (direction != MessageDirection.INBOUND) {
            throw new IllegalStateException("only a received text is listed for review");
        }
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, status, why, providerMessageId, errorCode, dueAt, sentAt, createdAt,
                updatedAt);
    }

    /** Whether a received text is listed for a person to review. */
    public boolean toReview() {
        return direction == MessageDirection.INBOUND && reason != null;
    }

    public boolean isPending() {
        return status == MessageStatus.PENDING;
    }

    /** The pending text passed the checks and goes to the carrier now as {@code finalBody}. */
    public Message queued(String finalBody, Instant now) {
        requirePending();
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, finalBody, MessageStatus.QUEUED, null, null, null, null, now, createdAt, now);
    }

    /** The pending text is not sent, for {@code why}. */
    public Message skip(String why, Instant now) {
        requirePending();
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, MessageStatus.SKIPPED, why, null, null, null, null, createdAt, now);
    }

    /** The pending text waits until {@code later}, for {@code why}. */
    public Message postpone(Instant later, String why, Instant now) {
        requirePending();
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, MessageStatus.PENDING, why, null, null, later, null, createdAt, now);
    }

    /** The carrier took the text under its id. */
    public Message accepted(String providerId, Instant now) {
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, status, reason, providerId, errorCode, dueAt, sentAt, createdAt, now);
    }

    /** The carrier refused it ({@code code} its own error code) or could not say: the text ends failed. */
    public Message notSent(String why, String code, Instant now) {
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, MessageStatus.FAILED, why, providerMessageId, code, null, sentAt,
                createdAt, now);
    }

    /** The carrier reported {@code next}; unchanged when that would move the text back or past its end. */
    public Message reported(MessageStatus next, String providerId, String code, Instant now) {
        if (!status.mayMoveTo(next)) {
            return this;
        }
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, next, reason, providerId == null ? providerMessageId : providerId,
                code == null ? errorCode : code, null, sentAt, createdAt, now);
    }

    private void requirePending() {
        if (!isPending()) {
            throw new IllegalStateException("text " + id + " is " + status.wireName() + ", not pending");
        }
    }
}
