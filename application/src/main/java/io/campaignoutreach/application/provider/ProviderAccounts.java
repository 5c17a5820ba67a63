package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Opens organizations' provider accounts for the carriers and webhook checks that need their secrets in clear,
 * and seals new secrets. A secret is sealed for its account and name, so a sealed value copied into another
 * account or under another name does not open.
 */
public final class ProviderAccounts {

    private final ProviderAccountRepository accounts;
    private final SecretVault vault;

    public ProviderAccounts(ProviderAccountRepository accounts, SecretVault vault) {
        this.accounts = accounts;
        this.vault = vault;
    }

    /** Whether secrets can be sealed here: the operator gave the server a key. */
    public boolean canSeal() {
        return vault.canSeal();
    }

    public Optional<OpenedAccount> openFor(OrganizationId organizationId, ProviderChannel channel) {
        return accounts.find(organizationId, channel).map(this::open);
    }

    public Optional<OpenedAccount> openById(ProviderAccountId id) {
        return accounts.findById(id).map(this::open);
    }

    OpenedAccount open(ProviderAccount account) {
        Map<String, String> secrets = new LinkedHashMap<>();
        account.sealedSecrets().forEach((name, sealed) -> secrets.put(name,
                vault.open(SealedSecret.parse(sealed), context(account, name))));
        return new OpenedAccount(account.id().toString(), account.organizationId(), account.channel(),
                account.kind(), account.settings(), secrets, account.version());
    }

    /** Seals {@code secrets} for {@code account} (its id and organization), in their text form. */
    Map<String, String> seal(ProviderAccount account, Map<String, String> secrets) {
        Map<String, String> sealed = new LinkedHashMap<>();
        secrets.forEach((name, value) -> sealed.put(name, vault.seal(value, context(account, name)).format()));
        return sealed;
    }

    /** The account with each secret sealed again under the vault's current key; itself when all already are. */
    ProviderAccount resealed(ProviderAccount account) {
        Map<String, String> sealed = new LinkedHashMap<>();
        boolean changed = false;
        for (Map.Entry<String, String> secret : account.sealedSecrets().entrySet()) {
            SealedSecret old = SealedSecret.parse(secret.getValue());
            SealedSecret now = vault.reseal(old, context(account, secret.getKey()));
            changed |= !now.equals(old);
            sealed.put(secret.getKey(), now.format());
        }
        return changed ? account.resealed(sealed) : account;
    }

    private static String context(ProviderAccount account, String name) {
        return "organization/" + account.organizationId() + "/provider-account/" + account.id() + "/secret/" + name;
    }
}
