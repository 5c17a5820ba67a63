package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.adapter.workspace.ElementKind;
import io.campaignoutreach.adapter.workspace.ImportReport;
import io.campaignoutreach.adapter.workspace.WorkspaceImporter;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Uuids;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Operator command {@code import FILE --org ID}: loads a JSON workspace document into an organization (D23). */
final class ImportCommand implements Command {

    private static final String USAGE = """
            Usage: %s import FILE --org ID

            Imports a workspace document (JSON, described in docs/workspace-format.md) into an
            existing organization: custom fields, routing, appointment and transfer configurations,
            workflows, campaigns, customers with their policies, sources, enrollments, calls and
            inquiries. Every element gets a new id, so one file can be imported into several
            organizations. The whole file is checked first: when anything is wrong, every problem
            found is listed (at most %d), nothing is imported and the exit code is 1. On success
            the number of elements imported per kind is printed. Requires COS_DATABASE_URL.

            Options:
              --org ID   the organization to import into (required)
            """.formatted(Cli.PROGRAM, ImportReport.PROBLEM_LIMIT);

    private final CliContext context;

    ImportCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "import";
    }

    @Override
    public int run(List<String> args) {
        if (Arguments.asksForHelp(args)) {
            context.out().print(USAGE);
            return Cli.OK;
        }
        Arguments arguments = Arguments.parse("import", args, Set.of("org"), Set.of());
        String file = arguments.positionals("FILE").get(0);
        String org = arguments.required("org");
        OrganizationId organization = OrganizationId.of(Uuids.parse(org).orElseThrow(() ->
                new UsageException("import", "--org must be a uuid, got '" + org + "'")));
        String text = read(Path.of(file));
        try (Store store = context.openDatabase("import")) {
            Wiring wiring = Wiring.create(store.ports());
            ImportReport report = new WorkspaceImporter(store.ports(), wiring.services().setups(), wiring.ids(), wiring.clock())
                    .importJson(organization, text);
            if (!report.imported()) {
                printProblems(context.err(), file, report);
                return Cli.FAILURE;
            }
            printCounts(context.out(), report);
        }
        return Cli.OK;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()), e);
        }
    }

    static void printCounts(PrintStream out, ImportReport report) {
        out.println("Imported into organization " + report.organizationId() + ":");
        for (ElementKind kind : ElementKind.values()) {
            out.println(String.format(Locale.ROOT, "  %-20s %d", kind.member(), report.counts().getOrDefault(kind, 0)));
        }
    }

    private static void printProblems(PrintStream err, String file, ImportReport report) {
        int count = report.problemCount();
        err.println("error: " + file + ": " + count + (count == 1 ? " problem" : " problems")
                + "; nothing was imported");
        report.problems().forEach(problem -> err.println("  " + problem));
        if (count > report.problems().size()) {
            err.println("  ... and " + (count - report.problems().size()) + " more");
        }
    }
}
