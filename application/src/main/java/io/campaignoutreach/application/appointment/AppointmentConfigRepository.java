package io.campaignoutreach.application.appointment;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores appointment configurations. */
public interface AppointmentConfigRepository {

    /** Inserts, or replaces the configuration with the same id. */
    void save(AppointmentConfig config);

    Optional<AppointmentConfig> findById(OrganizationId organizationId, AppointmentConfigId id);

    /** The organization's configurations among {@code ids}, in no particular order; unknown ids are left out. */
    List<AppointmentConfig> findByIds(OrganizationId organizationId, Collection<AppointmentConfigId> ids);

    /** Every appointment configuration of the organization, ordered by name then id. */
    List<AppointmentConfig> findAll(OrganizationId organizationId);

    /** Removes the organization's configuration; another organization's, or none, is left as it is. */
    void delete(OrganizationId organizationId, AppointmentConfigId id);
}
