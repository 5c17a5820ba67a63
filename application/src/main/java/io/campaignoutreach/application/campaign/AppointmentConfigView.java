package io.campaignoutreach.application.campaign;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.List;

/** An appointment configuration as a campaign shows it: with the campaigns and transfer configurations using it. */
public record AppointmentConfigView(AppointmentConfig config, ConfigUsage usage,
                                    List<TransferConfig> usedByTransferConfigs) {

    public AppointmentConfigView {
        usedByTransferConfigs = List.copyOf(usedByTransferConfigs);
    }
}
