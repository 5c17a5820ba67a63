package io.campaignoutreach.adapter.http.campaign;

import io.campaignoutreach.adapter.http.json.WireNamed;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/campaigns: the members of the embedding library's {@link NewCampaign}, with its
 * defaults (active from now, three attempts, business hours, no workflow or configurations); the rest of a
 * campaign is set afterwards by its update.
 */
record CampaignCreateRequest(
        @NotNull @CodePointLength(min = 1, max = CampaignProfile.MAX_NAME_LENGTH) String name,
        @Nullable @CodePointLength(max = CampaignPatchRequest.MAX_DESCRIPTION_LENGTH) String description,
        @Nullable InitialStatus status,
        @Nullable Instant startDate,
        @Nullable UUID flowWorkflowId,
        @Nullable @Size(max = CampaignPatchRequest.MAX_TRANSFER_CONFIGS) List<@NotNull UUID> transferConfigIds,
        @Nullable UUID appointmentConfigId,
        @Nullable @Size(max = MAX_REQUIRED_VARS)
        List<@NotNull @CodePointLength(min = 1, max = MAX_REQUIRED_VAR_LENGTH) String> requiredVars,
        @Nullable @Min(1) @Max(MAX_ATTEMPTS) Integer maxAttempts,
        @Nullable Boolean dialAfterhours) {

    static final int MAX_REQUIRED_VARS = 50;
    static final int MAX_REQUIRED_VAR_LENGTH = 100;
    static final int MAX_ATTEMPTS = 100;

    /** The statuses a campaign may start in: the first ones of its life. */
    enum InitialStatus implements WireNamed {
        DRAFT(CampaignStatus.DRAFT), TESTING(CampaignStatus.TESTING), ACTIVE(CampaignStatus.ACTIVE);

        private final CampaignStatus status;

        InitialStatus(CampaignStatus status) {
            this.status = status;
        }
    }

    NewCampaign toCommand() {
        NewCampaign command = NewCampaign.named(name).withDescription(description)
                .withTransfers(transferConfigIds == null ? new TransferConfigId[0]
                        : transferConfigIds.stream().map(TransferConfigId::of).toArray(TransferConfigId[]::new))
                .requiring(requiredVars == null ? new String[0] : requiredVars.toArray(String[]::new));
        if (status != null) {
            command = command.withStatus(status.status);
        }
        if (startDate != null) {
            command = command.startingAt(startDate);
        }
        if (flowWorkflowId != null) {
            command = command.withWorkflow(WorkflowId.of(flowWorkflowId));
        }
        if (appointmentConfigId != null) {
            command = command.withAppointments(AppointmentConfigId.of(appointmentConfigId));
        }
        if (Boolean.TRUE.equals(dialAfterhours)) {
            command = command.dialingAfterHours();
        }
        return maxAttempts == null ? command : command.withMaxAttempts(maxAttempts);
    }
}
