package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.bootstrap.store.Store;
import java.util.List;
import java.util.Set;

/** Operator command {@code migrate}: brings the PostgreSQL schema up to date without starting the server. */
final class MigrateCommand implements Command {

    private static final String USAGE = """
            Usage: %s migrate

            Applies pending schema migrations to the PostgreSQL database COS_DATABASE_URL names
            (in COS_DB_SCHEMA when set). 'serve' does the same at start-up; this command lets a
            deployment migrate first. Requires COS_DATABASE_URL.
            """.formatted(Cli.PROGRAM);

    private final CliContext context;

    MigrateCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "migrate";
    }

    @Override
    public int run(List<String> args) {
        if (Arguments.asksForHelp(args)) {
            context.out().print(USAGE);
            return Cli.OK;
        }
        Arguments.parse("migrate", args, Set.of(), Set.of()).positionals();
        try (Store store = context.openDatabase("migrate")) {
            store.migrate();
            context.out().println("Migrated " + store.description());
        }
        return Cli.OK;
    }
}
