package io.campaignoutreach.adapter.http.provider;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.provider.AccountChange;
import io.campaignoutreach.domain.provider.ProviderKind;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Map;

/**
 * The body of PUT /v2/provider-accounts/{channel}: the provider, its settings, and the secrets sent now. A secret
 * left out keeps its stored value while the provider is the same one.
 */
record ProviderAccountRequest(@NotNull ProviderKind provider,
                              @Nullable @Size(max = MAX_MEMBERS) Map<String, String> settings,
                              @Nullable @Size(max = MAX_MEMBERS) Map<String, String> secrets) {

    /** More than any provider's account has; the domain names the ones it takes. */
    static final int MAX_MEMBERS = 16;

    AccountChange toChange() {
        return new AccountChange(provider, settings, secrets);
    }

    @Override
    public String toString() {
        return "ProviderAccountRequest[provider=" + provider + ", settings=" + settings + ", secrets="
                + (secrets == null ? null : secrets.keySet()) + "]";
    }
}
