package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: stores appointment configurations in PostgreSQL as jsonb documents. */
final class JdbiAppointmentConfigRepository implements AppointmentConfigRepository {

    private final DocumentTable<AppointmentConfig, ConfigDocuments.Appointment> table;

    JdbiAppointmentConfigRepository(Handles handles, JsonCodec json) {
        this.table = new DocumentTable<>(handles, json, "appointment_configs", ConfigDocuments.Appointment.class,
                ConfigDocuments.Appointment::from, ConfigDocuments.Appointment::toDomain);
    }

    @Override
    public void save(AppointmentConfig config) {
        table.save(config.id().value(), config.clientId().value(), config.name(), config.createdAt(),
                config.updatedAt(), config);
    }

    @Override
    public Optional<AppointmentConfig> findById(OrganizationId organizationId, AppointmentConfigId id) {
        return table.findById(organizationId.value(), id.value());
    }

    @Override
    public List<AppointmentConfig> findByIds(OrganizationId organizationId, Collection<AppointmentConfigId> ids) {
        return table.findByIds(organizationId.value(), ids.stream().map(AppointmentConfigId::value).toList());
    }

    @Override
    public List<AppointmentConfig> findAll(OrganizationId organizationId) {
        return table.findAll(organizationId.value());
    }

    @Override
    public void delete(OrganizationId organizationId, AppointmentConfigId id) {
        table.delete(organizationId.value(), id.value());
    }
}
