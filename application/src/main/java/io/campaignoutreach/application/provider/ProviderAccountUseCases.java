package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.shared.Violations;
import java.util.List;

/**
 * Inbound port: an organization's provider accounts, which carry its calls and its texts. All need the
 * capability providers.manage (reading shows which accounts and numbers it uses); changes need a key that is
 * not read-only. Secrets are written, never read back.
 */
public interface ProviderAccountUseCases {

    List<AccountView> list(AccessContext access);

    /** The organization's account for the channel; a {@code NotFoundException} when it has none. */
    AccountView get(AccessContext access, ProviderChannel channel);

    /** Creates or replaces the organization's account for the channel, after checking it whole. */
    AccountView configure(AccessContext access, ProviderChannel channel, AccountChange change, Violations found);

    /**
     * Removes the account, secrets and all: the channel goes back to the server's own carrier. Returns the account
     * as it was; a {@code NotFoundException} without one.
     */
    AccountView remove(AccessContext access, ProviderChannel channel);
}
