package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Checks that every configuration a campaign change points at exists in the organization (D3 not_found). */
public final class CampaignReferenceCheck {

    private final WorkflowRepository workflows;
    private final AppointmentConfigRepository appointmentConfigs;
    private final TransferConfigRepository transferConfigs;

    public CampaignReferenceCheck(WorkflowRepository workflows, AppointmentConfigRepository appointmentConfigs,
                                  TransferConfigRepository transferConfigs) {
        this.workflows = workflows;
        this.appointmentConfigs = appointmentConfigs;
        this.transferConfigs = transferConfigs;
    }

    Violations check(OrganizationId organizationId, CampaignChanges changes) {
        Violations violations = new Violations();
        if (changes.flowWorkflowId().isPresent() && changes.flowWorkflowId().value() != null
                && workflows.findById(organizationId, changes.flowWorkflowId().value()).isEmpty()) {
            violations.add(Violation.notFound(List.of("flowWorkflowId"), "Workflow"));
        }
        if (changes.appointmentConfigId().isPresent() && changes.appointmentConfigId().value() != null
                && appointmentConfigs.findById(organizationId, changes.appointmentConfigId().value())
                .isEmpty()) {
            violations.add(Violation.notFound(List.of("appointmentConfigId"), "Appointment config"));
        }
        List<TransferConfigId> listed = changes.transferConfigIds().isPresent()
                && changes.transferConfigIds().value() != null ? changes.transferConfigIds().value() : List.of();
        TransferConfigId single = changes.transferConfigId().isPresent() ? changes.transferConfigId().value() : null;
        if (listed.isEmpty() && single == null) {
            return violations;
        }
        Set<TransferConfigId> wanted = new java.util.HashSet<>(listed);
        if (single != null) {
            wanted.add(single);
        }
        Set<TransferConfigId> found = transferConfigs.findByIds(organizationId, wanted).stream()
                .map(TransferConfig::id).collect(Collectors.toSet());
        if (single != null && !found.contains(single)) {
            violations.add(Violation.notFound(List.of("transferConfigId"), "Transfer config"));
        }
        for (int i = 0; i < listed.size(); i++) {
            if (!found.contains(listed.get(i))) {
                violations.add(Violation.notFound(List.of("transferConfigIds", String.valueOf(i)), "Transfer config"));
            }
        }
        return violations;
    }
}
