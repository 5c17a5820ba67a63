package io.campaignoutreach.adapter.workspace.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.adapter.workspace.ElementKind;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.Transfer;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.UuidV7Generator;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DemoWorkspaceTest {

    private static final Instant NOW = Instant.parse("2026-11-21T15:30:00Z");
    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final UuidV7Generator ids = new UuidV7Generator(clock);

    @Test
    void givenEmptyStore_whenPopulated_thenCampaignsCoverStatusesAndSuites() {
        DemoData data = populate();

        assertThat(data.campaigns()).hasSizeBetween(6, 8);
        assertThat(data.campaigns()).extracting(Campaign::status).contains(CampaignStatus.DRAFT,
                CampaignStatus.ACTIVE, CampaignStatus.PAUSED, CampaignStatus.COMPLETED, CampaignStatus.TESTING,
                CampaignStatus.ARCHIVED);
        assertThat(data.campaigns()).anyMatch(Campaign::isReceptionist).anyMatch(Campaign::isRetentionJourney)
                .anyMatch(c -> "sales".equals(c.profile().suite()));
        assertThat(data.campaigns()).extracting(c -> c.outcomes().requiredVars()).contains(List.of("firstName"));
    }

    @Test
    void givenPopulated_whenActiveCampaignsUseFlows_thenTheirWorkflowIsPublishedWithEntryNodeFirst() {
        DemoData data = populate();

        List<Campaign> flowing = data.campaigns().stream()
                .filter(c -> c.status() == CampaignStatus.ACTIVE && c.flow().enableFlow()).toList();
        assertThat(flowing).isNotEmpty();
        for (Campaign campaign : flowing) {
            Workflow workflow = data.store().workflows().findById(data.organization(), campaign.flow().flowWorkflowId())
                    .orElseThrow();
            assertThat(workflow.published()).isTrue();
            assertThat(workflow.nodes().get(0).nodeId()).isEqualTo(workflow.entryNodeId());
            assertThat(workflow.nodes()).hasSizeGreaterThanOrEqualTo(4);
        }
    }

    @Test
    void givenPopulated_whenConfigurationsRead_thenEveryTransferTypeAndLinkResolves() {
        DemoData data = populate();

        var transfers = data.store().transferConfigs().findAll(data.organization());
        assertThat(transfers).extracting(t -> t.type()).contains(TransferType.DIRECT, TransferType.SOFTPHONE,
                TransferType.DYNAMIC);
        assertThat(transfers).filteredOn(t -> t.type() == TransferType.DYNAMIC)
                .allSatisfy(t -> assertThat(t.dynamicOptions()).isNotNull());
        transfers.stream().filter(t -> t.routingConfigId() != null).forEach(t -> assertThat(
                data.store().routingConfigs().findById(data.organization(), t.routingConfigId()))
                .hasValueSatisfying(r -> assertThat(r.agents()).isNotEmpty()));
        for (Campaign campaign : data.campaigns()) {
            assertThat(data.store().transferConfigs().findByIds(data.organization(),
                    campaign.links().transferConfigIds())).hasSameSizeAs(campaign.links().transferConfigIds());
            if (campaign.links().appointmentConfigId() != null) {
                assertThat(data.store().appointmentConfigs().findById(data.organization(),
                        campaign.links().appointmentConfigId()))
                        .hasValueSatisfying(a -> {
                            assertThat(a.workflows()).isNotEmpty();
                            assertThat(a.bookingHours()).isNotEmpty();
                        });
            }
        }
    }

    @Test
    void givenPopulated_whenCustomersRead_thenThreeHundredValidDistinctCustomers() {
        DemoData data = populate();

        assertThat(data.customers()).hasSize(DemoWorkspace.CUSTOMER_COUNT);
        assertThat(data.store().customers().count(data.organization())).isEqualTo(DemoWorkspace.CUSTOMER_COUNT);
        assertThat(data.customers()).extracting(c -> c.phone().e164()).doesNotHaveDuplicates()
                .allSatisfy(phone -> assertThat(PhoneNumber.parse(phone)).contains(new PhoneNumber(phone)));
        assertThat(data.customers()).allSatisfy(customer -> {
            assertThat(customer.profile().isMissing(CustomerField.FIRST_NAME)).isFalse();
            assertThat(customer.profile().isMissing(CustomerField.LAST_NAME)).isFalse();
            assertThat(customer.profile().text(CustomerField.EMAIL)).matches("[a-z.]+\\d*@example\\.(com|net|org)");
            assertThat(Timestamps.parseDate(customer.profile().text(CustomerField.DATE_OF_BIRTH))).isPresent();
            assertThat(customer.profile().text(CustomerField.STATE)).matches("[A-Z]{2}");
            assertThat(customer.createdAt()).isBefore(NOW);
        });
        assertThat(data.customers()).filteredOn(c -> !c.policies().isEmpty()).hasSizeGreaterThan(30)
                .flatExtracting(Customer::policies).extracting(p -> p.text(PolicyField.POLICY_TYPE))
                .isSubsetOf("MA", "MAPD", "MS", "PDP");
    }

    @Test
    void givenPopulated_whenEnrollmentsRead_thenAtMostOnePerCustomerAndCampaignAndStatusesVary() {
        DemoData data = populate();

        List<Enrollment> enrollments = data.enrollments();
        Set<String> pairs = new HashSet<>();
        assertThat(enrollments).allSatisfy(e -> assertThat(pairs.add(e.customerId() + "/" + e.campaignId()))
                .as("one enrollment of %s in %s", e.customerId(), e.campaignId()).isTrue());
        assertThat(enrollments).hasSizeGreaterThan(300);
        assertThat(enrollments.stream().map(Enrollment::campaignId).distinct().count()).isGreaterThanOrEqualTo(4);
        assertThat(enrollments.stream().map(Enrollment::status).distinct().count()).isGreaterThanOrEqualTo(6);
        assertThat(enrollments).allSatisfy(e -> assertThat(e.updatedAt()).isAfterOrEqualTo(e.createdAt())
                .isBeforeOrEqualTo(NOW));
    }

    @Test
    void givenPopulated_whenCallsCounted_thenActiveCampaignsHaveCallsTodayAndEarlierBothWays() {
        DemoData data = populate();
        Instant dayStart = NOW.truncatedTo(ChronoUnit.DAYS);
        List<Call> calls = data.calls();

        assertThat(calls).allSatisfy(call -> assertThat(call.createdAt()).isBeforeOrEqualTo(NOW));
        assertThat(calls).anyMatch(c -> !c.createdAt().isBefore(dayStart))
                .anyMatch(c -> c.createdAt().isBefore(dayStart))
                .anyMatch(c -> c.direction() == CallDirection.INBOUND)
                .anyMatch(c -> c.direction() == CallDirection.OUTBOUND);
        assertThat(calls).extracting(Call::disposition).contains("no_answer", "voicemail", "transferred");
        for (Campaign active : data.campaigns().stream().filter(c -> c.status() == CampaignStatus.ACTIVE).toList()) {
            assertThat(calls).filteredOn(c -> c.campaignId().equals(active.id()))
                    .anyMatch(c -> !c.createdAt().isBefore(dayStart));
        }
        Set<String> enrolled = data.enrollments().stream().map(e -> e.customerId() + "/" + e.campaignId())
                .collect(Collectors.toSet());
        assertThat(calls).allSatisfy(c -> assertThat(enrolled).contains(c.customerId() + "/" + c.campaignId()));
    }

    @Test
    void givenTwoRuns_whenCompared_thenSameDataApartFromIds() {
        DemoData first = populate();
        DemoData second = populate();

        Function<DemoData, List<String>> shape = data -> data.customers().stream()
                .map(c -> c.phone().e164() + c.profile().text(CustomerField.LAST_NAME) + c.policies().size())
                .toList();
        assertThat(shape.apply(second)).isEqualTo(shape.apply(first));
        assertThat(second.enrollments()).extracting(Enrollment::status)
                .isEqualTo(first.enrollments().stream().map(Enrollment::status).toList());
        assertThat(second.calls()).extracting(Call::disposition)
                .isEqualTo(first.calls().stream().map(Call::disposition).toList());
    }

    @Test
    void givenInMemoryStore_whenPopulated_thenWellUnderTwoSeconds() {
        populate();
        long started = System.nanoTime();

        populate();

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(2));
    }

    @Test
    void givenDemoSetup_whenBuilt_thenEveryElementKindIsThereForItsOrganization() {
        OrganizationId organization = OrganizationId.of(ids.next());

        OutreachSetup setup = DemoWorkspace.setup(organization, ids::next, clock);

        assertThat(ElementKind.counts(setup)).hasSize(ElementKind.values().length)
                .allSatisfy((kind, count) -> assertThat(count).as(kind.member()).isPositive());
        assertThat(setup.campaigns()).allSatisfy(c -> assertThat(c.organizationId()).isEqualTo(organization));
        assertThat(setup.inquiries()).allSatisfy(i -> assertThat(i.organizationId()).isEqualTo(organization));
    }

    @Test
    void givenDemoSetup_whenRead_thenSourcesCallsEnrollmentsAndInquiriesShowEveryCase() {
        OutreachSetup setup = DemoWorkspace.setup(OrganizationId.of(ids.next()), ids::next, clock);

        assertThat(setup.sources()).extracting(s -> s.pricingModel().wireName())
                .contains("flat_rate", "percentage", "dynamic", "static", "duration");
        assertThat(setup.calls()).extracting(c -> c.purpose().wireName()).contains("new", "follow_up", "appointment");
        assertThat(setup.calls()).filteredOn(c -> c.sourceId() != null).hasSizeGreaterThan(setup.calls().size() / 3);
        List<Transfer> transfers = setup.calls().stream().map(Call::transfer).filter(Objects::nonNull).toList();
        assertThat(transfers).isNotEmpty().allSatisfy(t -> assertThat(t.talkDurationMs()).isPositive());
        assertThat(transfers).anyMatch(Transfer::converted).anyMatch(t -> t.price() != null);
        assertThat(setup.enrollments()).extracting(e -> e.status().wireName()).containsAll(List.of("pending",
                "in_progress", "completed", "failed", "cancelled", "expired", "exceeded_max_calls", "skipped"));
        assertThat(setup.enrollments()).extracting(Enrollment::workflowStatus).filteredOn(Objects::nonNull)
                .extracting(WorkflowExecutionStatus::wireName).contains("waiting", "running", "completed", "failed");
        assertThat(setup.enrollments()).extracting(Enrollment::failureReason).contains("max_attempts_reached",
                "enrollment_window_ended", "not_interested");
        assertThat(setup.inquiries()).extracting(i -> i.status().wireName()).contains("new", "pending_resolution",
                "unresolved", "resolved", "appointment_scheduled");
        assertThat(setup.inquiries()).anyMatch(i -> i.callback().requestedAt() != null)
                .anyMatch(i -> i.callback().failureReason() != null).anyMatch(i -> i.assignedUser() != null)
                .allMatch(i -> i.classification().primaryCategory() != null && i.classification().severity() != null);
        assertThat(setup.customers().stream().map(c -> c.profile().text(CustomerField.STATE)).distinct().count())
                .isGreaterThanOrEqualTo(4);
        assertThat(setup.customers()).filteredOn(c -> !c.customValues().isEmpty())
                .hasSizeGreaterThan(DemoWorkspace.CUSTOMER_COUNT / 2);
        assertThat(setup.campaigns()).anyMatch(c -> !c.outcomes().requiredVars().isEmpty());
    }

    private static StorePorts emptyStore() {
        return InMemoryRepositories.create();
    }

    /** Populates a fresh store, recording what was written so the test can read it back in full. */
    private DemoData populate() {
        Recorder recorder = new Recorder(emptyStore());
        StorePorts ports = recorder.repositories();
        OrganizationId organization = DemoWorkspace.populate(ports, ApplicationServices.setups(ports),
                new UuidV7Generator(clock)::next, clock);
        return new DemoData(recorder.repositories(), organization, recorder);
    }
}
