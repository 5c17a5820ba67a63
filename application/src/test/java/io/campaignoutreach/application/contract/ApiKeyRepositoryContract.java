package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.access.ApiKeyRepository}: round trips, look-up
 * by secret hash, revocation, and use recording that keeps the latest instant.
 */
public abstract class ApiKeyRepositoryContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenRevokedKey_whenInsertedAndFoundById_thenEveryFieldRoundTrips() {
        ApiKey key = TestData.apiKey(organizationId).revoke(TestData.at(30));

        store.apiKeys().insert(key);

        assertThat(store.apiKeys().findById(key.id())).contains(key);
    }

    @Test
    void givenKeyWithEveryCapabilityAndNoDates_whenInsertedAndFound_thenItRoundTrips() {
        ApiKey template = TestData.apiKey(organizationId);
        ApiKey key = new ApiKey(template.id(), organizationId, "Admin", "cc_XyZ12", template.secretHash(),
                Set.of(Capability.ALL), false, TestData.T0, null, null, null);

        store.apiKeys().insert(key);

        assertThat(store.apiKeys().findById(key.id())).contains(key);
    }

    @Test
    void givenKeys_whenFoundBySecretHash_thenTheMatchingKeyIsFound() {
        ApiKey key = insert(TestData.apiKey(organizationId));
        insert(TestData.apiKey(organizationId));

        assertThat(store.apiKeys().findBySecretHash(key.secretHash())).contains(key);
        assertThat(store.apiKeys().findBySecretHash("0".repeat(64))).isEmpty();
        assertThat(store.apiKeys().findById(ApiKeyId.of(TestData.newId()))).isEmpty();
    }

    @Test
    void givenKeysOfTwoOrganizations_whenListedByOrganization_thenOnlyItsKeysComeOldestFirst() {
        ApiKey newer = insert(TestData.apiKey(organizationId, TestData.at(20)));
        ApiKey older = insert(TestData.apiKey(organizationId, TestData.at(10)));
        insert(TestData.apiKey(otherOrganizationId, TestData.at(1)));

        assertThat(store.apiKeys().findByOrganization(organizationId)).containsExactly(older, newer);
    }

    @Test
    void givenStoredKey_whenRevokedAndUpdated_thenTheRevocationIsStored() {
        ApiKey key = insert(TestData.apiKey(organizationId));
        ApiKey revoked = key.revoke(TestData.at(45));

        store.apiKeys().update(revoked);

        assertThat(store.apiKeys().findById(key.id())).contains(revoked);
        assertThat(store.apiKeys().findBySecretHash(key.secretHash())).contains(revoked);
    }

    @Test
    void givenStoredKey_whenUseRecorded_thenLastUsedAtIsTheLatestInstant() {
        ApiKey key = insert(TestData.apiKey(organizationId));

        store.apiKeys().recordUse(key.id(), TestData.at(500));
        store.apiKeys().recordUse(key.id(), TestData.at(400));

        assertThat(store.apiKeys().findById(key.id())).map(ApiKey::lastUsedAt).contains(TestData.at(500));
    }

    @Test
    void givenNeverUsedKey_whenUseRecorded_thenOnlyLastUsedAtChanges() {
        ApiKey template = TestData.apiKey(organizationId);
        ApiKey key = insert(new ApiKey(template.id(), organizationId, template.name(), template.displayPrefix(),
                template.secretHash(), template.capabilities(), template.readOnly(), template.createdAt(),
                template.expiresAt(), null, null));

        store.apiKeys().recordUse(key.id(), TestData.at(5));

        assertThat(store.apiKeys().findById(key.id())).contains(new ApiKey(key.id(), organizationId, key.name(),
                key.displayPrefix(), key.secretHash(), key.capabilities(), key.readOnly(), key.createdAt(),
                key.expiresAt(), null, TestData.at(5)));
    }

    @Test
    void givenUnknownKey_whenUseRecorded_thenNothingHappens() {
        ApiKeyId unknown = ApiKeyId.of(TestData.newId());

        store.apiKeys().recordUse(unknown, TestData.at(5));

        assertThat(store.apiKeys().findById(unknown)).isEmpty();
    }

    private ApiKey insert(ApiKey key) {
        store.apiKeys().insert(key);
        return key;
    }
}
