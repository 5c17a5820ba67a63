package io.campaignoutreach.domain.messaging;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * One text between the organization and a customer's number. An outbound text is stored before it
 * is handed to the carrier ({@code QUEUED}) or as {@code SKIPPED} with the reason it was not sent;
 * its status then follows the carrier's events forward only. An inbound text is {@code RECEIVED}.
 * {@code phoneNumber} is always the customer's side; {@code serviceNumber} the organization's.
 *
 * @param smsType the campaign's SMS type, for a {@link MessageKind#CAMPAIGN} text only
 * @param body the text sent or received; for a skipped text, the template it would have used
 * @param reason why a text was skipped or failed, in plain words
 */
public record Message(MessageId id, OrganizationId organizationId, PhoneNumber phoneNumber, PhoneNumber serviceNumber,
                      MessageDirection direction, MessageKind kind, SmsType smsType, CustomerId customerId,
                      CampaignId campaignId, EnrollmentId enrollmentId, String body, MessageStatus status,
                      String reason, String providerMessageId, String errorCode, Instant createdAt,
                      Instant updatedAt) {

    /** The longest body kept, in characters: ten SMS segments. */
    public static final int MAX_BODY_LENGTH = 1_600;

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
        if (body.length() > MAX_BODY_LENGTH) {
            body = body.substring(0, MAX_BODY_LENGTH);
        }
    }

    /** A text the service hands to the carrier now. */
    public static Message queued(MessageId id, OrganizationId organizationId, PhoneNumber to, PhoneNumber from,
                                 MessageKind kind, SmsType smsType, CustomerId customerId, CampaignId campaignId,
                                 EnrollmentId enrollmentId, String body, Instant now) {
        return new Message(id, organizationId, to, from, MessageDirection.OUTBOUND, kind, smsType, customerId,
                campaignId, enrollmentId, body, MessageStatus.QUEUED, null, null, null, now, now);
    }

    /** A campaign text the service decided not to send, and why. */
    public static Message skipped(MessageId id, OrganizationId organizationId, PhoneNumber to, PhoneNumber from,
                                  SmsType smsType, CustomerId customerId, CampaignId campaignId,
                                  EnrollmentId enrollmentId, String template, String reason, Instant now) {
        return new Message(id, organizationId, to, from, MessageDirection.OUTBOUND, MessageKind.CAMPAIGN, smsType,
                customerId, campaignId, enrollmentId, template, MessageStatus.SKIPPED, reason, null, null, now, now);
    }

    /** A text a customer sent to the organization's number. */
    public static Message received(MessageId id, OrganizationId organizationId, PhoneNumber from, PhoneNumber to,
                                   CustomerId customerId, String body, String providerMessageId, Instant at) {
        return new Message(id, organizationId, from, to, MessageDirection.INBOUND, MessageKind.CUSTOMER, null,
                customerId, null, null, body, MessageStatus.RECEIVED, null, providerMessageId, null, at, at);
    }

    /** The carrier took the text under its id. */
    public Message accepted(String providerId, Instant now) {
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, status, reason, providerId, errorCode, createdAt, now);
    }

    /** The carrier refused it or could not say: the text ends failed with the reason. */
    public Message notSent(String why, String code, Instant now) {
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, MessageStatus.FAILED, why, providerMessageId, code, createdAt, now);
    }

    /** The carrier reported {@code next}; unchanged when that would move the text back or past its end. */
    public Message reported(MessageStatus next, String providerId, String code, Instant now) {
        if (!status.mayMoveTo(next)) {
            return this;
        }
        return new Message(id, organizationId, phoneNumber, serviceNumber, direction, kind, smsType, customerId,
                campaignId, enrollmentId, body, next, reason, providerId == null ? providerMessageId : providerId,
                code == null ? errorCode : code, createdAt, now);
    }

    /** Whether the text went to the customer, or may have: counted against the number's daily cap. */
    public boolean counted() {
        return direction == MessageDirection.OUTBOUND && status != MessageStatus.SKIPPED
                && !(status == MessageStatus.FAILED && providerMessageId == null && errorCode != null);
    }
}
