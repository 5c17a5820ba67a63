package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.provider.AccountChange;
import io.campaignoutreach.application.provider.AccountView;
import io.campaignoutreach.application.provider.ProviderAccountUseCases;
import io.campaignoutreach.application.provider.ProviderSecretsReseal;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.bootstrap.config.ProviderSettings;
import io.campaignoutreach.bootstrap.config.SecretSettings;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.embedded.ApplicationServices;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The operator's commands for organizations' provider accounts, beside the API's: list and set an organization's
 * accounts (setting a channel back to the simulated provider drops its secrets), and reseal every organization's
 * secrets under the current key after a rotation.
 * Secrets are read from environment variables the operator names, never from the command line, which shells
 * keep in their history and other users see in the process list.
 */
final class ProviderCommands implements Command {

    private static final String GROUP_USAGE = """
            Usage: %s providers <sub-command>

            Which provider carries each organization's calls and texts, with the account's settings
            and secrets (sealed with COS_SECRETS_KEYS). The same as the API's /v2/provider-accounts.

            Sub-commands:
              list --org ORG [--output FORMAT]
              set --org ORG --channel CHANNEL --provider PROVIDER [--settings LIST] [--secrets-from-env LIST]
              reseal
            """.formatted(Cli.PROGRAM);
    private static final String LIST_USAGE = """
            Usage: %s providers list --org ORG [--output FORMAT]

            Lists the organization's provider accounts after a header line, one per line,
            tab-separated: id, channel, provider, settings (name=value, comma-separated), secrets
            (their names only), webhookUrls, updatedAt. With --output json: one JSON array.
            Requires COS_DATABASE_URL.

            Options:
              --org ORG             the organization's id (required)
              --output FORMAT       text (default) or json
            """.formatted(Cli.PROGRAM);
    private static final String SET_USAGE = """
            Usage: %s providers set --org ORG --channel CHANNEL --provider PROVIDER [--settings LIST]
                                    [--secrets-from-env LIST]

            Creates or replaces the organization's account for CHANNEL (calls or texts), carried by
            PROVIDER (simulated, twilio, or vapi for calls). A secret not given keeps its stored value
            while the provider stays the same; simulated drops every secret and goes back to the
            server's own carrier. Needs COS_SECRETS_KEYS to store secrets and
            COS_PUBLIC_BASE_URL for any provider but simulated. Requires COS_DATABASE_URL.

            Options:
              --org ORG                 the organization's id (required)
              --channel CHANNEL         calls or texts (required)
              --provider PROVIDER       simulated, twilio or vapi (required)
              --settings LIST           name=value,... e.g. accountSid=AC...,fromNumber=+12025550100
              --secrets-from-env LIST   name=VARIABLE,... each secret read from that environment
                                        variable, e.g. authToken=TWILIO_AUTH_TOKEN
            """.formatted(Cli.PROGRAM);
    private static final String RESEAL_USAGE = """
            Usage: %s providers reseal

            Seals every organization's provider secrets again under the current key, the first of
            COS_SECRETS_KEYS: the second step of a key rotation, after which the old key can be
            dropped. Prints how many accounts were looked at and resealed. Requires
            COS_DATABASE_URL and COS_SECRETS_KEYS with every key secrets are sealed under.
            """.formatted(Cli.PROGRAM);
    private static final String LIST_HEADER = String.join("\t", "id", "channel", "provider", "settings", "secrets",
            "webhookUrls", "updatedAt");
    private static final String ACTOR = "operator command line";

    private final CliContext context;

    ProviderCommands(CliContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "providers";
    }

    @Override
    public int run(List<String> args) {
        Map<String, SubCommands.Sub> subs = new LinkedHashMap<>();
        subs.put("list", new SubCommands.Sub(LIST_USAGE,
                rest -> list(Arguments.parse("providers list", rest, Set.of("org", Output.OPTION), Set.of()))));
        subs.put("set", new SubCommands.Sub(SET_USAGE, rest -> set(Arguments.parse("providers set", rest,
                Set.of("org", "channel", "provider", "settings", "secrets-from-env"), Set.of()))));
        subs.put("reseal", new SubCommands.Sub(RESEAL_USAGE,
                rest -> reseal(Arguments.parse("providers reseal", rest, Set.of(), Set.of()))));
        return SubCommands.dispatch(context, "providers", GROUP_USAGE, subs, args);
    }

    private int list(Arguments arguments) {
        arguments.positionals();
        OrganizationId organization = organization("providers list", arguments);
        Output output = Output.of("providers list", arguments);
        List<AccountView> accounts = withAccounts("providers list", (use, access) -> use.list(access.apply(
                organization)));
        if (output == Output.JSON) {
            Output.printJson(context.out(), accounts.stream().map(ProviderCommands::shown).toList());
        } else {
            context.out().println(LIST_HEADER);
            accounts.forEach(view -> context.out().println(line(view)));
        }
        return Cli.OK;
    }

    private int set(Arguments arguments) {
        arguments.positionals();
        OrganizationId organization = organization("providers set", arguments);
        ProviderChannel channel = channel("providers set", arguments.required("channel"));
        ProviderKind kind = ProviderKind.fromWireName(arguments.required("provider")).orElseThrow(() ->
                new UsageException("providers set", "--provider must be simulated, twilio or vapi"));
        Map<String, String> settings = pairs("providers set", "--settings", arguments.option("settings").orElse(""));
        Map<String, String> secrets = new TreeMap<>();
        pairs("providers set", "--secrets-from-env", arguments.option("secrets-from-env").orElse(""))
                .forEach((name, variable) -> {
                    String value = context.env().get(variable);
                    if (value == null || value.isBlank()) {
                        throw new UsageException("providers set", "the environment variable " + variable
                                + " (for the secret " + name + ") is not set");
                    }
                    secrets.put(name, value);
                });
        AccountView view = withAccounts("providers set", (use, access) -> use.configure(access.apply(organization),
                channel, new AccountChange(kind, settings, secrets), new Violations()));
        context.out().println("Set the " + channel.wireName() + " account of " + organization + ": "
                + line(view));
        return Cli.OK;
    }

    private int reseal(Arguments arguments) {
        arguments.positionals();
        SecretVault vault = SecretSettings.fromEnvironment(context.env()).vault().orElseThrow(() ->
                new UsageException("providers reseal", SecretSettings.KEYS + " is not set"));
        try (Store store = context.openDatabase("providers reseal")) {
            ProviderSecretsReseal.Resealed done = ApplicationServices.providerSecretsReseal(store.ports(), vault)
                    .resealAll();
            context.out().println("Looked at " + done.accounts() + " account(s); resealed " + done.resealed()
                    + " under key " + vault.currentKeyId());
        }
        return Cli.OK;
    }

    private interface AccountWork<T> {
        T apply(ProviderAccountUseCases accounts, Function<OrganizationId, AccessContext> access);
    }

    /** Runs {@code work} over the database's accounts; broken rules are printed one a line, as the API lists them. */
    private <T> T withAccounts(String command, AccountWork<T> work) {
        SecretVault vault = SecretSettings.fromEnvironment(context.env()).vault().orElse(SecretVault.NONE);
        ProviderSettings providers = ProviderSettings.fromEnvironment(context.env());
        try (Store store = context.openDatabase(command)) {
            ProviderAccountUseCases accounts = Wiring.create(store.ports(), JobSettings.defaults(), vault,
                    providers.webhookUrls()).services().providerAccounts();
            return work.apply(accounts, organization -> AccessContext.trusted(organization, ACTOR));
        } catch (ValidationException refused) {
            throw new UsageException(command, refused.violations().stream().map(ProviderCommands::worded)
                    .collect(Collectors.joining("; ")));
        }
    }

    private static String worded(Violation violation) {
        return (violation.path().isEmpty() ? "" : String.join(".", violation.path()) + ": ") + violation.message();
    }

    private static OrganizationId organization(String command, Arguments arguments) {
        return OrganizationId.of(Arguments.uuid(command, "--org", arguments.required("org")));
    }

    private static ProviderChannel channel(String command, String text) {
        return ProviderChannel.fromWireName(text).orElseThrow(() -> new UsageException(command,
                "--channel must be calls or texts"));
    }

    /** {@code name=value,name=value}; a value may not hold a comma. */
    private static Map<String, String> pairs(String command, String option, String text) {
        Map<String, String> pairs = new TreeMap<>();
        for (String pair : text.split(",")) {
            if (pair.isBlank()) {
                continue;
            }
            int equals = pair.indexOf('=');
            if (equals <= 0 || pairs.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip())
                    != null) {
                throw new UsageException(command, option + " takes name=value pairs separated by commas, each"
                        + " name once");
            }
        }
        return pairs;
    }

    private static String line(AccountView view) {
        ProviderAccount account = view.account();
        return String.join("\t", account.id().toString(), account.channel().wireName(), account.kind().wireName(),
                joined(account.settings()), String.join(",", new TreeMap<>(account.sealedSecrets()).keySet()),
                joined(view.webhookUrls()), Timestamps.format(account.updatedAt()));
    }

    private static String joined(Map<String, String> values) {
        return values.isEmpty() ? "-" : new TreeMap<>(values).entrySet().stream()
                .map(entry -> entry.getKey() + "=" + entry.getValue()).collect(Collectors.joining(","));
    }

    private static Map<String, Object> shown(AccountView view) {
        ProviderAccount account = view.account();
        Map<String, Object> shown = new LinkedHashMap<>();
        shown.put("id", account.id().toString());
        shown.put("channel", account.channel().wireName());
        shown.put("provider", account.kind().wireName());
        shown.put("settings", new TreeMap<>(account.settings()));
        shown.put("secretsSet", List.copyOf(new TreeMap<>(account.sealedSecrets()).keySet()));
        shown.put("webhookUrls", new TreeMap<>(view.webhookUrls()));
        shown.put("updatedAt", Timestamps.format(account.updatedAt()));
        return shown;
    }
}
