package io.campaignoutreach.adapter.http.provider;

import io.campaignoutreach.application.provider.AccountView;
import io.campaignoutreach.domain.provider.ProviderAccount;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * A provider account as the API shows it: secrets by name only ({@code secretsSet}), never their values, and the
 * URLs to set at the provider.
 */
record ProviderAccountResponse(UUID id, String channel, String provider, Map<String, String> settings,
                               List<String> secretsSet, Map<String, String> webhookUrls, Instant createdAt,
                               Instant updatedAt) {

    static ProviderAccountResponse from(AccountView view) {
        ProviderAccount account = view.account();
        return new ProviderAccountResponse(account.id().value(), account.channel().wireName(),
                account.kind().wireName(), new TreeMap<>(account.settings()),
                account.secretNames().stream().sorted().toList(), view.webhookUrls(), account.createdAt(),
                account.updatedAt());
    }

    /** The list answer: the organization's accounts, calls first. */
    record Accounts(List<ProviderAccountResponse> data) {
        static Accounts from(List<AccountView> views) {
            return new Accounts(views.stream().map(ProviderAccountResponse::from).toList());
        }
    }
}
