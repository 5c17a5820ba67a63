package io.campaignoutreach.domain.provider;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * Which provider carries an organization's calls or its texts, with the account's settings and its secrets, the
 * latter sealed: the aggregate holds them as the vault sealed them and never sees them in clear. One account per
 * organization and channel; without one, the server's own carrier is used.
 */
public final class ProviderAccount {

    private final ProviderAccountId id;
    private final OrganizationId organizationId;
    private final ProviderChannel channel;
    private final ProviderKind kind;
    private final Map<String, String> settings;
    private final Map<String, String> sealedSecrets;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final long version;

    private ProviderAccount(ProviderAccountId id, OrganizationId organizationId, ProviderChannel channel,
                            ProviderKind kind, Map<String, String> settings, Map<String, String> sealedSecrets,
                            Instant createdAt, Instant updatedAt, long version) {
        this.id = Objects.requireNonNull(id, "id");
        this.organizationId = Objects.requireNonNull(organizationId, "organizationId");
        this.channel = Objects.requireNonNull(channel, "channel");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.settings = Map.copyOf(settings);
        this.sealedSecrets = Map.copyOf(sealedSecrets);
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        this.version = version;
        if (!kind.carries(channel)) {
            throw new IllegalArgumentException(kind.wireName() + " does not carry " + channel.wireName());
        }
    }

    /**
     * Checks a configuration before its secrets are sealed: the provider carries the channel, every setting and
     * secret is one the provider's account has and of its form, and each required one is sent or, for a secret,
     * {@code secretsKept} (already stored for the same provider). Findings go to {@code found} under
     * {@code provider}, {@code settings.<name>} and {@code secrets.<name>}; a secret's value is never quoted.
     */
    public static void check(ProviderChannel channel, ProviderKind kind, Map<String, String> settings,
                             Map<String, String> secretsSent, Set<String> secretsKept, Violations found) {
        if (!kind.carries(channel)) {
            found.add(Violation.of(List.of("provider"), ViolationCode.INVALID_ENUM_VALUE,
                    kind.wireName() + " does not carry " + channel.wireName()));
            return;
        }
        checkMembers("settings", kind, channel, settings, false, found);
        checkMembers("secrets", kind, channel, secretsSent, true, found);
        for (AccountField field : AccountFields.of(kind, channel)) {
            boolean present = field.secret() ? secretsSent.containsKey(field.name())
                    || secretsKept.contains(field.name()) : settings.containsKey(field.name());
            String group = field.secret() ? "secrets" : "settings";
            if (field.required() && !present && !found.covers(List.of(group, field.name()))) {
                found.add(Violation.required(List.of(group, field.name())));
            }
        }
        List<String> credential = List.of("settings", AccountFields.SERVER_CREDENTIAL_ID);
        if (kind == ProviderKind.VAPI && "hmac".equals(settings.get("serverAuth"))
                && !settings.containsKey(AccountFields.SERVER_CREDENTIAL_ID) && !found.covers(credential)) {
            found.add(new Violation(credential, "required when serverAuth is hmac: Vapi signs only with a"
                    + " credential stored at Vapi", "present", "undefined", ViolationCode.INVALID_TYPE));
        }
    }

    private static void checkMembers(String group, ProviderKind kind, ProviderChannel channel,
                                     Map<String, String> values, boolean secret, Violations found) {
        new TreeMap<>(values).forEach((name, value) -> {
            List<String> path = List.of(group, name);
            var field = AccountFields.named(kind, channel, name).filter(f -> f.secret() == secret);
            if (field.isEmpty()) {
                found.add(new Violation(path, "not a " + (secret ? "secret" : "setting") + " of a "
                        + kind.wireName() + " account for " + channel.wireName(), null, null,
                        ViolationCode.UNRECOGNIZED_KEYS));
            } else if (!field.get().accepts(value)) {
                found.add(new Violation(path, "must be " + field.get().expected(), field.get().expected(),
                        secret ? "a value of another form" : value, ViolationCode.INVALID_STRING));
            }
        });
    }

    /** A new account; {@link #check} has passed and the secrets are sealed. */
    public static ProviderAccount create(ProviderAccountId id, OrganizationId organizationId,
                                         ProviderChannel channel, ProviderKind kind, Map<String, String> settings,
                                         Map<String, String> sealedSecrets, Instant now) {
        return new ProviderAccount(id, organizationId, channel, kind, settings, sealedSecrets, now, now, 0);
    }

    /** This account carried by {@code kind} with these settings and sealed secrets from now on; same id. */
    public ProviderAccount reconfigure(ProviderKind kind, Map<String, String> settings,
                                       Map<String, String> sealedSecrets, Instant now) {
        return new ProviderAccount(id, organizationId, channel, kind, settings, sealedSecrets, createdAt, now,
                version + 1);
    }

    /** The same account with its secrets sealed again (under a new key); its configuration is unchanged. */
    public ProviderAccount resealed(Map<String, String> sealedSecrets) {
        if (!sealedSecrets.keySet().equals(this.sealedSecrets.keySet())) {
            throw new IllegalArgumentException("resealing keeps the same secrets");
        }
        return new ProviderAccount(id, organizationId, channel, kind, settings, sealedSecrets, createdAt, updatedAt,
                version + 1);
    }

    public static ProviderAccount reconstitute(ProviderAccountId id, OrganizationId organizationId,
                                               ProviderChannel channel, ProviderKind kind,
                                               Map<String, String> settings, Map<String, String> sealedSecrets,
                                               Instant createdAt, Instant updatedAt, long version) {
        return new ProviderAccount(id, organizationId, channel, kind, settings, sealedSecrets, createdAt, updatedAt,
                version);
    }

    public ProviderAccountId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public ProviderChannel channel() { return channel; }
    public ProviderKind kind() { return kind; }
    public Map<String, String> settings() { return settings; }
    /** The secrets as sealed, by name. */
    public Map<String, String> sealedSecrets() { return sealedSecrets; }
    public Set<String> secretNames() { return sealedSecrets.keySet(); }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public long version() { return version; }

    @Override
    public boolean equals(Object o) {
        return o instanceof ProviderAccount other && id.equals(other.id) && organizationId.equals(other.organizationId)
                && channel == other.channel && kind == other.kind && settings.equals(other.settings)
                && sealedSecrets.equals(other.sealedSecrets) && createdAt.equals(other.createdAt)
                && updatedAt.equals(other.updatedAt) && version == other.version;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, organizationId, channel, kind, settings, sealedSecrets, createdAt, updatedAt, version);
    }

    @Override
    public String toString() {
        return "ProviderAccount[id=" + id + ", organizationId=" + organizationId + ", channel=" + channel
                + ", kind=" + kind + ", settings=" + settings + ", secrets=" + sealedSecrets.keySet()
                + ", version=" + version + "]";
    }
}
