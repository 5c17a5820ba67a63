package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An organization's provider account opened for use: its settings, and its secrets in clear, held in memory only
 * while a carrier or a webhook check needs them. {@code id} names the account in its webhook URLs. Its
 * {@link #toString} names the secrets, never their values.
 */
public record OpenedAccount(String id, OrganizationId organizationId, ProviderChannel channel, ProviderKind kind,
                            Map<String, String> settings, Map<String, String> secrets, long version) {

    public OpenedAccount {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(kind, "kind");
        settings = Map.copyOf(settings);
        secrets = Map.copyOf(secrets);
    }

    public Optional<String> setting(String name) {
        return Optional.ofNullable(settings.get(name));
    }

    /** A setting the account's checks made required. */
    public String requiredSetting(String name) {
        return setting(name).orElseThrow(() -> new IllegalStateException("the account has no setting " + name));
    }

    /** A secret the account's checks made required. */
    public String secret(String name) {
        String value = secrets.get(name);
        if (value == null) {
            throw new IllegalStateException("the account has no secret " + name);
        }
        return value;
    }

    public Optional<String> optionalSecret(String name) {
        return Optional.ofNullable(secrets.get(name));
    }

    @Override
    public String toString() {
        return "OpenedAccount[id=" + id + ", organizationId=" + organizationId + ", channel=" + channel + ", kind="
                + kind + ", settings=" + settings + ", secrets=" + secrets.keySet() + ", version=" + version + "]";
    }
}
