package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.bootstrap.config.Settings;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Primary adapter: the operator command line (D23). Usage errors print to stderr and exit 2; any
 * other failure prints one line and exits 1, with the stack trace only when COS_DEBUG=1.
 */
public final class Cli {

    static final String PROGRAM = "java -jar campaign-outreach.jar";
    public static final int OK = 0;
    public static final int FAILURE = 1;
    public static final int USAGE = 2;

    private static final String USAGE_TEXT = """
            Usage: %s <command> [options]

            Campaign Outreach Service: the outreach API and the operator commands around it.

            Commands:
              serve [--demo]             start the API server
              migrate                    bring the PostgreSQL schema up to date
              org create                 create an organization
              key create | list | revoke manage an organization's API keys
              import FILE --org ID       import a JSON workspace document into an organization
              demo                       create a demo organization with realistic data and a key
              review list | attempts | resume | close
                                         enrollments whose call attempt was interrupted
              text-in --from NUMBER --body TEXT
                                         hand the service a customer's text (STOP, HELP...)
              providers list | set | reseal
                                         organizations' provider accounts (Twilio, Vapi)

            Every command takes --help. Commands work on the database COS_DATABASE_URL names; only
            'serve' runs without one, in memory.

            Environment (default):
              COS_HOST (0.0.0.0)         interface the API listens on
              COS_PORT (8080)            port of the API; 0 picks a free one
              COS_DATABASE_URL (unset)   jdbc:postgresql: URL; unset uses the in-memory store,
                                         whose data is lost when the process exits
              COS_DB_POOL_SIZE (10)      database connections
              COS_DB_SCHEMA (unset)      PostgreSQL schema to use
              COS_CARRIER (simulated)    carrier 'serve' calls through: simulated, or off for none
              COS_SECRETS_KEYS (unset)   keys sealing provider credentials (id:base64key,...)
              COS_PUBLIC_BASE_URL (unset)
                                         URL providers reach the server at, for their webhooks
              COS_DEBUG (unset)          1 prints stack traces of failures
            """.formatted(PROGRAM);

    private final CliContext context;
    private final Map<String, Command> commands;

    public Cli(CliContext context) {
        this.context = context;
        this.commands = Stream.of(new ServeCommand(context), new MigrateCommand(context), new OrgCommands(context),
                        new KeyCommands(context), new ImportCommand(context), new DemoCommand(context),
                        new ReviewCommands(context), new TextInCommand(context), new ProviderCommands(context))
                .collect(Collectors.toMap(Command::name, Function.identity()));
    }

    public int run(String... args) {
        List<String> tokens = Arrays.asList(args);
        try {
            if (tokens.isEmpty()) {
                throw new UsageException("", "a command is required");
            }
            String first = tokens.get(0);
            if (first.equals("--help") || first.equals("-h") || first.equals("help")) {
                context.out().print(USAGE_TEXT);
                return OK;
            }
            Command command = commands.get(first);
            if (command == null) {
                throw new UsageException("", "unknown command '" + first + "'");
            }
            return command.run(tokens.subList(1, tokens.size()));
        } catch (UsageException e) {
            context.err().println("error: " + e.getMessage());
            context.err().println("Run '" + PROGRAM + (e.command().isEmpty() ? "" : " " + e.command())
                    + " --help' for usage.");
            return USAGE;
        } catch (RuntimeException e) {
            context.err().println("error: " + oneLine(e));
            if (Settings.debugRequested(context.env())) {
                e.printStackTrace(context.err());
            }
            return FAILURE;
        }
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName()
                : e.getMessage();
        return message.replaceAll("\\s*\\R\\s*", " ").strip();
    }
}
