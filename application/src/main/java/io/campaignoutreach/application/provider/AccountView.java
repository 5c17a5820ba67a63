package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.provider.ProviderAccount;
import java.util.Map;
import java.util.Objects;

/**
 * A provider account as its organization reads it: the configuration, the names of its secrets (never their
 * values, sealed or not) and the webhook URLs to set at the provider.
 */
public record AccountView(ProviderAccount account, Map<String, String> webhookUrls) {

    public AccountView {
        Objects.requireNonNull(account, "account");
        webhookUrls = Map.copyOf(webhookUrls);
    }
}
