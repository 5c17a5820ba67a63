package io.campaignoutreach.application.access;

import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Who is calling: the organization whose data the call may see, the key used and what it may do.
 * Every use case takes one and checks it before touching data.
 */
public record AccessContext(OrganizationId organizationId, ApiKeyId keyId, String keyName,
                            Set<Capability> capabilities, boolean readOnly) {

    public AccessContext {
        Objects.requireNonNull(organizationId, "organizationId");
        capabilities = capabilities.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(capabilities));
    }

    public static AccessContext of(ApiKey key) {
        return new AccessContext(key.organizationId(), key.id(), key.name(), key.capabilities(), key.readOnly());
    }

    /**
     * The process itself acting for an organization with every capability, as an embedding process
     * or an operator command does: it is trusted, so only the organization scoping applies (P59).
     */
    public static AccessContext trusted(OrganizationId organizationId, String actorName) {
        return new AccessContext(organizationId, null, actorName, Set.of(Capability.ALL), false);
    }

    /**
     * The caller as a record of who did something names it: a key by its name and id (names need
     * not be unique), a trusted process by the name it gave.
     */
    public String callerName() {
        if (keyId == null) {
            return keyName == null || keyName.isBlank() ? "trusted process" : keyName;
        }
        return "API key: " + (keyName == null ? "" : keyName + " ") + "(" + keyId + ")";
    }

    public boolean grants(Capability capability) {
        return capabilities.contains(Capability.ALL) || capabilities.contains(capability);
    }

    /** Throws unless the key holds the capability (or {@code *}). */
    public void require(Capability capability) {
        if (!grants(capability)) {
            throw new MissingCapabilityException(capability);
        }
    }

    /** For changes: the capability is needed, and a read-only (trial) key may never change anything. */
    public void requireWrite(Capability capability) {
        if (readOnly) {
            throw new ReadOnlyKeyException();
        }
        require(capability);
    }
}
