package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.ApiKeySecret;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class KeyCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final CliFixture cli = new CliFixture();
    private String organizationId;

    @BeforeEach
    void createOrganization() {
        assertThat(cli.run("org", "create", "--name", "Bayside Benefits")).isZero();
        organizationId = cli.out().strip();
    }

    @Test
    void givenKeyCreated_whenListedAndRevoked_thenListShowsItWithoutSecretAndRevocationStopsIt() {
        assertThat(cli.run("key", "create", "--org", organizationId, "--name", "Reporting",
                "--capabilities", "campaigns.view, customers:view", "--read-only",
                "--expires-at", "2099-01-01T00:00:00Z")).isZero();
        String key = cli.printedKey();
        String keyId = cli.printedKeyId();
        Wiring wiring = Wiring.create(new InMemoryStore(cli.repositories).ports());
        assertThat(wiring.services().authenticate().authenticate(key).capabilities())
                .containsExactlyInAnyOrder(Capability.CAMPAIGNS_VIEW, Capability.CUSTOMERS_VIEW);

        assertThat(cli.run("key", "list", "--org", organizationId)).isZero();
        List<String> lines = cli.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).isEqualTo(
                "id\tname\tprefix\tcapabilities\treadOnly\tcreatedAt\texpiresAt\trevokedAt\tlastUsedAt");
        String[] row = lines.get(1).split("\t");
        assertThat(row).hasSize(9);
        assertThat(row[0]).isEqualTo(keyId);
        assertThat(row[1]).isEqualTo("Reporting");
        assertThat(row[2]).isEqualTo(key.substring(0, 8));
        assertThat(row[3]).isEqualTo("campaigns.view,customers:view");
        assertThat(row[4]).isEqualTo("true");
        assertThat(row[5]).matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z");
        assertThat(row[6]).isEqualTo("2099-01-01T00:00:00.000Z");
        assertThat(row[7]).isEqualTo("-");
        assertThat(row[8]).matches("\\d{4}-.*Z");
        assertThat(cli.out()).doesNotContain(key).doesNotContain(ApiKeySecret.hash(key));

        assertThat(cli.run("key", "revoke", keyId)).isZero();
        assertThat(cli.out()).startsWith("Revoked key " + keyId + " at ");
        assertThat(wiring.services().apiKeys().list(OrganizationId.of(UUID.fromString(organizationId)))).singleElement()
                .satisfies(stored -> assertThat(stored.revokedAt()).isNotNull());

        assertThat(cli.run("key", "list", "--org", organizationId)).isZero();
        assertThat(cli.out().lines().skip(1).findFirst().orElseThrow().split("\t")[7]).isNotEqualTo("-");
    }

    @Test
    void givenKeyPrinted_whenCreated_thenSecretIsAloneOnItsLineAfterTheId() {
        assertThat(cli.run("key", "create", "--org", organizationId, "--name", "Everything",
                "--capabilities", "*")).isZero();

        List<String> lines = cli.out().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("Key id: ");
        assertThat(lines.get(2)).matches("cc_[A-Za-z0-9]{40}");
    }

    @Test
    void givenJsonOutput_whenKeyCreatedAndListed_thenOneJsonDocumentEachAndTheListNeverHoldsTheKey()
            throws Exception {
        assertThat(cli.run("key", "create", "--org", organizationId, "--name", "Sync job",
                "--capabilities", "customers.sync,customers:view", "--output", "json")).isZero();
        JsonNode created = JSON.readTree(cli.out());
        String listed;

        assertThat(cli.run("key", "list", "--org", organizationId, "--output", "json")).isZero();
        listed = cli.out();

        assertThat(listed.lines()).hasSize(1);
        assertThat(created.get("key").asText()).matches("cc_[A-Za-z0-9]{40}");
        assertThat(created.get("organizationId").asText()).isEqualTo(organizationId);
        assertThat(created.get("name").asText()).isEqualTo("Sync job");
        assertThat(created.get("capabilities")).extracting(JsonNode::asText)
                .containsExactly("customers:view", "customers.sync");
        assertThat(created.get("readOnly").asBoolean()).isFalse();
        assertThat(created.get("expiresAt").isNull()).isTrue();
        assertThat(cli.repositories.apiKeys().findBySecretHash(ApiKeySecret.hash(created.get("key").asText())))
                .hasValueSatisfying(stored -> assertThat(stored.id().toString()).isEqualTo(created.get("id").asText()));
        JsonNode keys = JSON.readTree(listed);
        assertThat(keys.isArray()).isTrue();
        assertThat(keys).singleElement().satisfies(key -> {
            assertThat(key.get("id").asText()).isEqualTo(created.get("id").asText());
            assertThat(key.get("prefix").asText()).isEqualTo(created.get("key").asText().substring(0, 8));
            assertThat(key.get("revokedAt").isNull()).isTrue();
            assertThat(key.has("key")).isFalse();
        });
        assertThat(listed).doesNotContain(created.get("key").asText());
    }

    @Test
    void givenUnknownOutputFormat_whenCreatingKey_thenUsageErrorAndNoKey() {
        int code = cli.run("key", "create", "--org", organizationId, "--name", "k", "--capabilities", "*",
                "--output", "yaml");

        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).contains("--output must be text or json, got 'yaml'");
        assertThat(cli.repositories.apiKeys().findByOrganization(OrganizationId.of(UUID.fromString(organizationId))))
                .isEmpty();
    }

    @Test
    void givenCreateHelp_whenRead_thenItDescribesTheLinesCreatePrints() {
        assertThat(cli.run("key", "create", "--help")).isZero();

        assertThat(cli.out()).contains("\"Key id: ID\", a caption, then the key alone on its")
                .contains("--output FORMAT");
    }

    @Test
    void givenRevokedTwice_whenRevoking_thenHarmless() {
        cli.run("key", "create", "--org", organizationId, "--name", "Temp", "--capabilities", "sources.view");
        String keyId = cli.printedKeyId();

        assertThat(cli.run("key", "revoke", keyId)).isZero();
        String first = cli.out();
        assertThat(cli.run("key", "revoke", keyId)).isZero();

        assertThat(cli.out()).isEqualTo(first);
    }

    @Test
    void givenExpiryInThePast_whenCreatingKey_thenFailsWithOneLine() {
        int code = cli.run("key", "create", "--org", organizationId, "--name", "Old", "--capabilities", "*",
                "--expires-at", "2020-01-01T00:00:00Z");

        assertThat(code).isEqualTo(1);
        assertThat(cli.err().strip()).isEqualTo("error: expiresAt must be in the future");
    }
}
