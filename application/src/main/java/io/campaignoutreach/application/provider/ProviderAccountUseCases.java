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

    /**
     * Creates or replaces the organization's account for the channel, after checking it whole. The simulated
     * provider is the way back to the server's own carrier: its account holds no secret.
     */
    AccountView configure(AccessContext access, ProviderChannel channel, AccountChange change, Violations found);

}
