package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportCommandTest {

    private static final String EXAMPLE = Path.of("..", "docs", "examples", "workspace.json").toString();

    private final CliFixture cli = new CliFixture();

    @TempDir
    Path dir;

    private String createOrganization() {
        assertThat(cli.run("org", "create", "--name", "Example Agency")).isZero();
        return cli.out().strip();
    }

    @Test
    void givenExampleFile_whenImported_thenCountsPerKindAndExitZero() {
        String org = createOrganization();

        int code = cli.run("import", EXAMPLE, "--org", org);

        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).startsWith("Imported into organization " + org + ":")
                .containsPattern("customers\\s+3").containsPattern("inquiries\\s+2")
                .containsPattern("transferConfigs\\s+2");
    }

    @Test
    void givenBrokenFile_whenImported_thenEveryProblemOnStderrExitOneAndNothingStored() throws IOException {
        String org = createOrganization();
        Path file = dir.resolve("broken.json");
        Files.writeString(file, Files.readString(Path.of(EXAMPLE))
                .replace("\"(617) 555-0142\"", "\"call me\"")
                .replace("\"talkDurationMs\": 510000", "\"talkDurationMs\": -1"));

        int code = cli.run("import", file.toString(), "--org", org);

        assertThat(code).isEqualTo(Cli.FAILURE);
        assertThat(cli.err()).contains("broken.json: 2 problems; nothing was imported",
                "  customers[0].phoneNumber: not a US phone number",
                "  calls[1].transfer.talkDurationMs: must not be negative");
        assertThat(cli.out()).isEmpty();
        assertThat(cli.repositories.customers().count(OrganizationId.of(UUID.fromString(org)))).isZero();
    }

    @Test
    void givenMissingFile_whenImported_thenOneLineErrorExitOne() {
        String org = createOrganization();

        int code = cli.run("import", dir.resolve("nowhere.json").toString(), "--org", org);

        assertThat(code).isEqualTo(Cli.FAILURE);
        assertThat(cli.err()).startsWith("error: cannot read ");
    }

    @Test
    void givenArgumentsWrong_whenRun_thenUsageErrorExitTwo() {
        assertThat(cli.run("import", EXAMPLE)).isEqualTo(Cli.USAGE);
        assertThat(cli.err()).contains("--org is required");
        assertThat(cli.run("import", "--org", "not-a-uuid", EXAMPLE)).isEqualTo(Cli.USAGE);
        assertThat(cli.err()).contains("--org must be a uuid");
        assertThat(cli.run("import", "--org", "018f0000-0000-7000-8000-000000000001")).isEqualTo(Cli.USAGE);
        assertThat(cli.err()).contains("FILE is required");
    }

    @Test
    void givenHelp_whenRun_thenUsageOnStdout() {
        assertThat(cli.run("import", "--help")).isZero();
        assertThat(cli.out()).startsWith("Usage: java -jar campaign-outreach.jar import FILE --org ID")
                .contains("docs/workspace-format.md");
        assertThat(cli.run("--help")).isZero();
        assertThat(cli.out()).contains("import FILE --org ID");
    }
}
