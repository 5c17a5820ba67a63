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
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.util.List;
import java.util.function.Function;

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
        this.references = new SetupReferences(campaigns, customers, workflows, routingConfigs, appointmentConfigs,
                transferConfigs);
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
