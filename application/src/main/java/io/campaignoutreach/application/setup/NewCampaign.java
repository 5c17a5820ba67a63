package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Command: an outbound voice AI sales campaign, active from creation unless another status or
 * start is given, dialing in business hours (or all through the legal calling window, with
 * {@link #dialingAfterHours()}) up to {@code maxAttempts} times per customer, with
 * every SMS off and no success or failure criteria. With a workflow its enrollments run that
 * flow; its first transfer configuration is the default one. Build it with {@link #named} and
 * the {@code with...} methods; anything beyond these is changed afterwards through the campaign
 * update use case.
 *
 * @param requiredFields customer field names that must be filled for a customer to be enrolled
 * @param startDate      null: the moment the campaign is created
 */
public record NewCampaign(String name, String description, CampaignStatus status, Instant startDate,
                          WorkflowId workflowId, List<TransferConfigId> transferConfigIds,
                          AppointmentConfigId appointmentConfigId, List<String> requiredFields, int maxAttempts,
                          boolean dialAfterHours) {

    public static final int DEFAULT_MAX_ATTEMPTS = 3;

    public NewCampaign {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(status, "status");
        transferConfigIds = List.copyOf(transferConfigIds);
        requiredFields = List.copyOf(requiredFields);
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
    }

    /** An active campaign with this name and nothing else set. */
    public static NewCampaign named(String name) {
        return new NewCampaign(name, null, CampaignStatus.ACTIVE, null, null, List.of(), null, List.of(),
                DEFAULT_MAX_ATTEMPTS, false);
    }

    public NewCampaign withDescription(String text) {
        return new NewCampaign(name, text, status, startDate, workflowId, transferConfigIds, appointmentConfigId,
                requiredFields, maxAttempts, dialAfterHours);
    }

    public NewCampaign withStatus(CampaignStatus newStatus) {
        return new NewCampaign(name, description, newStatus, startDate, workflowId, transferConfigIds,
                appointmentConfigId, requiredFields, maxAttempts, dialAfterHours);
    }

    public NewCampaign startingAt(Instant start) {
        return new NewCampaign(name, description, status, start, workflowId, transferConfigIds, appointmentConfigId,
                requiredFields, maxAttempts, dialAfterHours);
    }

    public NewCampaign withWorkflow(WorkflowId flow) {
        return new NewCampaign(name, description, status, startDate, flow, transferConfigIds, appointmentConfigId,
                requiredFields, maxAttempts, dialAfterHours);
    }

    /** Transfers through these configurations, the first being the default. */
    public NewCampaign withTransfers(TransferConfigId... transfers) {
        return new NewCampaign(name, description, status, startDate, workflowId, List.of(transfers),
                appointmentConfigId, requiredFields, maxAttempts, dialAfterHours);
    }

    public NewCampaign withAppointments(AppointmentConfigId appointments) {
        return new NewCampaign(name, description, status, startDate, workflowId, transferConfigIds, appointments,
                requiredFields, maxAttempts, dialAfterHours);
    }

    /** Customer fields (wire names, e.g. {@code firstName}) a customer needs before it can be enrolled. */
    public NewCampaign requiring(String... fields) {
        return new NewCampaign(name, description, status, startDate, workflowId, transferConfigIds,
                appointmentConfigId, List.of(fields), maxAttempts, dialAfterHours);
    }

    public NewCampaign withMaxAttempts(int attempts) {
        return new NewCampaign(name, description, status, startDate, workflowId, transferConfigIds,
                appointmentConfigId, requiredFields, attempts, dialAfterHours);
    }

    /**
     * Dials whenever the customer's legal calling window is open (the federal 8:00 to 21:00 local
     * time and the state's stricter hours), not only in business hours; nothing dials outside it.
     */
    public NewCampaign dialingAfterHours() {
        return new NewCampaign(name, description, status, startDate, workflowId, transferConfigIds,
                appointmentConfigId, requiredFields, maxAttempts, true);
    }

    /** Checks the campaign's creation rules (name, dates). */
    Campaign toCampaign(CampaignId id, OrganizationId organizationId, String smsCompanyName, Instant now) {
        if (new HashSet<>(transferConfigIds).size() != transferConfigIds.size()) {
            throw ValidationException.of(Violation.of(List.of("transferConfigIds"), ViolationCode.CUSTOM,
                    "transferConfigIds must not repeat an id"));
        }
        CampaignProfile profile = new CampaignProfile(name, description, null, null, "sales", "sales", "outbound",
                CampaignKind.VOICE_AI, "outbound", null, null, List.of());
        DialingSettings dialing = new DialingSettings(dialAfterHours, true, 10, null, maxAttempts, false, List.of(),
                RedialTracking.never(), new DialerConfig(null, false));
        Features features = new Features(!transferConfigIds.isEmpty(), appointmentConfigId != null, false, false);
        OutcomeRules outcomes = new OutcomeRules(Criteria.none(), Criteria.none(), requiredFields, Map.of(), List.of(),
                false, features);
        return Campaign.create(id, organizationId, status, startDate == null ? now : startDate, null, profile, dialing,
                new FlowSettings(workflowId != null, workflowId, false), SmsSettings.defaults(smsCompanyName),
                outcomes, new CampaignLinks(transferConfigIds, appointmentConfigId, null), now);
    }
}
