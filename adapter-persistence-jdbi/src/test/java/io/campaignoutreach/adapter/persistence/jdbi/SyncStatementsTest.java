package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.sync.MedicareSyncService;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncMedicareCommand;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncResult;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.customer.SyncedPolicy;
import io.campaignoutreach.domain.organization.Organization;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A sync of 100 records is a handful of statements in one transaction, whatever the records, and finds its
 * customers through the keys' indexes however many the organization holds.
 */
class SyncStatementsTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    private static SyncedCustomer record(int n, String lastName) {
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        fields.put(CustomerField.FIRST_NAME, "Ada");
        fields.put(CustomerField.LAST_NAME, lastName);
        fields.put(CustomerField.CLIENT_CUSTOMER_ID, "crm-" + n);
        return new SyncedCustomer(TestData.phone(n), fields, List.of(), List.of(SyncedPolicy.of(Map.of(
                PolicyField.POLICY_TYPE, "MAPD", PolicyField.POLICY_NUMBER, "H" + n))));
    }

    @Test
    void givenAHundredRecordsHalfNew_whenSynced_thenAtMostTenStatementsAndEveryRecordApplied() {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        MedicareSyncService sync = new MedicareSyncService(store.customers(), store.customFields(),
                store.consentLedger(), store.transactions(), UUID::randomUUID, Clock.systemUTC());
        AccessContext access = new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "sync",
                Set.of(Capability.ALL), false);
        List<SyncedCustomer> existing = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            existing.add(record(i, "First"));
        }
        sync.sync(access, new SyncMedicareCommand(existing));
        List<SyncedCustomer> batch = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            batch.add(record(i, "Second"));
        }
        StatementRecorder.Recorded<SyncResult> synced = StatementRecorder.during(DATABASE.store().jdbi(),
                () -> sync.sync(access, new SyncMedicareCommand(batch)));
        SyncResult result = synced.result();
        List<String> statements = synced.statements();

        assertThat(result.succeeded()).isEqualTo(100);
        assertThat(statements).as(String.join("\n", statements)).hasSizeLessThanOrEqualTo(10);
        assertThat(store.customers().count(organization.id())).isEqualTo(100);
        assertThat(store.customers().findByClientCustomerIds(organization.id(), List.of("crm-7")).get(0).profile()
                .get(CustomerField.LAST_NAME)).isEqualTo("Second");
    }

    @Test
    void givenAnOrganizationOfThousands_whenABatchsKeysAreLookedUp_thenEachKeyIsFoundThroughItsIndex() {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        List<String> plan = DATABASE.store().jdbi().inTransaction(h -> {
            // 5,000 customers of a kilobyte or so each, so the planner weighs real numbers.
            h.createUpdate("""
                    insert into customers (id, organization_id, version, phone, profile, policies, custom_values,
                                           related_lists, created_at, updated_at)
                    select gen_random_uuid(), :org, 0, '+1212555' || lpad(n::text, 4, '0'),
                           jsonb_build_object('clientCustomerId', 'crm-' || n, 'mbiNumber', 'mbi-' || n),
                           jsonb_build_array(jsonb_build_object('values', jsonb_build_object('planName',
                               repeat('Humana Gold Plus H1036-200 (HMO) ', 30)))),
                           '[]', '{}', now(), now()
                      from generate_series(0, 4999) as n""").bind("org", organization.id().value()).execute();
            h.execute("analyze customers");
            List<String> keys = IntStream.range(0, 100).mapToObj(Integer::toString).toList();
            return h.createQuery("explain " + JdbiCustomerRepository.FIND_BY_ANY_KEY)
                    .bind("org", organization.id().value())
                    .bindArray("ids", String.class, keys.stream().map(n -> "crm-" + n).toList())
                    .bindArray("mbis", String.class, keys.stream().map(n -> "mbi-" + n).toList())
                    .bindArray("phones", String.class, keys.stream().map(n -> TestData.phone(Integer.parseInt(n))
                            .e164()).toList())
                    .mapTo(String.class).list();
        });

        assertThat(String.join("\n", plan)).doesNotContain("Seq Scan").contains("customers_client_customer_id_idx",
                "customers_mbi_number_idx", "customers_live_phone_key", "customers_pkey");
    }
}
