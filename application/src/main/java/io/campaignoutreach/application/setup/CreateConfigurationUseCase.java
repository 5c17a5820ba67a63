package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;

/** Use case: create a routing, appointment or transfer configuration (needs campaigns.manage; not for read-only keys). */
public interface CreateConfigurationUseCase {

    RoutingConfig createRouting(AccessContext access, NewRoutingConfig command);

    AppointmentConfig createAppointments(AccessContext access, NewAppointmentConfig command);

    TransferConfig createTransfer(AccessContext access, NewTransferConfig command);
}
