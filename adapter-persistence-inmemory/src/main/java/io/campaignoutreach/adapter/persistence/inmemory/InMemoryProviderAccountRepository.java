package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.provider.ProviderAccountRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Provider accounts in memory, held as sealed as the PostgreSQL store holds them. */
final class InMemoryProviderAccountRepository implements ProviderAccountRepository {

    private final InMemoryStore store;
    private final Table<ProviderAccountId, ProviderAccount> accounts;

    InMemoryProviderAccountRepository(InMemoryStore store) {
        this.store = store;
        this.accounts = new Table<>(store);
    }

    @Override
    public void insert(ProviderAccount account) {
        store.write(() -> {
            if (accounts.contains(account.id()) || held(account.organizationId(), account.channel()).isPresent()) {
                throw new ConflictException("the organization already has an account for "
                        + account.channel().wireName());
            }
            accounts.put(account.id(), account);
        });
    }

    @Override
    public void update(ProviderAccount account, long expectedVersion) {
        store.write(() -> {
            boolean current = accounts.get(account.id())
                    .filter(stored -> stored.organizationId().equals(account.organizationId()))
                    .filter(stored -> stored.channel() == account.channel())
                    .filter(stored -> stored.version() == expectedVersion)
                    .isPresent();
            if (!current) {
                throw new ConflictException("the provider account was changed or removed by someone else");
            }
            accounts.put(account.id(), account);
        });
    }

    @Override
    public Optional<ProviderAccount> find(OrganizationId organizationId, ProviderChannel channel) {
        return store.read(() -> held(organizationId, channel));
    }

    private Optional<ProviderAccount> held(OrganizationId organizationId, ProviderChannel channel) {
        return accounts.rows().filter(a -> a.organizationId().equals(organizationId) && a.channel() == channel)
                .findFirst();
    }

    @Override
    public Optional<ProviderAccount> findById(ProviderAccountId id) {
        return store.read(() -> accounts.get(id));
    }

    @Override
    public List<ProviderAccount> list(OrganizationId organizationId) {
        return store.read(() -> accounts.rows().filter(a -> a.organizationId().equals(organizationId))
                .sorted(Comparator.comparing(ProviderAccount::channel)).toList());
    }

    /** By the uuid's text, whose order is PostgreSQL's (unsigned, byte by byte), not {@code UUID.compareTo}'s. */
    @Override
    public List<ProviderAccount> after(ProviderAccountId after, int limit) {
        return store.read(() -> accounts.rows()
                .filter(a -> after == null || a.id().toString().compareTo(after.toString()) > 0)
                .sorted(Comparator.comparing(a -> a.id().toString())).limit(limit).toList());
    }
}
