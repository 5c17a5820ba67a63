package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The provider account use cases, over the store's accounts, sealing secrets before they are stored. */
public final class ProviderAccountService implements ProviderAccountUseCases {

    private final ProviderAccountRepository accounts;
    private final ProviderAccounts opener;
    private final WebhookUrls urls;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;
    private final AccountChanges changes;

    public ProviderAccountService(ProviderAccountRepository accounts, ProviderAccounts opener, WebhookUrls urls,
                                  TransactionRunner transactions, IdGenerator ids, Clock clock,
                                  AccountChanges changes) {
        this.accounts = accounts;
        this.opener = opener;
        this.urls = urls;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
        this.changes = changes;
    }

    @Override
    public List<AccountView> list(AccessContext access) {
        access.require(Capability.PROVIDERS_MANAGE);
        return accounts.list(access.organizationId()).stream().map(this::view).toList();
    }

    @Override
    public AccountView get(AccessContext access, ProviderChannel channel) {
        access.require(Capability.PROVIDERS_MANAGE);
        return accounts.find(access.organizationId(), channel).map(this::view).orElseThrow(() -> notFound(channel));
    }

    @Override
    public AccountView configure(AccessContext access, ProviderChannel channel, AccountChange change,
                                 Violations found) {
        access.requireWrite(Capability.PROVIDERS_MANAGE);
        if (change.provider() == null && !found.covers(List.of("provider"))) {
            found.add(Violation.required(List.of("provider")));
        }
        found.throwIfAny();
        ProviderKind kind = change.provider();
        if (kind != ProviderKind.SIMULATED && urls.base().isEmpty()) {
            found.add(Violation.of(List.of("provider"), ViolationCode.CUSTOM, "this server has no public base URL, "
                    + "which " + kind.wireName() + " needs to report calls and texts; its operator sets one"));
        }
        if (!change.secrets().isEmpty() && !opener.canSeal()) {
            found.add(Violation.of(List.of("secrets"), ViolationCode.CUSTOM, "this server has no key to keep "
                    + "secrets with; its operator sets one"));
        }
        AccountView configured = transactions.inTransaction(() -> {
            Optional<ProviderAccount> stored = accounts.find(access.organizationId(), channel);
            Set<String> kept = stored.filter(account -> account.kind() == kind)
                    .map(ProviderAccount::secretNames).orElse(Set.of());
            ProviderAccount.check(channel, kind, change.settings(), change.secrets(), kept, found);
            found.throwIfAny();
            Instant now = clock.instant();
            ProviderAccount account = stored.map(old -> reconfigured(old, change, kept, now))
                    .orElseGet(() -> created(access, channel, change, now));
            if (stored.isPresent()) {
                accounts.update(account, stored.get().version());
            } else {
                accounts.insert(account);
            }
            return view(account);
        });
        changes.changed(access.organizationId());
        return configured;
    }

    private ProviderAccount created(AccessContext access, ProviderChannel channel, AccountChange change,
                                    Instant now) {
        ProviderAccount bare = ProviderAccount.create(ProviderAccountId.of(ids.newId()), access.organizationId(),
                channel, change.provider(), change.settings(), Map.of(), now);
        return bare.reconfigure(change.provider(), change.settings(), opener.seal(bare, change.secrets()), now);
    }

    private ProviderAccount reconfigured(ProviderAccount old, AccountChange change, Set<String> kept, Instant now) {
        Map<String, String> sealed = new HashMap<>();
        old.sealedSecrets().forEach((name, value) -> {
            if (kept.contains(name)) {
                sealed.put(name, value);
            }
        });
        sealed.putAll(opener.seal(old, change.secrets()));
        return old.reconfigure(change.provider(), change.settings(), sealed, now);
    }

    private AccountView view(ProviderAccount account) {
        return new AccountView(account, urls.toConfigure(account));
    }

    private static NotFoundException notFound(ProviderChannel channel) {
        return new NotFoundException("provider account for " + channel.wireName());
    }
}
