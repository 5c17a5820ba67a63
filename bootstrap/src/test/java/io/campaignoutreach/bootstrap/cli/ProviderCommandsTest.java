package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.provider.SealedSecret;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderChannel;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ProviderCommandsTest {

    private static final String TOKEN = "tok-0d4e7a1f9b2c48e6a3f5c7d9e1b3a5c7";
    private static final String SID = "AC0123456789abcdef0123456789abcdef";

    private final CliFixture cli = new CliFixture();
    private String organizationId;

    private static String key(int fill) {
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) fill);
        return Base64.getEncoder().encodeToString(key);
    }

    @BeforeEach
    void createOrganization() {
        assertThat(cli.run("org", "create", "--name", "Bayside Benefits")).isZero();
        organizationId = cli.out().strip();
        cli.env.put("COS_SECRETS_KEYS", "k1:" + key(1));
        cli.env.put("COS_PUBLIC_BASE_URL", "https://outreach.example.test");
        cli.env.put("TWILIO_AUTH_TOKEN", TOKEN);
    }

    private ProviderAccount stored(ProviderChannel channel) {
        return cli.repositories.providerAccounts().find(OrganizationId.of(UUID.fromString(organizationId)), channel)
                .orElseThrow();
    }

    @Test
    void givenATokenInAVariable_whenSetAndListed_thenItIsStoredSealedAndNeverPrinted() {
        assertThat(cli.run("providers", "set", "--org", organizationId, "--channel", "texts", "--provider", "twilio",
                "--settings", "accountSid=" + SID + ",fromNumber=+12025550100",
                "--secrets-from-env", "authToken=TWILIO_AUTH_TOKEN")).isZero();
        assertThat(cli.out()).startsWith("Set the texts account of " + organizationId).doesNotContain(TOKEN);
        assertThat(stored(ProviderChannel.TEXTS).sealedSecrets().get("authToken")).startsWith("v1:k1:")
                .doesNotContain(TOKEN);

        assertThat(cli.run("providers", "list", "--org", organizationId)).isZero();
        List<String> lines = cli.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("id\tchannel\tprovider\tsettings\tsecrets\twebhookUrls\tupdatedAt");
        String[] row = lines.get(1).split("\t");
        assertThat(row[1]).isEqualTo("texts");
        assertThat(row[2]).isEqualTo("twilio");
        assertThat(row[3]).isEqualTo("accountSid=" + SID + ",fromNumber=+12025550100");
        assertThat(row[4]).isEqualTo("authToken");
        assertThat(row[5]).isEqualTo("incomingTexts=https://outreach.example.test/webhooks/twilio/" + row[0]
                + "/texts/inbound");
        assertThat(cli.run("providers", "list", "--org", organizationId, "--output", "json")).isZero();
        assertThat(cli.out()).contains("\"secretsSet\":[\"authToken\"]").doesNotContain(TOKEN);
    }

    @Test
    void givenBrokenSettingsOrAMissingVariable_whenSet_thenEachIsSaidAndNothingIsStored() {
        assertThat(cli.run("providers", "set", "--org", organizationId, "--channel", "calls", "--provider", "twilio",
                "--settings", "accountSid=AC12,region=us1", "--secrets-from-env", "authToken=TWILIO_AUTH_TOKEN"))
                .isEqualTo(Cli.USAGE);
        assertThat(cli.err()).contains("settings.accountSid: must be AC followed by 32 hexadecimal digits")
                .contains("settings.region").doesNotContain(TOKEN);
        assertThat(cli.run("providers", "set", "--org", organizationId, "--channel", "calls", "--provider", "twilio",
                "--settings", "accountSid=" + SID, "--secrets-from-env", "authToken=NOT_SET_ANYWHERE"))
                .isEqualTo(Cli.USAGE);
        assertThat(cli.err()).contains("NOT_SET_ANYWHERE");
        assertThat(cli.run("providers", "set", "--org", organizationId, "--channel", "faxes", "--provider", "twilio"))
                .isEqualTo(Cli.USAGE);
        assertThat(cli.repositories.providerAccounts().list(OrganizationId.of(UUID.fromString(organizationId))))
                .isEmpty();
    }

    @Test
    void givenSecretsUnderAnOldKey_whenResealedAfterARotation_thenTheyAreUnderTheNewKeyUntilTheAccountGoesBack() {
        assertThat(cli.run("providers", "set", "--org", organizationId, "--channel", "calls", "--provider", "twilio",
                "--settings", "accountSid=" + SID, "--secrets-from-env", "authToken=TWILIO_AUTH_TOKEN")).isZero();
        cli.env.put("COS_SECRETS_KEYS", "k2:" + key(2) + ",k1:" + key(1));

        assertThat(cli.run("providers", "reseal")).isZero();
        assertThat(cli.out()).isEqualToIgnoringNewLines("Looked at 1 account(s); resealed 1 under key k2");
        assertThat(SealedSecret.parse(stored(ProviderChannel.CALLS).sealedSecrets().get("authToken")).keyId())
                .isEqualTo("k2");
        assertThat(cli.run("providers", "reseal")).isZero();
        assertThat(cli.out()).contains("resealed 0");

        assertThat(cli.run("providers", "set", "--org", organizationId, "--channel", "calls", "--provider",
                "simulated")).isZero();
        assertThat(stored(ProviderChannel.CALLS).sealedSecrets()).as("back on the server's carrier, no secret kept")
                .isEmpty();
    }
}
