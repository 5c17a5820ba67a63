package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: keeps appointment configurations in memory. */
public final class InMemoryAppointmentConfigRepository implements AppointmentConfigRepository {

    private final InMemoryStore store;
    private final Table<AppointmentConfigId, AppointmentConfig> configs;

    InMemoryAppointmentConfigRepository(InMemoryStore store) {
        this.store = store;
        this.configs = new Table<>(store);
    }

    @Override
    public void save(AppointmentConfig config) {
        store.write(() -> configs.put(config.id(), config));
    }

    @Override
    public Optional<AppointmentConfig> findById(OrganizationId organizationId, AppointmentConfigId id) {
        return store.read(() -> configs.get(id).filter(c -> c.clientId().equals(organizationId)));
    }

    @Override
    public List<AppointmentConfig> findByIds(OrganizationId organizationId, Collection<AppointmentConfigId> ids) {
        return store.read(() -> ids.stream().distinct().map(configs::get).flatMap(Optional::stream)
                .filter(c -> c.clientId().equals(organizationId)).toList());
    }

    @Override
    public List<AppointmentConfig> findAll(OrganizationId organizationId) {
        return store.read(() -> configs.rows().filter(c -> c.clientId().equals(organizationId))
                .sorted(NameOrder.of(AppointmentConfig::name, c -> c.id().value())).toList());
    }

    @Override
    public void delete(OrganizationId organizationId, AppointmentConfigId id) {
        store.write(() -> configs.get(id).filter(c -> c.clientId().equals(organizationId))
                .ifPresent(c -> configs.remove(id)));
    }
}
