package io.campaignoutreach.application.transfer;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores transfer configurations. */
public interface TransferConfigRepository {

    /** Inserts, or replaces the configuration with the same id. */
    void save(TransferConfig config);

    Optional<TransferConfig> findById(OrganizationId organizationId, TransferConfigId id);

    /** The organization's configurations among {@code ids}, in no particular order; unknown ids are left out. */
    List<TransferConfig> findByIds(OrganizationId organizationId, Collection<TransferConfigId> ids);

    /**
     * The organization's configurations that book into one of these appointment configurations,
     * ordered by name then id: what an appointment configuration shows as its users, read without
     * reading every transfer configuration.
     */
    List<TransferConfig> findByAppointmentConfigIds(OrganizationId organizationId,
                                                    Collection<AppointmentConfigId> appointmentConfigIds);

    /** Every transfer configuration of the organization, ordered by name then id. */
    List<TransferConfig> findAll(OrganizationId organizationId);

    /** Removes the organization's configuration; another organization's, or none, is left as it is. */
    void delete(OrganizationId organizationId, TransferConfigId id);
}
