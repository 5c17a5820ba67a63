package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Secondary adapter: keeps transfer configurations in memory. */
public final class InMemoryTransferConfigRepository implements TransferConfigRepository {

    /** Names compare case-insensitively, as campaign names do. */
    private static final Comparator<TransferConfig> BY_NAME = NameOrder.of(TransferConfig::name, c -> c.id().value());

    private final InMemoryStore store;
    private final Table<TransferConfigId, TransferConfig> configs;

    InMemoryTransferConfigRepository(InMemoryStore store) {
        this.store = store;
        this.configs = new Table<>(store);
    }

    @Override
    public void save(TransferConfig config) {
        store.write(() -> configs.put(config.id(), config));
    }

    @Override
    public Optional<TransferConfig> findById(OrganizationId organizationId, TransferConfigId id) {
        return store.read(() -> configs.get(id).filter(c -> c.clientId().equals(organizationId)));
    }

    @Override
    public List<TransferConfig> findByIds(OrganizationId organizationId, Collection<TransferConfigId> ids) {
        return store.read(() -> ids.stream().distinct().map(configs::get).flatMap(Optional::stream)
                .filter(c -> c.clientId().equals(organizationId)).toList());
    }

    @Override
    public List<TransferConfig> findByAppointmentConfigIds(OrganizationId organizationId,
                                                           Collection<AppointmentConfigId> appointmentConfigIds) {
        Set<AppointmentConfigId> wanted = Set.copyOf(appointmentConfigIds);
        return findAll(organizationId).stream()
                .filter(c -> c.appointmentConfigId() != null && wanted.contains(c.appointmentConfigId())).toList();
    }

    @Override
    public List<TransferConfig> findAll(OrganizationId organizationId) {
        return store.read(() -> configs.rows().filter(c -> c.clientId().equals(organizationId)).sorted(BY_NAME)
                .toList());
    }

    @Override
    public void delete(OrganizationId organizationId, TransferConfigId id) {
        store.write(() -> configs.get(id).filter(c -> c.clientId().equals(organizationId))
                .ifPresent(c -> configs.remove(id)));
    }
}
