package io.campaignoutreach.application.consent;

import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What a client states of a number's consent for one channel and purpose, as a sync record or a
 * workspace's customer carries it (P65); {@code occurredAt} null means now. The number and the
 * source are the caller's: the record's number, and how the statement arrived.
 */
public record ConsentStatement(ConsentChannel channel, ConsentPurpose purpose, ConsentKind kind, String evidence,
                               Instant occurredAt) {

    /**
     * The rules a statement's form cannot say: evidence that is not only spaces, and a time not after
     * {@code now}, since the latest entry decides and one dated ahead would outrank those to come.
     * Reported at {@code at} plus the member's name, unless something was already found there.
     */
    public static void check(List<String> at, String evidence, Instant occurredAt, Instant now, Violations found) {
        List<String> evidenceAt = append(at, "evidence");
        if (evidence != null && evidence.isBlank() && !found.covers(evidenceAt)) {
            found.add(new Violation(evidenceAt, "must not be blank", "at least 1 character that is not a space",
                    "only spaces", ViolationCode.TOO_SMALL));
        }
        List<String> occurredAtAt = append(at, "occurredAt");
        if (occurredAt != null && occurredAt.isAfter(now) && !found.covers(occurredAtAt)) {
            found.add(new Violation(occurredAtAt, "must not be in the future", "a time not after " + now,
                    occurredAt.toString(), ViolationCode.CUSTOM));
        }
    }

    public void check(List<String> at, Instant now, Violations found) {
        check(at, evidence, occurredAt, now, found);
    }

    /** The ledger's line for this statement about {@code phoneNumber}, recorded {@code now}. */
    public ConsentEntry toEntry(ConsentEntryId id, OrganizationId organizationId, PhoneNumber phoneNumber,
                                ConsentSource source, Instant now) {
        Instant occurred = occurredAt == null ? now : occurredAt;
        return kind == ConsentKind.GIVEN
                ? ConsentEntry.given(id, organizationId, phoneNumber, channel, purpose, source, evidence, occurred, now)
                : ConsentEntry.revoked(id, organizationId, phoneNumber, channel, purpose, source, evidence, occurred,
                        now);
    }

    /** The ledger's lines for {@code statements} about one number, in their order, all recorded {@code now}. */
    public static List<ConsentEntry> entries(List<ConsentStatement> statements, Supplier<ConsentEntryId> ids,
                                             OrganizationId organizationId, PhoneNumber phoneNumber,
                                             ConsentSource source, Instant now) {
        return statements.stream().map(statement -> statement.toEntry(ids.get(), organizationId, phoneNumber, source,
                now)).toList();
    }

    private static List<String> append(List<String> path, String segment) {
        List<String> appended = new ArrayList<>(path);
        appended.add(segment);
        return List.copyOf(appended);
    }
}
