package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.domain.access.ApiKeySecret;
import io.campaignoutreach.domain.access.Capability;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CliTest {

    private final CliFixture cli = new CliFixture();

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "help"})
    void givenTopLevelHelp_whenRun_thenUsageOnStdoutAndExitZero(String flag) {
        int code = cli.run(flag);

        assertThat(code).isZero();
        assertThat(cli.out()).contains("Usage:", "serve", "migrate", "org create", "key create", "demo",
                "COS_DATABASE_URL", "COS_PORT (8080)");
        assertThat(cli.err()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "serve --help          | serve [--demo]",
            "migrate --help        | migrate",
            "org --help            | create --name NAME",
            "org create --help     | --sms-company-name",
            "key --help            | revoke ID",
            "key create --help     | --capabilities LIST",
            "key list --help       | key list --org ID",
            "key revoke --help     | key revoke ID",
            "demo --help           | demo",
            "key create -h         | --expires-at"})
    void givenCommandHelp_whenRun_thenItsUsageOnStdoutAndExitZero(String command, String expected) {
        int code = cli.run(command.split(" "));

        assertThat(code).isZero();
        assertThat(cli.out()).startsWith("Usage: java -jar campaign-outreach.jar").contains(expected);
        assertThat(cli.err()).isEmpty();
    }

    @Test
    void givenHelpWithBadEnvironment_whenRun_thenHelpStillWorks() {
        cli.env.put("COS_PORT", "not-a-port");

        assertThat(cli.run("serve", "--help")).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                                   | a command is required",
            "launch                               | unknown command 'launch'",
            "org                                  | a sub-command is required",
            "org delete                           | unknown sub-command 'delete'",
            "org create                           | --name is required",
            "org create --name                    | --name needs a value",
            "org create --name A --colour blue    | unknown option --colour",
            "org create --name A --name B         | --name is given more than once",
            "key                                  | a sub-command is required",
            "key rotate                           | unknown sub-command 'rotate'",
            "key list                             | --org is required",
            "key list --org 42                    | --org must be a uuid",
            "key revoke                           | ID is required",
            "key revoke not-an-id                 | ID must be a uuid",
            "migrate now                          | unexpected argument 'now'",
            "serve --port 80                      | unknown option --port",
            "demo --seed 3                        | unknown option --seed"})
    void givenBadCommandLine_whenRun_thenUsageErrorOnStderrAndExitTwo(String command, String message) {
        int code = command.isEmpty() ? cli.run() : cli.run(command.split(" "));

        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).contains("error: " + message).contains("--help' for usage.");
        assertThat(cli.out()).isEmpty();
    }

    @Test
    void givenUnknownCapability_whenCreatingKey_thenUsageErrorListsKnownCapabilities() {
        int code = cli.run("key", "create", "--org", UUID.randomUUID().toString(), "--name", "ci",
                "--capabilities", "campaigns.view,campaigns.delete");

        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).contains("unknown capability 'campaigns.delete'", "campaigns.view", "routing.view");
    }

    @Test
    void givenMalformedExpiry_whenCreatingKey_thenUsageError() {
        int code = cli.run("key", "create", "--org", UUID.randomUUID().toString(), "--name", "ci",
                "--capabilities", "*", "--expires-at", "2027-01-01");

        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).contains("--expires-at must be a UTC time");
    }

    @Test
    void givenNewOrganization_whenCreated_thenItsIdAloneIsPrinted() {
        int code = cli.run("org", "create", "--name", "Bayside Benefits", "--sms-company-name", "Bayside");

        assertThat(code).isZero();
        String id = cli.out().strip();
        assertThat(UUID.fromString(id).version()).isEqualTo(7);
        assertThat(cli.repositories.organizations().findAll()).singleElement()
                .satisfies(org -> {
                    assertThat(org.id().toString()).isEqualTo(id);
                    assertThat(org.smsCompanyName()).isEqualTo("Bayside");
                });
    }

    @Test
    void givenJsonOutput_whenOrganizationCreated_thenOneJsonObjectWithItsIdAndNames() throws Exception {
        int code = cli.run("org", "create", "--name", "Harbor Insurance", "--output", "json");

        assertThat(code).isZero();
        JsonNode created = new ObjectMapper().readTree(cli.out());
        assertThat(cli.out().lines()).hasSize(1);
        assertThat(created.get("name").asText()).isEqualTo("Harbor Insurance");
        assertThat(created.get("smsCompanyName").asText()).isEqualTo("Harbor Insurance");
        assertThat(cli.repositories.organizations().findAll()).singleElement()
                .satisfies(org -> assertThat(org.id().toString()).isEqualTo(created.get("id").asText()));
    }

    @Test
    void givenUnknownOrganization_whenCreatingKey_thenOneLineFailureAndExitOne() {
        int code = cli.run("key", "create", "--org", UUID.randomUUID().toString(), "--name", "ci",
                "--capabilities", "*");

        assertThat(code).isEqualTo(1);
        assertThat(cli.err().lines()).singleElement().asString().startsWith("error: Organization").endsWith("not found");
    }

    @Test
    void givenDebugSet_whenCommandFails_thenStackTraceFollows() {
        cli.env.put("COS_DEBUG", "1");

        int code = cli.run("key", "revoke", UUID.randomUUID().toString());

        assertThat(code).isEqualTo(1);
        assertThat(cli.err()).startsWith("error: API key").contains("NotFoundException");
    }

    @Test
    void givenBadSetting_whenCommandRuns_thenOneLineFailureAndExitOne() {
        cli.env.put("COS_DB_POOL_SIZE", "lots");

        int code = cli.run("org", "create", "--name", "Bayside Benefits");

        assertThat(code).isEqualTo(1);
        assertThat(cli.err().strip()).isEqualTo("error: COS_DB_POOL_SIZE must be a whole number from 1 to 200, "
                + "got 'lots'");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "migrate",
            "org create --name Harbor",
            "key create --org 0199a4e1-7c3b-7000-8000-000000000001 --name k --capabilities *",
            "key list --org 0199a4e1-7c3b-7000-8000-000000000001",
            "key revoke 0199a4e1-7c3b-7000-8000-000000000001",
            "import ../docs/examples/workspace.json --org 0199a4e1-7c3b-7000-8000-000000000001",
            "demo"})
    void givenNoDatabase_whenOperatorCommandRuns_thenRefusesNamingTheVariableAndStoresNothing(String line) {
        cli.env.remove("COS_DATABASE_URL");
        String[] words = line.split(" ");
        String command = words[0].equals("org") || words[0].equals("key") ? words[0] + " " + words[1] : words[0];

        int code = cli.run(words);

        assertThat(code).isEqualTo(1);
        assertThat(cli.err()).contains("error: " + command + " needs a database: set COS_DATABASE_URL");
        assertThat(cli.out()).isEmpty();
        assertThat(cli.repositories.organizations().findAll()).isEmpty();
    }

    @Test
    void givenDemoCommand_whenRun_thenPrintsOrganizationAndAnAllCapabilityKey() {
        int code = cli.run("demo");

        assertThat(code).isZero();
        assertThat(cli.out()).startsWith("Demo organization: ");
        String key = cli.printedKey();
        assertThat(cli.repositories.apiKeys().findBySecretHash(ApiKeySecret.hash(key)))
                .hasValueSatisfying(stored -> assertThat(stored.capabilities()).containsExactly(Capability.ALL));
    }
}
