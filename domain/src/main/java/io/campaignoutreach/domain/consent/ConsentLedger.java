package io.campaignoutreach.domain.consent;

import java.util.Comparator;
import java.util.List;

/**
 * What one number's ledger entries say now, for each channel and purpose on its own.
 *
 * <p>Entries are read in the order they occurred (a stable sort, so entries of one instant keep the
 * order they were given in) and the latest decides, except that a revocation stands until a consent
 * whose source {@linkplain ConsentSource#overridesRevocation() may undo it}: a consent from a sync or
 * an import after a revocation changes nothing, since it may only repeat what a client's system held
 * before the customer revoked. With no entry, or no consent since the last revocation, there is none.
 */
public final class ConsentLedger {

    private static final ConsentLedger EMPTY = new ConsentLedger(List.of());

    private final List<ConsentEntry> entries;

    private ConsentLedger(List<ConsentEntry> entries) {
        this.entries = entries;
    }

    /** The ledger of one number, from its entries in any order. */
    public static ConsentLedger of(List<ConsentEntry> entries) {
        if (entries.isEmpty()) {
            return EMPTY;
        }
        ConsentEntry first = entries.get(0);
        boolean oneNumber = entries.stream().allMatch(e -> e.organizationId().equals(first.organizationId())
                && e.phoneNumber().equals(first.phoneNumber()));
        if (!oneNumber) {
            throw new IllegalArgumentException("a consent ledger holds the entries of one organization's number");
        }
        return new ConsentLedger(entries.stream().sorted(Comparator.comparing(ConsentEntry::occurredAt)).toList());
    }

    public static ConsentLedger empty() {
        return EMPTY;
    }

    /** Whether the number's consent for {@code channel} and {@code purpose} is in force. */
    public boolean inForce(ConsentChannel channel, ConsentPurpose purpose) {
        boolean inForce = false;
        boolean revocationStands = false;
        for (ConsentEntry entry : entries) {
            if (!entry.covers(channel, purpose)) {
                continue;
            }
            if (entry.kind() == ConsentKind.REVOKED) {
                inForce = false;
                revocationStands = true;
            } else if (!revocationStands || entry.source().overridesRevocation()) {
                inForce = true;
                revocationStands = false;
            }
        }
        return inForce;
    }

    /** Whether a revocation for {@code channel} and {@code purpose} stands: the number opted out of it. */
    public boolean revoked(ConsentChannel channel, ConsentPurpose purpose) {
        return !inForce(channel, purpose) && entries.stream()
                .anyMatch(e -> e.covers(channel, purpose) && e.kind() == ConsentKind.REVOKED);
    }

    public List<ConsentEntry> entries() {
        return entries;
    }
}
