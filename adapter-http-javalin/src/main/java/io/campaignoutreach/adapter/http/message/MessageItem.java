package io.campaignoutreach.adapter.http.message;

import io.campaignoutreach.domain.messaging.Message;
import java.time.Instant;

/**
 * One text as the API writes it. {@code phoneNumber} is always the customer's side and
 * {@code serviceNumber} the organization's, whichever way the text went; {@code smsType} is the
 * campaign's key ({@code firstContact}) for a campaign text and null otherwise.
 */
record MessageItem(String id, String direction, String kind, String smsType, String phoneNumber,
                   String serviceNumber, String customerId, String campaignId, String enrollmentId, String body,
                   String status, String reason, String providerMessageId, String errorCode, Instant dueAt,
                   Instant sentAt, Instant createdAt, Instant updatedAt) {

    static MessageItem from(Message m) {
        return new MessageItem(m.id().toString(), m.direction().wireName(), m.kind().wireName(),
                m.smsType() == null ? null : m.smsType().key(), m.phoneNumber().e164(), m.serviceNumber().e164(),
                text(m.customerId()), text(m.campaignId()), text(m.enrollmentId()), m.body(), m.status().wireName(),
                m.reason(), m.providerMessageId(), m.errorCode(), m.dueAt(), m.sentAt(), m.createdAt(),
                m.updatedAt());
    }

    private static String text(Object id) {
        return id == null ? null : id.toString();
    }
}
