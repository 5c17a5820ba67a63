package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotencyConflictException;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.idempotency.IdempotentCreation;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.application.setup.CreateRecordsService;
import io.campaignoutreach.application.setup.NewAppointmentConfig;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.application.setup.NewCustomer;
import io.campaignoutreach.application.setup.NewRoutingConfig;
import io.campaignoutreach.application.setup.NewTransferConfig;
import io.campaignoutreach.application.setup.NewWorkflow;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.setup.SetupReferences;
import io.campaignoutreach.application.setup.SetupService;
import io.campaignoutreach.application.setup.SetupWrites;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of the setup use cases ({@link SetupService}, {@link CreateRecordsService}) on a store:
 * what they create is stored and read back as created, within the caller's organization, with
 * the capabilities it needs, and a refused setup leaves nothing behind.
 */
public abstract class OutreachSetupContract extends StoreContract {

    private SetupService setups;
    private CreateRecordsService records;
    private AccessContext trusted;
    private final List<UUID> issuedIds = new ArrayList<>();

    @BeforeEach
    void givenServicesAndOrganizations() {
        givenTwoOrganizations();
        setups = new SetupService(store.organizations(), store.transactions(),
                new SetupReferences(store.campaigns(), store.customers(), store.workflows(), store.routingConfigs(),
                        store.appointmentConfigs(), store.transferConfigs()),
                new SetupWrites(new SetupWrites.Configurations(store.customFields(), store.routingConfigs(),
                        store.appointmentConfigs(), store.transferConfigs(), store.workflows(), store.campaigns()),
                        new SetupWrites.Activity(store.customers(), store.sources(), store.enrollments(),
                                store.calls(), store.inquiries(), store.consentLedger())));
        Clock clock = Clock.fixed(TestData.T0, ZoneOffset.UTC);
        records = new CreateRecordsService(setups, store.organizations(), store.campaigns(),
                new IdempotentCreates(store.idempotencyKeys(), store.transactions(), clock), () -> {
            UUID id = TestData.newId();
            issuedIds.add(id);
            return id;
        }, clock);
        trusted = AccessContext.trusted(organizationId, "embedding test");
    }

    @Test
    void givenTypedCommands_whenCreated_thenEachIsStoredAsReturned() {
        RoutingConfig routing = records.createRouting(trusted, NewRoutingConfig.named("Licensed agents"));
        AppointmentConfig appointments = records.createAppointments(trusted,
                new NewAppointmentConfig("Plan review", routing.id(), 30));
        TransferConfig transfer = records.createTransfer(trusted,
                NewTransferConfig.softphone("Agent softphone", routing.id()).bookingWith(appointments.id()));
        Workflow workflow = records.createWorkflow(trusted, twoCalls());
        Campaign campaign = records.createCampaign(trusted, NewCampaign.named("Plan review outreach")
                .withWorkflow(workflow.id()).withTransfers(transfer.id()).withAppointments(appointments.id())
                .requiring("firstName"));
        List<Customer> customers = records.createCustomers(trusted, List.of(
                NewCustomer.of("(617) 555-0101", "Ada", "Lovelace"),
                NewCustomer.of("+16175550102", "Alan", null).with(CustomerField.STATE, "MA")));

        assertThat(store.routingConfigs().findById(organizationId, routing.id())).contains(routing);
        assertThat(store.appointmentConfigs().findById(organizationId, appointments.id())).contains(appointments);
        assertThat(store.transferConfigs().findById(organizationId, transfer.id())).contains(transfer);
        assertThat(store.workflows().findById(organizationId, workflow.id())).contains(workflow);
        Campaign stored = store.campaigns().findById(organizationId, campaign.id()).orElseThrow();
        assertThat(stored.status()).isEqualTo(CampaignStatus.ACTIVE);
        assertThat(stored.startDate()).isEqualTo(TestData.T0);
        assertThat(stored.flow().flowWorkflowId()).isEqualTo(workflow.id());
        assertThat(stored.links().defaultTransferConfigId()).contains(transfer.id());
        assertThat(stored.outcomes().requiredVars()).containsExactly("firstName");
        assertThat(stored.outcomes().features().transfers()).isTrue();
        assertThat(customers).extracting(c -> c.phone().e164()).containsExactly("+16175550101", "+16175550102");
        assertThat(store.customers().findById(organizationId, customers.get(1).id()).orElseThrow()
                .profile().text(CustomerField.STATE)).isEqualTo("MA");
    }

    @Test
    void givenCampaignNamingAWorkflowNobodyHas_whenCreated_thenRefusedAndNothingStored() {
        WorkflowId missing = WorkflowId.of(TestData.newId());

        assertThatThrownBy(() -> records.createCampaign(trusted, NewCampaign.named("Orphan").withWorkflow(missing)))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(Violation::path).containsExactly(List.of("flowWorkflowId")));
        assertThat(issuedIds).hasSize(1);
        assertThat(store.campaigns().findById(organizationId, CampaignId.of(issuedIds.get(0)))).isEmpty();
    }

    @Test
    void givenAnIdempotencyKey_whenTheSameCreateComesAgain_thenTheFirstCampaignIsAnsweredAndNoSecondMade() {
        IdempotentRequest request = new IdempotentRequest("create-aep-1", "fingerprint-1");

        Created<Campaign> first = records.createCampaign(trusted, NewCampaign.named("AEP"), request);
        Created<Campaign> again = records.createCampaign(trusted, NewCampaign.named("AEP"), request);

        assertThat(first.replayed()).isFalse();
        assertThat(again.replayed()).isTrue();
        assertThat(again.value()).isEqualTo(first.value());
        assertThat(store.campaigns().findNames(organizationId, issuedIds.stream().map(CampaignId::of).toList()))
                .hasSize(1);
    }

    @Test
    void givenAnIdempotencyKey_whenAnotherRequestUsesIt_thenItConflictsButAnotherOrganizationMayUseIt() {
        records.createCampaign(trusted, NewCampaign.named("AEP"), new IdempotentRequest("k", "fingerprint-1"));

        assertThatThrownBy(() -> records.createCampaign(trusted, NewCampaign.named("AEP 2"),
                new IdempotentRequest("k", "fingerprint-2"))).isInstanceOf(IdempotencyConflictException.class);
        assertThat(records.createCampaign(AccessContext.trusted(otherOrganizationId, "other"),
                NewCampaign.named("Theirs"), new IdempotentRequest("k", "fingerprint-2")).replayed()).isFalse();
    }

    @Test
    void givenACreateRefused_whenItHadAnIdempotencyKey_thenTheKeyIsFreeForTheCorrectedRequest() {
        WorkflowId missing = WorkflowId.of(TestData.newId());
        assertThatThrownBy(() -> records.createCampaign(trusted, NewCampaign.named("Orphan").withWorkflow(missing),
                new IdempotentRequest("k", "fingerprint-1"))).isInstanceOf(ValidationException.class);

        Created<Campaign> corrected = records.createCampaign(trusted, NewCampaign.named("Orphan"),
                new IdempotentRequest("k", "fingerprint-2"));

        assertThat(corrected.replayed()).isFalse();
        assertThat(store.idempotencyKeys().find(organizationId, "k")).map(IdempotentCreation::resourceId)
                .contains(corrected.value().id().toString());
    }

    @Test
    void givenAKeyThatMayNotCreateCampaigns_whenItRepeatsAnotherKeysCreate_thenRefusedBeforeAnythingIsAnswered() {
        IdempotentRequest request = new IdempotentRequest("k", "fingerprint-1");
        records.createCampaign(trusted, NewCampaign.named("AEP"), request);
        AccessContext viewer = new AccessContext(organizationId, null, "viewer", Set.of(Capability.CAMPAIGNS_VIEW),
                false);
        AccessContext readOnly = new AccessContext(organizationId, null, "read only", Set.of(Capability.ALL), true);

        assertThatThrownBy(() -> records.createCampaign(viewer, NewCampaign.named("AEP"), request))
                .isInstanceOf(MissingCapabilityException.class);
        assertThatThrownBy(() -> records.createCampaign(readOnly, NewCampaign.named("AEP"), request))
                .isInstanceOf(ReadOnlyKeyException.class);
    }

    @Test
    void givenWorkflowOfAnotherOrganization_whenACampaignNamesIt_thenRefused() {
        Workflow theirs = records.createWorkflow(AccessContext.trusted(otherOrganizationId, "other"), twoCalls());

        assertThatThrownBy(() -> records.createCampaign(trusted, NewCampaign.named("Borrowing")
                .withWorkflow(theirs.id()))).isInstanceOf(ValidationException.class);
    }

    @Test
    void givenSetupWithARecordOfAnotherOrganization_whenStored_thenNothingOfItIsStored() {
        Customer ours = TestData.customer(organizationId, TestData.phone(1));
        Campaign theirs = TestData.campaign(otherOrganizationId);
        OutreachSetup setup = OutreachSetup.builder().campaigns(List.of(theirs)).customers(List.of(ours)).build();

        assertThatThrownBy(() -> setups.store(trusted, setup))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(Violation::path).containsExactly(List.of("campaigns", "0", "organizationId")));
        assertThat(store.customers().findById(organizationId, ours.id())).isEmpty();
        assertThat(store.campaigns().findById(otherOrganizationId, theirs.id())).isEmpty();
    }

    @Test
    void givenSetupWithConsent_whenStored_thenAppendedWithTheCustomersAndAnotherOrganizationsEntryRefusesAll() {
        Customer customer = TestData.customer(organizationId, TestData.phone(4));
        ConsentEntry ours = ConsentEntry.given(ConsentEntryId.of(TestData.newId()), organizationId, customer.phone(),
                ConsentChannel.SMS, ConsentPurpose.MARKETING, ConsentSource.IMPORT, "Form", TestData.at(1),
                TestData.at(2));
        ConsentEntry theirs = ConsentEntry.given(ConsentEntryId.of(TestData.newId()), otherOrganizationId,
                customer.phone(), ConsentChannel.SMS, ConsentPurpose.MARKETING, ConsentSource.IMPORT, "Form",
                TestData.at(1), TestData.at(2));

        assertThatThrownBy(() -> setups.store(trusted, OutreachSetup.builder().customers(List.of(customer))
                .consent(List.of(ours, theirs)).build()))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(Violation::path).containsExactly(List.of("consent", "1", "organizationId")));
        assertThat(store.consentLedger().entriesFor(organizationId, List.of(customer.phone()))).isEmpty();

        setups.store(trusted, OutreachSetup.builder().customers(List.of(customer)).consent(List.of(ours)).build());

        assertThat(store.consentLedger().entriesFor(organizationId, List.of(customer.phone())))
                .containsEntry(customer.phone(), List.of(ours));
    }

    @Test
    void givenRecordsNamingAnotherOrganizationsCampaignOrNoCustomer_whenStored_thenEachNamedAndNothingStored() {
        Campaign ours = TestData.campaign(organizationId);
        Campaign theirs = TestData.campaign(otherOrganizationId);
        store.campaigns().insert(theirs);
        Customer customer = TestData.customer(organizationId, TestData.phone(2));
        Source borrowing = TestData.source(organizationId, theirs.id(), "src-borrowed");
        Enrollment dangling = TestData.enrollment(organizationId, ours.id(), CustomerId.of(TestData.newId()));
        Enrollment fine = TestData.enrollment(organizationId, ours.id(), customer.id());
        OutreachSetup setup = OutreachSetup.builder().campaigns(List.of(ours)).customers(List.of(customer))
                .sources(List.of(borrowing)).enrollments(List.of(fine, dangling)).build();

        assertThatThrownBy(() -> setups.store(trusted, setup))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(Violation::path).containsExactlyInAnyOrder(List.of("sources", "0", "campaignId"),
                                List.of("enrollments", "1", "customerId")));
        assertThat(store.campaigns().findById(organizationId, ours.id())).isEmpty();
        assertThat(store.sources().findById(organizationId, borrowing.id())).isEmpty();
    }

    @Test
    void givenRecordsNamingWhatTheOrganizationAlreadyHas_whenStored_thenStored() {
        Campaign stored = TestData.campaign(organizationId);
        store.campaigns().insert(stored);
        Customer customer = TestData.customer(organizationId, TestData.phone(3));
        store.customers().insert(customer);
        Enrollment enrollment = TestData.enrollment(organizationId, stored.id(), customer.id());

        setups.store(trusted, OutreachSetup.builder().enrollments(List.of(enrollment)).build());

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(enrollment);
    }

    @Test
    void givenKeyThatManagesCampaignsOnly_whenCreatingCustomers_thenMissingCapability() {
        AccessContext campaignsOnly = new AccessContext(organizationId, null, "campaigns",
                Set.of(Capability.CAMPAIGNS_MANAGE), false);

        records.createCampaign(campaignsOnly, NewCampaign.named("Allowed"));
        assertThatThrownBy(() -> records.createCustomers(campaignsOnly,
                List.of(NewCustomer.of("6175550101", "Ada", null)))).isInstanceOf(MissingCapabilityException.class);
        assertThat(store.customers().findByPhones(organizationId, List.of(new PhoneNumber("+16175550101"))))
                .isEmpty();
    }

    @Test
    void givenReadOnlyKey_whenCreatingAnything_thenRefused() {
        AccessContext readOnly = new AccessContext(organizationId, null, "trial", Set.of(Capability.ALL), true);

        assertThatThrownBy(() -> records.createRouting(readOnly, NewRoutingConfig.named("Agents")))
                .isInstanceOf(ReadOnlyKeyException.class);
    }

    @Test
    void givenOrganizationThatDoesNotExist_whenCreating_thenNotFound() {
        AccessContext nobody = AccessContext.trusted(OrganizationId.of(TestData.newId()), "nobody");

        assertThatThrownBy(() -> records.createWorkflow(nobody, twoCalls())).isInstanceOf(NotFoundException.class);
    }

    private static NewWorkflow twoCalls() {
        return NewWorkflow.of("Two calls",
                new WorkflowNode("first_call", Step.CALL, new Step.Call(Map.of(), Optional.empty())),
                new WorkflowNode("second_call", Step.CALL, new Step.Call(Map.of(), Optional.empty())));
    }
}
