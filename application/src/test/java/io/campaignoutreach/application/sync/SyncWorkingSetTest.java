package io.campaignoutreach.application.sync;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The working set answers from its key indexes exactly as a look over all its customers would: by
 * each customer's keys as the batch has left them, the oldest first, never a deleted customer.
 */
class SyncWorkingSetTest {

    private static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());

    @Test
    void givenACustomerMovedToAnotherNumber_whenMatchedByPhone_thenFoundByTheNewNumberOnly() {
        Customer stored = TestData.customer(ORG, TestData.phone(1));
        SyncWorkingSet batch = new SyncWorkingSet(List.of(stored));

        Customer moved = stored.applySync(record(TestData.phone(2), Map.of()), List.of(), UUID::randomUUID,
                TestData.T0.plusSeconds(60));
        batch.changed(moved);

        assertThat(batch.match(record(TestData.phone(2), Map.of()))).contains(moved);
        assertThat(batch.match(record(TestData.phone(1), Map.of()))).isEmpty();
        assertThat(batch.heldByAnother(TestData.phone(1), CustomerId.of(UUID.randomUUID()))).isFalse();
        assertThat(batch.heldByAnother(TestData.phone(2), CustomerId.of(UUID.randomUUID()))).isTrue();
        assertThat(batch.heldByAnother(TestData.phone(2), moved.id())).isFalse();
    }

    @Test
    void givenAnExternalIdGivenToACustomerInTheBatch_whenMatched_thenThatCustomerAndItsOldIdNoLonger() {
        Customer stored = TestData.customer(ORG, TestData.phone(3));
        SyncWorkingSet batch = new SyncWorkingSet(List.of(stored));
        Customer tagged = stored.applySync(record(TestData.phone(3), Map.of(CustomerField.CLIENT_CUSTOMER_ID, "crm-1",
                CustomerField.MBI_NUMBER, "1EG4TE5MK72")), List.of(), UUID::randomUUID, TestData.T0.plusSeconds(60));
        batch.changed(tagged);
        Customer retagged = tagged.applySync(record(TestData.phone(3), Map.of(CustomerField.CLIENT_CUSTOMER_ID,
                "crm-2")), List.of(), UUID::randomUUID, TestData.T0.plusSeconds(120));
        batch.changed(retagged);

        assertThat(batch.match(record(TestData.phone(9), Map.of(CustomerField.CLIENT_CUSTOMER_ID, "crm-2"))))
                .contains(retagged);
        assertThat(batch.match(record(TestData.phone(9), Map.of(CustomerField.CLIENT_CUSTOMER_ID, "crm-1"))))
                .isEmpty();
        assertThat(batch.match(record(TestData.phone(9), Map.of(CustomerField.MBI_NUMBER, "1EG4TE5MK72"))))
                .contains(retagged);
    }

    @Test
    void givenSeveralHoldersOfANumber_whenMatched_thenTheOldestLiveOne() {
        PhoneNumber shared = TestData.phone(4);
        Customer older = TestData.customer(ORG, shared, TestData.T0);
        Customer newer = TestData.customer(ORG, shared, TestData.T0.plusSeconds(1));
        Customer created = TestData.customer(ORG, shared, TestData.T0.plusSeconds(2));
        SyncWorkingSet batch = new SyncWorkingSet(List.of(newer, older));
        batch.created(created);

        assertThat(batch.match(record(shared, Map.of()))).contains(older);

        batch.changed(older.delete(TestData.T0.plusSeconds(3)));
        assertThat(batch.match(record(shared, Map.of()))).contains(newer);
        assertThat(batch.toInsert()).containsExactly(created);
        assertThat(batch.toUpdate()).extracting(change -> change.customer().id()).containsExactly(older.id());
    }

    private static SyncedCustomer record(PhoneNumber phone, Map<CustomerField, Object> keys) {
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        fields.put(CustomerField.FIRST_NAME, "Ada");
        fields.put(CustomerField.LAST_NAME, "Lovelace");
        fields.putAll(keys);
        return new SyncedCustomer(phone, fields, List.of(), List.of());
    }
}
