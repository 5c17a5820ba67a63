package io.campaignoutreach.application.consent;

import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Outbound port: an organization's consent ledger, by phone number. Entries are only appended: there
 * is no way to change or remove one, so the ledger is the record of what each customer gave and
 * revoked (kept five years, P65). Entries of one number are ordered as they occurred, then by id.
 */
public interface ConsentLedgerRepository {

    /** Stores every entry, or none when one's id is taken (a conflict). */
    void append(Collection<ConsentEntry> entries);

    /**
     * The entries of each of {@code phoneNumbers} that has any, oldest first, in one look-up for a
     * round's numbers; a number with none is not a key.
     */
    Map<PhoneNumber, List<ConsentEntry>> entriesFor(OrganizationId organizationId,
                                                    Collection<PhoneNumber> phoneNumbers);

    /** A page of one number's entries, newest first (then by id, highest first). */
    Page<ConsentEntry> page(OrganizationId organizationId, PhoneNumber phoneNumber, PageRequest request);
}
