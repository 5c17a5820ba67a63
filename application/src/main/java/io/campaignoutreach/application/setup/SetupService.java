package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Stores a setup of new records for {@link StoreSetupUseCase}: checks the capabilities, that
 * every record is the caller's organization's and that every record it names exists, in the setup
 * or the organization ({@link SetupReferences}), then writes
 * kind by kind in one unit of work (which joins the caller's, as an import's does).
 */
public final class SetupService implements StoreSetupUseCase {

    private final OrganizationRepository organizations;
    private final CustomFieldRepository customFields;
    private final RoutingConfigRepository routingConfigs;
    private final AppointmentConfigRepository appointmentConfigs;
    private final TransferConfigRepository transferConfigs;
    private final WorkflowRepository workflows;
    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final SourceRepository sources;
    private final EnrollmentRepository enrollments;
    private final CallRepository calls;
    private final InquiryRepository inquiries;
    private final TransactionRunner transactions;
    private final SetupReferences references;

    public SetupService(OrganizationRepository organizations, CustomFieldRepository customFields,
                        RoutingConfigRepository routingConfigs, AppointmentConfigRepository appointmentConfigs,
                        TransferConfigRepository transferConfigs, WorkflowRepository workflows,
                        CampaignRepository campaigns, CustomerRepository customers, SourceRepository sources,
                        EnrollmentRepository enrollments, CallRepository calls, InquiryRepository inquiries,
                        TransactionRunner transactions) {
        this.organizations = organizations;
        this.customFields = customFields;
        this.routingConfigs = routingConfigs;
        this.appointmentConfigs = appointmentConfigs;
        this.transferConfigs = transferConfigs;
        this.workflows = workflows;
        this.campaigns = campaigns;
        this.customers = customers;
        this.sources = sources;
        this.enrollments = enrollments;
        this.calls = calls;
        this.inquiries = inquiries;
        this.transactions = transactions;
        this.references = new SetupReferences(campaigns, customers, routingConfigs, appointmentConfigs);
    }

    @Override
    public void store(AccessContext access, OutreachSetup setup) {
        requireCapabilities(access, setup);
        transactions.inTransaction(() -> {
            OrganizationId organizationId = access.organizationId();
            if (organizations.findById(organizationId).isEmpty()) {
                throw new NotFoundException("Organization");
            }
            Violations violations = new Violations();
            new Scope(organizationId, violations).check(setup);
            checkCampaignReferences(organizationId, setup, violations);
            references.check(organizationId, setup, violations);
            violations.throwIfAny();
            write(setup);
        });
    }

    private static void requireCapabilities(AccessContext access, OutreachSetup setup) {
        needs(access, Capability.CUSTOM_FIELDS_MANAGE, setup.customFields());
        needs(access, Capability.CAMPAIGNS_MANAGE, setup.routingConfigs(), setup.appointmentConfigs(),
                setup.transferConfigs(), setup.workflows(), setup.campaigns());
        needs(access, Capability.CUSTOMERS_SYNC, setup.customers());
        needs(access, Capability.SOURCES_MANAGE, setup.sources());
        needs(access, Capability.CAMPAIGN_ENROLLMENT_MANAGE, setup.enrollments());
        needs(access, Capability.INQUIRIES_MANAGE, setup.calls(), setup.inquiries());
    }

    private static void needs(AccessContext access, Capability capability, List<?>... kinds) {
        for (List<?> kind : kinds) {
            if (!kind.isEmpty()) {
                access.requireWrite(capability);
                return;
            }
        }
    }

    /** A campaign's workflow and configurations are in the setup or already in the organization. */
    private void checkCampaignReferences(OrganizationId organizationId, OutreachSetup setup, Violations violations) {
        Set<Object> workflowIds = ids(setup.workflows(), Workflow::id);
        Set<Object> appointmentIds = ids(setup.appointmentConfigs(), AppointmentConfig::id);
        Set<Object> transferIds = ids(setup.transferConfigs(), TransferConfig::id);
        for (int i = 0; i < setup.campaigns().size(); i++) {
            Campaign campaign = setup.campaigns().get(i);
            String at = String.valueOf(i);
            WorkflowId workflowId = campaign.flow().flowWorkflowId();
            if (workflowId != null && !workflowIds.contains(workflowId)
                    && workflows.findById(organizationId, workflowId).isEmpty()) {
                violations.add(Violation.notFound(List.of("campaigns", at, "flowWorkflowId"), "Workflow"));
            }
            AppointmentConfigId appointmentId = campaign.links().appointmentConfigId();
            if (appointmentId != null && !appointmentIds.contains(appointmentId)
                    && appointmentConfigs.findById(organizationId, appointmentId).isEmpty()) {
                violations.add(Violation.notFound(List.of("campaigns", at, "appointmentConfigId"),
                        "Appointment config"));
            }
            Set<TransferConfigId> elsewhere = campaign.links().transferConfigIds().stream()
                    .filter(id -> !transferIds.contains(id)).collect(Collectors.toSet());
            Set<TransferConfigId> stored = elsewhere.isEmpty() ? Set.of()
                    : transferConfigs.findByIds(organizationId, elsewhere).stream().map(TransferConfig::id)
                    .collect(Collectors.toSet());
            List<TransferConfigId> named = campaign.links().transferConfigIds();
            for (int t = 0; t < named.size(); t++) {
                if (elsewhere.contains(named.get(t)) && !stored.contains(named.get(t))) {
                    violations.add(Violation.notFound(List.of("campaigns", at, "transferConfigIds",
                            String.valueOf(t)), "Transfer config"));
                }
            }
        }
    }

    private static <T> Set<Object> ids(List<T> records, Function<T, Object> id) {
        Set<Object> ids = new HashSet<>();
        records.forEach(record -> ids.add(id.apply(record)));
        return ids;
    }

    private void write(OutreachSetup setup) {
        setup.customFields().forEach(customFields::insert);
        setup.routingConfigs().forEach(routingConfigs::save);
        setup.appointmentConfigs().forEach(appointmentConfigs::save);
        setup.transferConfigs().forEach(transferConfigs::save);
        setup.workflows().forEach(workflows::save);
        setup.campaigns().forEach(campaigns::insert);
        if (!setup.customers().isEmpty()) {
            customers.insertAll(setup.customers());
        }
        setup.sources().forEach(sources::insert);
        if (!setup.enrollments().isEmpty()) {
            enrollments.insertAll(setup.enrollments());
        }
        if (!setup.calls().isEmpty()) {
            calls.insertAll(setup.calls());
        }
        if (!setup.inquiries().isEmpty()) {
            inquiries.insertAll(setup.inquiries());
        }
    }

    /** Finds the records of another organization than the caller's. */
    private record Scope(OrganizationId organizationId, Violations violations) {

        void check(OutreachSetup setup) {
            each("customFields", setup.customFields(), d -> d.organizationId());
            each("routingConfigs", setup.routingConfigs(), c -> c.clientId());
            each("appointmentConfigs", setup.appointmentConfigs(), c -> c.clientId());
            each("transferConfigs", setup.transferConfigs(), c -> c.clientId());
            each("workflows", setup.workflows(), w -> w.organizationId());
            each("campaigns", setup.campaigns(), c -> c.organizationId());
            each("customers", setup.customers(), c -> c.organizationId());
            each("sources", setup.sources(), s -> s.organizationId());
            each("enrollments", setup.enrollments(), e -> e.organizationId());
            each("calls", setup.calls(), c -> c.organizationId());
            each("inquiries", setup.inquiries(), q -> q.organizationId());
        }

        private <T> void each(String kind, List<T> records, Function<T, OrganizationId> owner) {
            for (int i = 0; i < records.size(); i++) {
                if (!organizationId.equals(owner.apply(records.get(i)))) {
                    violations.add(Violation.of(List.of(kind, String.valueOf(i), "organizationId"),
                            ViolationCode.CUSTOM, "belongs to another organization than the caller's"));
                }
            }
        }
    }
}
