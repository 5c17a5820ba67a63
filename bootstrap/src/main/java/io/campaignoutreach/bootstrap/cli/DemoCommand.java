package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.adapter.workspace.demo.DemoWorkspace;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** Operator command {@code demo}: a demo organization with realistic data, and a key with every capability. */
final class DemoCommand implements Command {

    private static final String USAGE = """
            Usage: %s demo

            Creates the demo workspace (a Medicare insurance agency with campaigns, configurations,
            a workflow, customers, enrollments and calls) in the store COS_DATABASE_URL names, and
            prints the demo organization's id, an API key with every capability (shown once), and
            the ids to try the API with: a campaign that accepts enrollments, customers not yet in
            it with their phone numbers, and an inquiry that is still new.
            Each run creates a new demo organization. Requires COS_DATABASE_URL; to try the API
            in memory, use 'serve --demo' instead.
            """.formatted(Cli.PROGRAM);

    private final CliContext context;

    DemoCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "demo";
    }

    @Override
    public int run(List<String> args) {
        if (Arguments.asksForHelp(args)) {
            context.out().print(USAGE);
            return Cli.OK;
        }
        Arguments.parse("demo", args, Set.of(), Set.of()).positionals();
        try (Store store = context.openDatabase("demo")) {
            Wiring wiring = Wiring.create(store.ports());
            print(store, wiring, seed(store, wiring), context.out());
        }
        return Cli.OK;
    }

    /** The demo organization and its key with every capability. */
    record Seeded(OrganizationId organization, ApiKey.Issued key) {
    }

    /** Fills the store with the demo workspace and issues a key with every capability. */
    static Seeded seed(Store store, Wiring wiring) {
        OrganizationId organization = DemoWorkspace.populate(store.ports(), wiring.services().setups(), wiring.ids(),
                wiring.clock());
        return new Seeded(organization, wiring.services().apiKeys().create(new CreateApiKeyCommand(organization,
                "Demo key (all capabilities)", Set.of(Capability.ALL), false, null)));
    }

    /** Prints the demo organization, its key and the ids to try the API with. */
    static void print(Store store, Wiring wiring, Seeded seeded, PrintStream out) {
        out.println("Demo organization: " + seeded.organization());
        KeyCommands.printIssued(out, seeded.key());
        DemoGuide.print(store.ports(), seeded.organization(), wiring.clock().instant(), out);
    }
}
