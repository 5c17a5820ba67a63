package io.campaignoutreach.domain.campaign;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The configurations a campaign uses. {@code transferConfigIds} is ordered and its first item
 * is the default transfer configuration.
 */
public record CampaignLinks(List<TransferConfigId> transferConfigIds, AppointmentConfigId appointmentConfigId,
                            UUID callFormId) {

    public CampaignLinks {
        transferConfigIds = List.copyOf(transferConfigIds);
        if (new HashSet<>(transferConfigIds).size() != transferConfigIds.size()) {
            throw new IllegalArgumentException("transferConfigIds must not repeat an id");
        }
    }

    public Optional<TransferConfigId> defaultTransferConfigId() {
        return transferConfigIds.isEmpty() ? Optional.empty() : Optional.of(transferConfigIds.get(0));
    }
}
