package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.domain.shared.Uuids;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * The parsed arguments of one command: {@code --option VALUE} or {@code --option=VALUE},
 * {@code --flag}, and positional values. Anything not declared is a usage error.
 */
final class Arguments {

    private final String command;
    private final Map<String, String> options;
    private final Set<String> flags;
    private final List<String> positionals;

    private Arguments(String command, Map<String, String> options, Set<String> flags, List<String> positionals) {
        this.command = command;
        this.options = options;
        this.flags = flags;
        this.positionals = positionals;
    }

    /** Whether the arguments ask for help; checked before parsing so help works with otherwise bad arguments. */
    /** {@code text} as a uuid, or a usage error of {@code command} naming {@code what}. */
    static UUID uuid(String command, String what, String text) {
        return Uuids.parse(text).orElseThrow(() -> new UsageException(command, what + " must be a uuid, got '"
                + text + "'"));
    }

    static boolean asksForHelp(List<String> tokens) {
        return tokens.contains("--help") || tokens.contains("-h");
    }

    static Arguments parse(String command, List<String> tokens, Set<String> valueOptions, Set<String> knownFlags) {
        Map<String, String> options = new HashMap<>();
        Set<String> flags = new HashSet<>();
        List<String> positionals = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (!token.startsWith("--")) {
                positionals.add(token);
                continue;
            }
            int equals = token.indexOf('=');
            String name = equals < 0 ? token.substring(2) : token.substring(2, equals);
            if (knownFlags.contains(name) && equals < 0) {
                flags.add(name);
            } else if (valueOptions.contains(name)) {
                String value;
                if (equals >= 0) {
                    value = token.substring(equals + 1);
                } else if (i + 1 < tokens.size() && !tokens.get(i + 1).startsWith("--")) {
                    value = tokens.get(++i);
                } else {
                    throw new UsageException(command, "--" + name + " needs a value");
                }
                if (options.putIfAbsent(name, value) != null) {
                    throw new UsageException(command, "--" + name + " is given more than once");
                }
            } else {
                throw new UsageException(command, "unknown option --" + name);
            }
        }
        return new Arguments(command, options, flags, positionals);
    }

    Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    String required(String name) {
        String value = options.get(name);
        if (value == null || value.isBlank()) {
            throw new UsageException(command, "--" + name + " is required");
        }
        return value;
    }

    boolean flag(String name) {
        return flags.contains(name);
    }

    /** The positional values, which must number exactly {@code names.length}; named for the error message. */
    List<String> positionals(String... names) {
        if (positionals.size() > names.length) {
            throw new UsageException(command, "unexpected argument '" + positionals.get(names.length) + "'");
        }
        if (positionals.size() < names.length) {
            throw new UsageException(command, names[positionals.size()] + " is required");
        }
        return List.copyOf(positionals);
    }
}
