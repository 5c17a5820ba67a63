package io.campaignoutreach.bootstrap.cli;

import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/** Dispatches the sub-commands of a command group, answering {@code --help} for the group and for each. */
final class SubCommands {

    /** One sub-command: its usage text and what it does with the arguments after its word. */
    record Sub(String usage, ToIntFunction<List<String>> action) {
    }

    private SubCommands() {
    }

    /** {@code subs} in the order they are listed to the operator. */
    static int dispatch(CliContext context, String group, String groupUsage, Map<String, Sub> subs,
                        List<String> args) {
        if (args.isEmpty() || args.get(0).startsWith("-")) {
            if (Arguments.asksForHelp(args)) {
                context.out().print(groupUsage);
                return Cli.OK;
            }
            throw new UsageException(group, "a sub-command is required: " + String.join(", ", subs.keySet()));
        }
        Sub sub = subs.get(args.get(0));
        if (sub == null) {
            throw new UsageException(group, "unknown sub-command '" + args.get(0) + "'");
        }
        List<String> rest = args.subList(1, args.size());
        if (Arguments.asksForHelp(rest)) {
            context.out().print(sub.usage());
            return Cli.OK;
        }
        return sub.action().applyAsInt(rest);
    }
}
