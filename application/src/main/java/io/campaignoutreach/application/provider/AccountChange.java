package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.provider.ProviderKind;
import java.util.Map;

/**
 * An organization's new configuration for a channel: the provider, its settings, and the secrets sent now. A
 * secret not sent keeps its stored value while the provider stays the same, so a setting can change without the
 * token being sent again. {@code provider} is null when the request did not name one.
 */
public record AccountChange(ProviderKind provider, Map<String, String> settings, Map<String, String> secrets) {

    public AccountChange {
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        secrets = secrets == null ? Map.of() : Map.copyOf(secrets);
    }

    @Override
    public String toString() {
        return "AccountChange[provider=" + provider + ", settings=" + settings + ", secrets=" + secrets.keySet() + "]";
    }
}
