package io.campaignoutreach.application.provider;

import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.provider.ProviderAccount;
import io.campaignoutreach.domain.provider.ProviderAccountId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.List;

/**
 * The operator's key rotation: every organization's provider secrets sealed again under the vault's current key,
 * an account at a time, so the old key can then be dropped. An account changed meanwhile is read again.
 */
public final class ProviderSecretsReseal {

    private static final int BATCH = 100;
    private static final int ATTEMPTS = 3;

    private final ProviderAccountRepository accounts;
    private final ProviderAccounts opener;
    private final TransactionRunner transactions;

    public ProviderSecretsReseal(ProviderAccountRepository accounts, ProviderAccounts opener,
                                 TransactionRunner transactions) {
        this.accounts = accounts;
        this.opener = opener;
        this.transactions = transactions;
    }

    /** What a run did: accounts looked at, and those whose secrets were sealed again. */
    public record Resealed(int accounts, int resealed) {
    }

    public Resealed resealAll() {
        int seen = 0;
        int resealed = 0;
        ProviderAccountId after = null;
        List<ProviderAccount> batch;
        do {
            ProviderAccountId from = after;
            batch = transactions.inTransaction(() -> accounts.after(from, BATCH));
            for (ProviderAccount account : batch) {
                seen++;
                if (reseal(account.id())) {
                    resealed++;
                }
                after = account.id();
            }
        } while (batch.size() == BATCH);
        return new Resealed(seen, resealed);
    }

    private boolean reseal(ProviderAccountId id) {
        for (int attempt = 1; ; attempt++) {
            try {
                return transactions.inTransaction(() -> accounts.findById(id).map(account -> {
                    ProviderAccount resealed = opener.resealed(account);
                    if (resealed == account) {
                        return false;
                    }
                    accounts.update(resealed, account.version());
                    return true;
                }).orElse(false));
            } catch (ConflictException changedMeanwhile) {
                if (attempt == ATTEMPTS) {
                    throw changedMeanwhile;
                }
            }
        }
    }
}
