package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * One kind of configuration as the API manages it: how its records are found, stored through a setup (with the
 * setup's checks of references and scope), shown with what uses them, and deleted.
 *
 * @param <C> the configuration
 * @param <V> the configuration as a read shows it
 */
interface ConfigurationKind<C, V> {

    Naming<C> naming();

    Optional<C> find(OrganizationId organizationId, UUID id);

    /** Every configuration of the kind in the organization, by name then id. */
    List<C> all(OrganizationId organizationId);

    OutreachSetup setupOf(C config);

    void delete(OrganizationId organizationId, UUID id);

    /** What still names the configuration, in words ({@code campaign "AEP 2027"}), and how many campaigns beyond. */
    Users users(OrganizationId organizationId, C config);

    List<V> views(OrganizationId organizationId, List<C> configs);

    /**
     * The kind in words ({@code transfer configuration}), its create's name for idempotency keys, the setup's
     * name for its list of records, and how a configuration's id, name and creation time are read.
     */
    record Naming<C>(String what, String createOperation, String setupList, Function<C, UUID> id,
                     Function<C, String> name, Function<C, Instant> createdAt) {
    }

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
