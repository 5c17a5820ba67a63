package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.access.ManageApiKeysService;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.application.organization.CreateOrganizationService;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeySecret;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** D7 read from the database itself: a key is stored as its SHA-256 and a display prefix, never as itself. */
class JdbiApiKeyStorageTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Test
    void givenIssuedKey_whenItsRowIsRead_thenOnlyTheHashAndDisplayPrefixAreThere() throws SQLException {
        StorePorts store = DATABASE.emptyRepositories();
        Clock clock = Clock.systemUTC();
        OrganizationId org = new CreateOrganizationService(store.organizations(), UUID::randomUUID, clock)
                .create("Harbor Insurance", null).id();
        ApiKey.Issued issued = new ManageApiKeysService(store.apiKeys(), store.organizations(), UUID::randomUUID,
                clock).create(new CreateApiKeyCommand(org, "ops", Set.of(Capability.ALL), false, null));
        String secret = issued.secret().value();
        String randomPart = secret.substring(ApiKeySecret.PREFIX.length());

        try (Connection connection = DATABASE.store().dataSource().getConnection();
             PreparedStatement query = connection.prepareStatement(
                     "select row_to_json(k)::text, secret_hash, display_prefix from api_keys k where id = ?")) {
            query.setObject(1, issued.key().id().value());
            try (ResultSet row = query.executeQuery()) {
                assertThat(row.next()).isTrue();
                assertThat(row.getString(1)).doesNotContain(randomPart).doesNotContain(randomPart.substring(10));
                assertThat(row.getString(2)).isEqualTo(ApiKeySecret.hash(secret)).matches("[0-9a-f]{64}");
                assertThat(row.getString(3)).isEqualTo(secret.substring(0, ApiKeySecret.DISPLAY_PREFIX_LENGTH));
            }
        }
    }
}
