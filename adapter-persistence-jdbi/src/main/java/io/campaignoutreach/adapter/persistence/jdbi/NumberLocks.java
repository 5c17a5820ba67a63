package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Collection;
import org.jdbi.v3.core.Handle;

/**
 * One transaction-scoped lock per organization's number, taken in key order so that two units of
 * work cannot deadlock: what makes the dial gate, the text gate and every change of a number's
 * consent see each other whole. A gate that holds a number's lock reads its ledger after any
 * revocation committed before, and a revocation waits for a gate in flight to commit.
 */
final class NumberLocks {

    private NumberLocks() {
    }

    static void lock(Handle handle, OrganizationId organizationId, Collection<PhoneNumber> numbers) {
        if (numbers.isEmpty()) {
            return;
        }
        handle.createQuery("""
                        select pg_advisory_xact_lock(k)
                          from (select distinct hashtextextended(:org || '/' || n, 0) as k
                                  from unnest(:phones) as n order by k) as keys""")
                .bind("org", organizationId.value().toString())
                .bind("phones", SqlArrays.of(String.class, numbers.stream().map(PhoneNumber::e164).distinct().toList()))
                .mapToMap().list();
    }
}
