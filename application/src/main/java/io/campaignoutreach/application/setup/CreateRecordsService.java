package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.BiConsumer;

/**
 * Builds records from the typed commands, with new ids and the clock's time, and stores them
 * through {@link StoreSetupUseCase}: the same checks and unit of work as an import.
 */
public final class CreateRecordsService implements CreateConfigurationUseCase, CreateWorkflowUseCase,
        CreateCampaignUseCase, CreateCustomersUseCase {

    private final StoreSetupUseCase setups;
    private final OrganizationRepository organizations;
    private final CampaignRepository campaigns;
    private final IdempotentCreates idempotent;
    private final IdGenerator ids;
    private final Clock clock;

    public CreateRecordsService(StoreSetupUseCase setups, OrganizationRepository organizations,
                                CampaignRepository campaigns, IdempotentCreates idempotent, IdGenerator ids,
                                Clock clock) {
        this.setups = setups;
        this.organizations = organizations;
        this.campaigns = campaigns;
        this.idempotent = idempotent;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public RoutingConfig createRouting(AccessContext access, NewRoutingConfig command) {
        return stored(access, command.toRoutingConfig(RoutingConfigId.of(ids.newId()), access.organizationId(),
                clock.instant()), OutreachSetup.Builder::routingConfigs);
    }

    @Override
    public AppointmentConfig createAppointments(AccessContext access, NewAppointmentConfig command) {
        return stored(access, command.toAppointmentConfig(AppointmentConfigId.of(ids.newId()),
                access.organizationId(), clock.instant()), OutreachSetup.Builder::appointmentConfigs);
    }

    @Override
    public TransferConfig createTransfer(AccessContext access, NewTransferConfig command) {
        return stored(access, command.toTransferConfig(TransferConfigId.of(ids.newId()), access.organizationId(),
                clock.instant()), OutreachSetup.Builder::transferConfigs);
    }

    @Override
    public Workflow createWorkflow(AccessContext access, NewWorkflow command) {
        return stored(access, command.toWorkflow(WorkflowId.of(ids.newId()), access.organizationId(),
                clock.instant()), OutreachSetup.Builder::workflows);
    }

    private Campaign newCampaign(AccessContext access, NewCampaign command) {
        // The campaign's SMS are signed with the organization's company name, as a campaign created over HTTP is.
        Organization organization = organizations.findById(access.organizationId())
                .orElseThrow(() -> new NotFoundException("Organization"));
        return stored(access, command.toCampaign(CampaignId.of(ids.newId()), access.organizationId(),
                organization.smsCompanyName(), clock.instant()), OutreachSetup.Builder::campaigns);
    }

    @Override
    public Created<Campaign> createCampaign(AccessContext access, NewCampaign command, IdempotentRequest idempotency) {
        // Checked before a repeat is answered, so a key that may not create campaigns learns nothing from one.
        access.requireWrite(Capability.CAMPAIGNS_MANAGE);
        return idempotent.create(access.organizationId(), idempotency, "campaigns.create",
                () -> OneRecordSetup.reported("campaigns", () -> newCampaign(access, command)),
                campaign -> campaign.id().toString(),
                id -> campaigns.findById(access.organizationId(), CampaignId.of(UUID.fromString(id)))
                        .orElseThrow(() -> new NotFoundException("Campaign")));
    }

    @Override
    public List<Customer> createCustomers(AccessContext access, List<NewCustomer> commands) {
        Instant now = clock.instant();
        List<Customer> customers = commands.stream()
                .map(command -> command.toCustomer(CustomerId.of(ids.newId()), access.organizationId(), now))
                .toList();
        setups.store(access, OutreachSetup.builder().customers(customers).build());
        return customers;
    }

    /** Stores the one record as a setup of its kind and returns it. */
    private <T> T stored(AccessContext access, T record, BiConsumer<OutreachSetup.Builder, List<T>> kind) {
        OutreachSetup.Builder setup = OutreachSetup.builder();
        kind.accept(setup, List.of(record));
        setups.store(access, setup.build());
        return record;
    }
}
