package io.campaignoutreach.domain.consent;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One line of an organization's consent ledger: a number's consent given or revoked for one channel
 * and purpose, with where it came from and its evidence. Lines are only ever added; what is in force
 * is read from them all ({@link ConsentLedger}). The ledger is by number, not by customer, so it
 * outlives a change of number and the customer's deletion.
 *
 * <p>{@code occurredAt} is when the customer gave or revoked it, {@code recordedAt} when the service
 * learnt of it. {@code honoredAt} is set on revocations only: the service stops acting on the consent
 * as soon as the revocation is recorded, so it is the instant of recording.
 */
public record ConsentEntry(ConsentEntryId id, OrganizationId organizationId, PhoneNumber phoneNumber,
                           ConsentChannel channel, ConsentPurpose purpose, ConsentKind kind, ConsentSource source,
                           String evidence, Instant occurredAt, Instant recordedAt, Instant honoredAt) {

    /** The longest evidence kept, in characters: a form's text, a message, a call's id. */
    public static final int MAX_EVIDENCE_LENGTH = 2_000;

    public ConsentEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(phoneNumber, "phoneNumber");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(purpose, "purpose");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(evidence, "evidence");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(recordedAt, "recordedAt");
        if (evidence.isBlank()) {
            throw new IllegalArgumentException("a consent entry keeps its evidence");
        }
        if (evidence.codePointCount(0, evidence.length()) > MAX_EVIDENCE_LENGTH) {
            throw new IllegalArgumentException("evidence is longer than " + MAX_EVIDENCE_LENGTH + " characters");
        }
        // The latest entry decides, so one dated after its recording would outrank entries to come.
        if (occurredAt.isAfter(recordedAt)) {
            throw new IllegalArgumentException("a consent entry cannot occur after it was recorded");
        }
        if (kind == ConsentKind.GIVEN && honoredAt != null) {
            throw new IllegalArgumentException("only a revocation is honored");
        }
        if (kind == ConsentKind.REVOKED && (honoredAt == null || honoredAt.isBefore(recordedAt))) {
            throw new IllegalArgumentException("a revocation is honored when it is recorded or later");
        }
    }

    /** Consent given for one channel and purpose. */
    public static ConsentEntry given(ConsentEntryId id, OrganizationId organizationId, PhoneNumber phoneNumber,
                                     ConsentChannel channel, ConsentPurpose purpose, ConsentSource source,
                                     String evidence, Instant occurredAt, Instant recordedAt) {
        return new ConsentEntry(id, organizationId, phoneNumber, channel, purpose, ConsentKind.GIVEN, source,
                evidence, occurredAt, recordedAt, null);
    }

    /** Consent revoked for one channel and purpose, honored at once. */
    public static ConsentEntry revoked(ConsentEntryId id, OrganizationId organizationId, PhoneNumber phoneNumber,
                                       ConsentChannel channel, ConsentPurpose purpose, ConsentSource source,
                                       String evidence, Instant occurredAt, Instant recordedAt) {
        return new ConsentEntry(id, organizationId, phoneNumber, channel, purpose, ConsentKind.REVOKED, source,
                evidence, occurredAt, recordedAt, recordedAt);
    }

    /**
     * One revocation of marketing per channel: a customer who revokes marketing by any means revokes
     * it for calls and texts alike (FCC 24-24), while the ledger keeps each channel on its own line.
     */
    public static List<ConsentEntry> revokeAllMarketing(Supplier<ConsentEntryId> ids, OrganizationId organizationId,
                                                        PhoneNumber phoneNumber, ConsentSource source,
                                                        String evidence, Instant occurredAt, Instant recordedAt) {
        return Arrays.stream(ConsentChannel.values())
                .map(channel -> revoked(ids.get(), organizationId, phoneNumber, channel, ConsentPurpose.MARKETING,
                        source, evidence, occurredAt, recordedAt))
                .toList();
    }

    public boolean covers(ConsentChannel channel, ConsentPurpose purpose) {
        return this.channel == channel && this.purpose == purpose;
    }
}
