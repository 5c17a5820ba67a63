package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.application.setup.OneRecordSetup;
import io.campaignoutreach.application.setup.StoreSetupUseCase;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The configurations of one kind through the API. Creates and replacements are stored as a setup of one record,
 * so they pass the same checks as an import (references are the organization's own); a deletion is refused
 * while another record names the configuration, in the unit of work that would delete it.
 */
public final class ConfigurationService<C, V> implements ConfigurationUseCases<C, V> {

    private final ConfigurationKind<C, V> kind;
    private final StoreSetupUseCase setups;
    private final IdempotentCreates idempotent;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;

    ConfigurationService(ConfigurationKind<C, V> kind, StoreSetupUseCase setups, IdempotentCreates idempotent,
                         TransactionRunner transactions, IdGenerator ids, Clock clock) {
        this.kind = kind;
        this.setups = setups;
        this.idempotent = idempotent;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public Page<V> list(AccessContext access, PageRequest page) {
        access.require(Capability.CAMPAIGNS_VIEW);
        return transactions.inTransaction(() -> {
            List<C> all = kind.all(access.organizationId());
            int from = (int) Math.min(all.size(), (long) (page.page() - 1) * page.perPage());
            List<C> shown = all.subList(from, Math.min(all.size(), from + page.perPage()));
            return new Page<>(kind.views(access.organizationId(), shown), all.size(), page);
        });
    }

    @Override
    public V get(AccessContext access, UUID id) {
        access.require(Capability.CAMPAIGNS_VIEW);
        return transactions.inTransaction(() -> view(access.organizationId(), existing(access.organizationId(), id)));
    }

    @Override
    public Created<V> create(AccessContext access, ConfigDraft<C> draft, IdempotentRequest idempotency) {
        // Checked before a repeat is answered, so a key that may not create learns nothing from one.
        access.requireWrite(Capability.CAMPAIGNS_MANAGE);
        OrganizationId organization = access.organizationId();
        Created<C> created = idempotent.create(organization, idempotency, kind.naming().createOperation(), () -> {
            Instant now = clock.instant();
            return stored(access, draft.build(new ConfigDraft.Stamp(ids.newId(), organization, now, now, ids)));
        }, config -> kind.naming().id().apply(config).toString(), id -> existing(organization, UUID.fromString(id)));
        return new Created<>(transactions.inTransaction(() -> view(organization, created.value())),
                created.replayed());
    }

    @Override
    public V replace(AccessContext access, UUID id, ConfigDraft<C> draft) {
        access.requireWrite(Capability.CAMPAIGNS_MANAGE);
        OrganizationId organization = access.organizationId();
        return transactions.inTransaction(() -> {
            C current = existing(organization, id);
            return view(organization, stored(access, draft.build(new ConfigDraft.Stamp(id, organization,
                    kind.naming().createdAt().apply(current), clock.instant(), ids))));
        });
    }

    @Override
    public void delete(AccessContext access, UUID id) {
        access.requireWrite(Capability.CAMPAIGNS_MANAGE);
        OrganizationId organization = access.organizationId();
        transactions.inTransaction(() -> {
            C current = existing(organization, id);
            ConfigurationKind.Users users = kind.users(organization, current);
            if (!users.none()) {
                throw new ConfigurationInUseException(kind.naming().what(), kind.naming().name().apply(current),
                        users.named(), users.moreCampaigns());
            }
            kind.delete(organization, id);
        });
    }

    private C stored(AccessContext access, C config) {
        return OneRecordSetup.reported(kind.naming().setupList(), () -> {
            setups.store(access, kind.setupOf(config));
            return config;
        });
    }

    private C existing(OrganizationId organization, UUID id) {
        return kind.find(organization, id).orElseThrow(() -> new NotFoundException(capitalized(kind.naming().what())));
    }

    private V view(OrganizationId organization, C config) {
        return kind.views(organization, List.of(config)).get(0);
    }

    private static String capitalized(String what) {
        return Character.toUpperCase(what.charAt(0)) + what.substring(1);
    }
}
