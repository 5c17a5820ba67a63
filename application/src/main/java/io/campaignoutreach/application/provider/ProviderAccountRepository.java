package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import java.util.List;
import java.util.Optional;

/** Outbound port: organizations' provider accounts, one per organization and channel, secrets as sealed. */
public interface ProviderAccountRepository {

    /** Stores a new account; a {@code ConflictException} when the organization has one for the channel. */
    void insert(ProviderAccount account);

    /** Stores a changed account; a {@code ConflictException} when the stored one is not at {@code expectedVersion}. */
    void update(ProviderAccount account, long expectedVersion);

    Optional<ProviderAccount> find(OrganizationId organizationId, ProviderChannel channel);

    /** By id alone: a provider's webhook names the account, and its signature, not a key, says who sent it. */
    Optional<ProviderAccount> findById(ProviderAccountId id);

    /** The organization's accounts, calls first. */
    List<ProviderAccount> list(OrganizationId organizationId);

    /** Up to {@code limit} accounts of every organization with ids after {@code after} (null: the first), by id. */
    List<ProviderAccount> after(ProviderAccountId after, int limit);
}
