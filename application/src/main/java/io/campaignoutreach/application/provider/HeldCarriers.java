package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * The carriers of one channel by organization, as {@link ProviderCarriers} uses them: an organization's account
 * is read again once {@code rereadAfter} has passed, and the carrier built for it is kept while the account's
 * version is unchanged, with its pacing. An organization without an account, or with the simulated carrier's,
 * gets the server's carrier.
 */
final class HeldCarriers<T> {

    private static final System.Logger LOG = System.getLogger(HeldCarriers.class.getName());

    private final ProviderChannel channel;
    private final ProviderAccounts accounts;
    private final TransactionRunner transactions;
    private final Function<OpenedAccount, Optional<T>> build;
    private final T server;
    private final Duration rereadAfter;
    private final LongSupplier nanoTime;
    private final Map<OrganizationId, Held<T>> held = new ConcurrentHashMap<>();

    HeldCarriers(ProviderChannel channel, ProviderAccounts accounts, TransactionRunner transactions,
                 Function<OpenedAccount, Optional<T>> build, T server, Duration rereadAfter, LongSupplier nanoTime) {
        this.channel = channel;
        this.accounts = accounts;
        this.transactions = transactions;
        this.build = build;
        this.server = server;
        this.rereadAfter = rereadAfter;
        this.nanoTime = nanoTime;
    }

    /**
     * The organization's carrier; empty when its account exists but cannot be used: its secrets do not open with
     * this server's keys, or this server cannot reach its provider (no public base URL).
     */
    Optional<T> of(OrganizationId organizationId) {
        long now = nanoTime.getAsLong();
        Held<T> current = held.get(organizationId);
        if (current != null && now - current.readAt() < rereadAfter.toNanos()) {
            return Optional.ofNullable(current.carrier());
        }
        Optional<OpenedAccount> account;
        try {
            account = transactions.inTransaction(() -> accounts.openFor(organizationId, channel));
        } catch (SecretVaultException unopenable) {
            LOG.log(System.Logger.Level.WARNING, "The provider account of organization " + organizationId + " for "
                    + channel.wireName() + " cannot be opened: " + unopenable.getMessage());
            held.put(organizationId, new Held<>("", -1, null, now));
            return Optional.empty();
        }
        Optional<OpenedAccount> own = account.filter(opened -> opened.kind() != ProviderKind.SIMULATED);
        if (own.isEmpty()) {
            held.put(organizationId, new Held<>("", -1, server, now));
            return Optional.of(server);
        }
        OpenedAccount opened = own.get();
        if (current != null && current.isFor(opened)) {
            held.put(organizationId, new Held<>(opened.id(), opened.version(), current.carrier(), now));
            return Optional.ofNullable(current.carrier());
        }
        Optional<T> built = build.apply(opened);
        if (built.isEmpty()) {
            LOG.log(System.Logger.Level.WARNING, "The provider account of organization " + organizationId + " for "
                    + channel.wireName() + " uses " + opened.kind().wireName() + ", which this server cannot reach:"
                    + " it has no public base URL");
        }
        held.put(organizationId, new Held<>(opened.id(), opened.version(), built.orElse(null), now));
        return built;
    }

    void forget(OrganizationId organizationId) {
        held.remove(organizationId);
    }

    /**
     * What was read of the organization's account: its carrier, or null when the account cannot be used, which is
     * then read again (and said again in the log) only once {@code rereadAfter} has passed.
     */
    private record Held<T>(String accountId, long version, T carrier, long readAt) {
        boolean isFor(OpenedAccount account) {
            return accountId.equals(account.id()) && version == account.version();
        }
    }
}
