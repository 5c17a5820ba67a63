package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.organization.Organization;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Operator commands on organizations: {@code org create}. */
final class OrgCommands implements Command {

    private static final String GROUP_USAGE = """
            Usage: %s org <sub-command>

            Sub-commands:
              create --name NAME [--sms-company-name NAME] [--output FORMAT]
                  create an organization and print its id
            """.formatted(Cli.PROGRAM);
    private static final String CREATE_USAGE = """
            Usage: %s org create --name NAME [--sms-company-name NAME] [--output FORMAT]

            Creates an organization (an agency) and prints its id on its own line; with
            --output json, one JSON object: {"id", "name", "smsCompanyName"}.
            Requires COS_DATABASE_URL.

            Options:
              --name NAME               the organization's name (required, at most 255 characters)
              --sms-company-name NAME   sender name in SMS texts; defaults to the name
              --output FORMAT           text (default) or json
            """.formatted(Cli.PROGRAM);

    private final CliContext context;

    OrgCommands(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "org";
    }

    @Override
    public int run(List<String> args) {
        return SubCommands.dispatch(context, "org", GROUP_USAGE, Map.of("create", new SubCommands.Sub(CREATE_USAGE,
                rest -> create(Arguments.parse("org create", rest, Set.of("name", "sms-company-name", Output.OPTION),
                        Set.of())))),
                args);
    }

    private int create(Arguments arguments) {
        arguments.positionals();
        String name = arguments.required("name");
        String smsCompanyName = arguments.option("sms-company-name").orElse(null);
        Output output = Output.of("org create", arguments);
        try (Store store = context.openDatabase("org create")) {
            Organization organization = Wiring.create(store.ports()).services().organizations()
                    .create(name, smsCompanyName);
            if (output == Output.JSON) {
                Output.printJson(context.out(), new CreatedOrganization(organization.id().toString(),
                        organization.name(), organization.smsCompanyName()));
            } else {
                context.out().println(organization.id());
            }
        }
        return Cli.OK;
    }

    /** What {@code org create --output json} prints. */
    private record CreatedOrganization(String id, String name, String smsCompanyName) {
    }
}
