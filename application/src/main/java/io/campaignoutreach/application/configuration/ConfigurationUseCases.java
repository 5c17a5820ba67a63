package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.UUID;

/**
 * Use cases of one kind of configuration (transfer, routing, appointment): reads need campaigns.view; creates,
 * replacements and deletions need campaigns.manage and a key that is not read-only. Another organization's
 * configuration is not found.
 *
 * @param <C> the configuration
 * @param <V> the configuration as a read shows it
 */
public interface ConfigurationUseCases<C, V> {

    /** The organization's configurations of the kind, by name then id. */
    Page<V> list(AccessContext access, PageRequest page);

    V get(AccessContext access, UUID id);

    /**
     * Creates the configuration, once per idempotency key ({@code idempotency} null: every time); a reference
     * the organization does not have is a validation error at the draft's member.
     */
    Created<V> create(AccessContext access, ConfigDraft<C> draft, IdempotentRequest idempotency);

    /** Replaces every member the draft sets; the id and creation time stay. */
    V replace(AccessContext access, UUID id, ConfigDraft<C> draft);

    /** Deletes the configuration; a {@link ConfigurationInUseException} while other records name it. */
    void delete(AccessContext access, UUID id);
}
