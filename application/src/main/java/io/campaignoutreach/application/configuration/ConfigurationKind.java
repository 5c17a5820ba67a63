package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * One kind of configuration as the API manages it: how its records are found, stored through a setup (with the
 * setup's checks of references and scope), shown with what uses them, and deleted.
 *
 * @param <C> the configuration
 * @param <V> the configuration as a read shows it
 */
interface ConfigurationKind<C, V> {

    /** The kind in words, for messages: {@code transfer configuration}. */
    String what();

    /** The idempotency keys' name for its create, and the setup's name for its list of records. */
    String createOperation();

    String setupList();

    UUID id(C config);

    String name(C config);

    Instant createdAt(C config);

    Optional<C> find(OrganizationId organizationId, UUID id);

    /** Every configuration of the kind in the organization, by name then id. */
    List<C> all(OrganizationId organizationId);

    OutreachSetup setupOf(C config);

    void delete(OrganizationId organizationId, UUID id);

    /** What still names the configuration, in words ({@code campaign "AEP 2027"}), and how many campaigns beyond. */
    Users users(OrganizationId organizationId, C config);

    List<V> views(OrganizationId organizationId, List<C> configs);

    /** The records naming a configuration: the first ones in words, and how many campaigns are not listed. */
    record Users(List<String> named, long moreCampaigns) {

        public Users {
            named = List.copyOf(named);
        }

        boolean none() {
            return named.isEmpty() && moreCampaigns == 0;
        }
    }
}
