package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: stores transfer configurations in PostgreSQL as jsonb documents. */
final class JdbiTransferConfigRepository implements TransferConfigRepository {

    private final DocumentTable<TransferConfig, ConfigDocuments.Transfer> table;

    JdbiTransferConfigRepository(Handles handles, JsonCodec json) {
        this.table = new DocumentTable<>(handles, json, "transfer_configs", ConfigDocuments.Transfer.class,
                ConfigDocuments.Transfer::from, ConfigDocuments.Transfer::toDomain);
    }

    @Override
    public void save(TransferConfig config) {
        table.save(config.id().value(), config.clientId().value(), config.name(), config.createdAt(),
                config.updatedAt(), config);
    }

    @Override
    public Optional<TransferConfig> findById(OrganizationId organizationId, TransferConfigId id) {
        return table.findById(organizationId.value(), id.value());
    }

    @Override
    public List<TransferConfig> findByIds(OrganizationId organizationId, Collection<TransferConfigId> ids) {
        return table.findByIds(organizationId.value(), ids.stream().map(TransferConfigId::value).toList());
    }

    @Override
    public List<TransferConfig> findByAppointmentConfigIds(OrganizationId organizationId,
                                                           Collection<AppointmentConfigId> appointmentConfigIds) {
        return table.findByMember(organizationId.value(), "appointmentConfigId",
                appointmentConfigIds.stream().map(id -> id.value().toString()).distinct().toList());
    }

    @Override
    public List<TransferConfig> findAll(OrganizationId organizationId) {
        return table.findAll(organizationId.value());
    }

    @Override
    public void delete(OrganizationId organizationId, TransferConfigId id) {
        table.delete(organizationId.value(), id.value());
    }
}
