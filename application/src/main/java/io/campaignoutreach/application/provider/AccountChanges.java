package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Tells this process's carriers that an organization's provider account changed here, once the change is stored,
 * so its next call or text uses it at once; other processes read it again within
 * {@link ProviderCarriers#REREAD_AFTER}.
 */
public final class AccountChanges {

    private final List<Consumer<OrganizationId>> listeners = new CopyOnWriteArrayList<>();

    public void subscribe(Consumer<OrganizationId> listener) {
        listeners.add(listener);
    }

    void changed(OrganizationId organizationId) {
        listeners.forEach(listener -> listener.accept(organizationId));
    }
}
