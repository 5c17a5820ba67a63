package io.campaignoutreach.application.customer;

import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.Map;
import java.util.Set;

/**
 * Which live customers some ids and phone numbers name, by id only: the ids that are live
 * customers of the organization, and for each phone number the oldest live customer with it.
 */
public record CustomerKeys(Set<CustomerId> ids, Map<PhoneNumber, CustomerId> phones) {

    public CustomerKeys {
        ids = Set.copyOf(ids);
        phones = Map.copyOf(phones);
    }
}
