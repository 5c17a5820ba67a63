package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Uuids;
import java.io.PrintStream;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Operator commands on API keys (D7): {@code key create}, {@code key list}, {@code key revoke}. */
final class KeyCommands implements Command {

    private static final String CAPABILITY_NAMES = Arrays.stream(Capability.values()).map(Capability::wireName)
            .collect(Collectors.joining(", "));
    private static final String GROUP_USAGE = """
            Usage: %s key <sub-command>

            Sub-commands:
              create --org ID --name NAME --capabilities LIST [--read-only] [--expires-at TIME]
              list --org ID
              revoke ID
            """.formatted(Cli.PROGRAM);
    private static final String CREATE_USAGE = """
            Usage: %s key create --org ID --name NAME --capabilities LIST [--read-only] [--expires-at TIME]

            Creates an API key and prints it once, on its own line: only its hash is stored, so it
            cannot be shown again. Its id follows on the next line.

            Options:
              --org ID              the organization the key belongs to (required)
              --name NAME           what the key is for (required)
              --capabilities LIST   comma-separated, required; * grants all. One of:
                                    %s
              --read-only           a trial key that can never change anything
              --expires-at TIME     UTC expiry, e.g. 2027-01-01T00:00:00Z
            """.formatted(Cli.PROGRAM, CAPABILITY_NAMES);
    private static final String LIST_USAGE = """
            Usage: %s key list --org ID

            Lists the organization's keys, oldest first, one per line, tab-separated: id, name,
            display prefix, capabilities, readOnly, createdAt, expiresAt, revokedAt, lastUsedAt
            (- when unset). Keys themselves are never shown.
            """.formatted(Cli.PROGRAM);
    private static final String REVOKE_USAGE = """
            Usage: %s key revoke ID

            Revokes the key with that id; it stops working at once. Revoking twice is harmless.
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
                Set.of("org", "name", "capabilities", "expires-at"), Set.of("read-only")))));
        subs.put("list", new SubCommands.Sub(LIST_USAGE,
                rest -> list(Arguments.parse("key list", rest, Set.of("org"), Set.of()))));
        subs.put("revoke", new SubCommands.Sub(REVOKE_USAGE,
                rest -> revoke(Arguments.parse("key revoke", rest, Set.of(), Set.of()))));
        return SubCommands.dispatch(context, "key", GROUP_USAGE, subs, args);
    }

    private int create(Arguments arguments) {
        arguments.positionals();
        OrganizationId organization = OrganizationId.of(uuid("key create", "--org", arguments.required("org")));
        CreateApiKeyCommand command = new CreateApiKeyCommand(organization, arguments.required("name"),
                capabilities(arguments.required("capabilities")), arguments.flag("read-only"),
                arguments.option("expires-at").map(KeyCommands::expiry).orElse(null));
        try (Store store = context.openStore(context.settings())) {
            ApiKey.Issued issued = Wiring.create(store.repositories()).apiKeys().create(command);
            printIssued(context.out(), issued);
        }
        return Cli.OK;
    }

    private int list(Arguments arguments) {
        arguments.positionals();
        OrganizationId organization = OrganizationId.of(uuid("key list", "--org", arguments.required("org")));
        try (Store store = context.openStore(context.settings())) {
            List<ApiKey> keys = Wiring.create(store.repositories()).apiKeys().list(organization);
            context.out().println(LIST_HEADER);
            keys.forEach(key -> context.out().println(row(key)));
        }
        return Cli.OK;
    }

    private int revoke(Arguments arguments) {
        ApiKeyId id = ApiKeyId.of(uuid("key revoke", "ID", arguments.positionals("ID").get(0)));
        try (Store store = context.openStore(context.settings())) {
            ApiKey revoked = Wiring.create(store.repositories()).apiKeys().revoke(id);
            context.out().println("Revoked key " + revoked.id() + " at " + Timestamps.format(revoked.revokedAt()));
        }
        return Cli.OK;
    }

    /** Prints a new key: the secret alone on a line, so scripts can take it, then its id. */
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

    private static UUID uuid(String command, String what, String text) {
        return Uuids.parse(text).orElseThrow(() -> new UsageException(command, what + " must be a uuid, got '"
                + text + "'"));
    }

    private static String row(ApiKey key) {
        String capabilities = key.capabilities().stream().sorted().map(Capability::wireName)
                .collect(Collectors.joining(","));
        return String.join("\t", key.id().toString(), key.name(), key.displayPrefix(), capabilities,
                String.valueOf(key.readOnly()), time(key.createdAt()), time(key.expiresAt()), time(key.revokedAt()),
                time(key.lastUsedAt()));
    }

    private static String time(Instant instant) {
        return instant == null ? "-" : Timestamps.format(instant);
    }
}
