package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Timestamps;
import java.io.PrintStream;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Operator commands on API keys (D7): {@code key create}, {@code key list}, {@code key revoke}. */
final class KeyCommands implements Command {

    private static final String CAPABILITY_NAMES = Arrays.stream(Capability.values()).map(Capability::wireName)
            .collect(Collectors.joining(", "));
    private static final String GROUP_USAGE = """
            Usage: %s key <sub-command>

            Sub-commands:
              create --org ID --name NAME --capabilities LIST [--read-only] [--expires-at TIME] [--output FORMAT]
              list --org ID [--output FORMAT]
              revoke ID
            """.formatted(Cli.PROGRAM);
    private static final String CREATE_USAGE = """
            Usage: %s key create --org ID --name NAME --capabilities LIST [--read-only] [--expires-at TIME]
                   [--output FORMAT]

            Creates an API key and prints it once: only its hash is stored, so it cannot be shown
            again. The output is three lines: "Key id: ID", a caption, then the key alone on its
            line. With --output json it is one JSON object: {"id", "organizationId", "name",
            "capabilities", "readOnly", "expiresAt", "key"}. Requires COS_DATABASE_URL.

            Options:
              --org ID              the organization the key belongs to (required)
              --name NAME           what the key is for (required)
              --capabilities LIST   comma-separated, required; * grants all. One of:
                                    %s
              --read-only           a trial key that can never change anything
              --expires-at TIME     UTC expiry, e.g. 2027-01-01T00:00:00Z
              --output FORMAT       text (default) or json
            """.formatted(Cli.PROGRAM, CAPABILITY_NAMES);
    private static final String LIST_USAGE = """
            Usage: %s key list --org ID [--output FORMAT]

            Lists the organization's keys, oldest first, after a header line, one per line,
            tab-separated: id, name, display prefix, capabilities, readOnly, createdAt, expiresAt,
            revokedAt, lastUsedAt (- when unset). With --output json: one JSON array of objects
            with those members (null when unset). Keys themselves are never shown.
            Requires COS_DATABASE_URL.

            Options:
              --org ID              the organization whose keys to list (required)
              --output FORMAT       text (default) or json
            """.formatted(Cli.PROGRAM);
    private static final String REVOKE_USAGE = """
            Usage: %s key revoke ID

            Revokes the key with that id; every server stops accepting it within a second.
            Revoking twice is harmless.
            Requires COS_DATABASE_URL.
            """.formatted(Cli.PROGRAM);
    private static final String LIST_HEADER = String.join("\t", "id", "name", "prefix", "capabilities", "readOnly",
            "createdAt", "expiresAt", "revokedAt", "lastUsedAt");

    private final CliContext context;

    KeyCommands(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "key";
    }

    @Override
    public int run(List<String> args) {
        Map<String, SubCommands.Sub> subs = new LinkedHashMap<>();
        subs.put("create", new SubCommands.Sub(CREATE_USAGE, rest -> create(Arguments.parse("key create", rest,
                Set.of("org", "name", "capabilities", "expires-at", Output.OPTION), Set.of("read-only")))));
        subs.put("list", new SubCommands.Sub(LIST_USAGE,
                rest -> list(Arguments.parse("key list", rest, Set.of("org", Output.OPTION), Set.of()))));
        subs.put("revoke", new SubCommands.Sub(REVOKE_USAGE,
                rest -> revoke(Arguments.parse("key revoke", rest, Set.of(), Set.of()))));
        return SubCommands.dispatch(context, "key", GROUP_USAGE, subs, args);
    }

    private int create(Arguments arguments) {
        arguments.positionals();
        OrganizationId organization = OrganizationId.of(Arguments.uuid("key create", "--org",
                arguments.required("org")));
        CreateApiKeyCommand command = new CreateApiKeyCommand(organization, arguments.required("name"),
                capabilities(arguments.required("capabilities")), arguments.flag("read-only"),
                arguments.option("expires-at").map(KeyCommands::expiry).orElse(null));
        Output output = Output.of("key create", arguments);
        try (Store store = context.openDatabase("key create")) {
            ApiKey.Issued issued = Wiring.create(store.ports()).services().apiKeys().create(command);
            if (output == Output.JSON) {
                ApiKey key = issued.key();
                Output.printJson(context.out(), new CreatedKey(key.id().toString(), key.organizationId().toString(),
                        key.name(), capabilityNames(key), key.readOnly(), time(key.expiresAt(), null),
                        issued.secret().value()));
            } else {
                printIssued(context.out(), issued);
            }
        }
        return Cli.OK;
    }

    private int list(Arguments arguments) {
        arguments.positionals();
        OrganizationId organization = OrganizationId.of(Arguments.uuid("key list", "--org", arguments.required("org")));
        Output output = Output.of("key list", arguments);
        try (Store store = context.openDatabase("key list")) {
            List<ApiKey> keys = Wiring.create(store.ports()).services().apiKeys().list(organization);
            if (output == Output.JSON) {
                Output.printJson(context.out(), keys.stream().map(KeyCommands::listed).toList());
            } else {
                context.out().println(LIST_HEADER);
                keys.forEach(key -> context.out().println(row(key)));
            }
        }
        return Cli.OK;
    }

    private int revoke(Arguments arguments) {
        ApiKeyId id = ApiKeyId.of(Arguments.uuid("key revoke", "ID", arguments.positionals("ID").get(0)));
        try (Store store = context.openDatabase("key revoke")) {
            ApiKey revoked = Wiring.create(store.ports()).services().apiKeys().revoke(id);
            context.out().println("Revoked key " + revoked.id() + " at " + Timestamps.format(revoked.revokedAt()));
        }
        return Cli.OK;
    }

    /** Prints a new key: its id, a caption, then the secret alone on its line, so scripts can take it. */
    static void printIssued(PrintStream out, ApiKey.Issued issued) {
        out.println("Key id: " + issued.key().id());
        out.println("Key (shown only now, store it safely):");
        out.println(issued.secret().value());
    }

    static Set<Capability> capabilities(String list) {
        Function<String, Capability> byName = name -> Capability.fromWireName(name).orElseThrow(() ->
                new UsageException("key create", "unknown capability '" + name + "'; known: " + CAPABILITY_NAMES));
        List<String> names = Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        if (names.isEmpty()) {
            throw new UsageException("key create", "--capabilities needs at least one capability");
        }
        return names.stream().map(byName).collect(Collectors.toCollection(() -> EnumSet.noneOf(Capability.class)));
    }

    private static Instant expiry(String text) {
        return Timestamps.parseDateTime(text).orElseThrow(() -> new UsageException("key create",
                "--expires-at must be a UTC time such as 2027-01-01T00:00:00Z, got '" + text + "'"));
    }

    private static String row(ApiKey key) {
        return String.join("\t", key.id().toString(), key.name(), key.displayPrefix(),
                String.join(",", capabilityNames(key)), String.valueOf(key.readOnly()), time(key.createdAt(), "-"),
                time(key.expiresAt(), "-"), time(key.revokedAt(), "-"), time(key.lastUsedAt(), "-"));
    }

    private static ListedKey listed(ApiKey key) {
        return new ListedKey(key.id().toString(), key.name(), key.displayPrefix(), capabilityNames(key),
                key.readOnly(), time(key.createdAt(), null), time(key.expiresAt(), null), time(key.revokedAt(), null),
                time(key.lastUsedAt(), null));
    }

    private static List<String> capabilityNames(ApiKey key) {
        return key.capabilities().stream().sorted().map(Capability::wireName).toList();
    }

    private static String time(Instant instant, String unset) {
        return instant == null ? unset : Timestamps.format(instant);
    }

    /** What {@code key create --output json} prints: the key itself only here, once. */
    private record CreatedKey(String id, String organizationId, String name, List<String> capabilities,
                              boolean readOnly, String expiresAt, String key) {
    }

    /** One element of {@code key list --output json}; never the key itself. */
    private record ListedKey(String id, String name, String prefix, List<String> capabilities, boolean readOnly,
                             String createdAt, String expiresAt, String revokedAt, String lastUsedAt) {
    }
}
