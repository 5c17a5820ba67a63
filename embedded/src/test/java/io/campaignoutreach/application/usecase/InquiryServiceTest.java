package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.InquiryBuilder;
import io.campaignoutreach.application.fixtures.RepositoryPorts;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.inquiry.InquiryListItem;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.inquiry.InquiryService;
import io.campaignoutreach.application.inquiry.InquiryView;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryChanges;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The inquiry use cases over the in-memory store: access, organization scoping, assembly and D14 changes. */
class InquiryServiceTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:00:00Z");

    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private StorePorts store;
    private InquiryService inquiries;
    private Organization org;
    private Organization other;
    private Customer customer;
    private Campaign campaign;
    private Call call;
    private Inquiry inquiry;

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        inquiries = servicesOver(store).inquiries();
        org = TestData.organization();
        other = TestData.organization();
        store.organizations().insert(org);
        store.organizations().insert(other);
        campaign = TestData.campaign(org.id());
        store.campaigns().insert(campaign);
        customer = TestData.customer(org.id(), TestData.phone(1));
        store.customers().insert(customer);
        Enrollment enrollment = TestData.enrollment(org.id(), campaign.id(), customer.id());
        store.enrollments().insert(enrollment);
        call = TestData.call(org.id(), campaign.id(), customer.id(), TestData.T0, CallDirection.OUTBOUND, "answered",
                1_000, false);
        store.calls().insert(call);
        inquiry = InquiryBuilder.anInquiry(org.id(), campaign.id(), customer.id(), enrollment.id()).call(call.id())
                .build();
        store.inquiries().insert(inquiry);
    }

    private static AccessContext access(Organization organization, boolean readOnly, Capability... capabilities) {
        return new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "key", Set.of(capabilities),
                readOnly);
    }

    private static InquiryChanges status(InquiryStatus status) {
        return new InquiryChanges(Patch.absent(), Patch.absent(), Patch.of(status), Patch.absent());
    }

    @Test
    void givenKeyWithoutTheCapability_whenUseCasesCalled_thenRefusedNamingIt() {
        AccessContext campaignsOnly = access(org, false, Capability.CAMPAIGNS_VIEW);
        AccessContext viewOnly = access(org, false, Capability.INQUIRIES_VIEW);

        assertThatThrownBy(() -> inquiries.list(campaignsOnly, InquiryQuery.all(), PageRequest.first()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("inquiries.view");
        assertThatThrownBy(() -> inquiries.get(campaignsOnly, inquiry.id()))
                .isInstanceOf(MissingCapabilityException.class);
        assertThatThrownBy(() -> inquiries.update(viewOnly, inquiry.id(), status(InquiryStatus.RESOLVED)))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("inquiries.manage");
        assertThat(store.inquiries().findById(org.id(), inquiry.id())).contains(inquiry);
    }

    @Test
    void givenReadOnlyKey_whenChanging_thenRefusedButReadsAnswer() {
        AccessContext readOnly = access(org, true, Capability.ALL);

        assertThatThrownBy(() -> inquiries.update(readOnly, inquiry.id(), status(InquiryStatus.RESOLVED)))
                .isInstanceOf(ReadOnlyKeyException.class);
        assertThat(inquiries.get(readOnly, inquiry.id()).inquiry()).isEqualTo(inquiry);
    }

    @Test
    void givenOtherOrganizationsKey_whenAddressingTheInquiry_thenNotFoundAndNotListed() {
        AccessContext stranger = access(other, false, Capability.ALL);

        assertThatThrownBy(() -> inquiries.get(stranger, inquiry.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> inquiries.update(stranger, inquiry.id(), status(InquiryStatus.RESOLVED)))
                .isInstanceOf(NotFoundException.class);
        assertThat(inquiries.list(stranger, InquiryQuery.all(), PageRequest.first()).items()).isEmpty();
        assertThat(store.inquiries().findById(org.id(), inquiry.id())).contains(inquiry);
    }

    @Test
    void givenInquiry_whenListedAndRead_thenCustomerCampaignAndCallAreAssembled() {
        AccessContext viewer = access(org, false, Capability.INQUIRIES_VIEW);

        Page<InquiryListItem> page = inquiries.list(viewer, InquiryQuery.all(), PageRequest.first());
        InquiryView view = inquiries.get(viewer, inquiry.id());

        assertThat(page.items()).containsExactly(new InquiryListItem(inquiry, customer, campaign));
        assertThat(view).isEqualTo(new InquiryView(inquiry, customer, call));
    }

    @Test
    void givenDeletedCustomer_whenListedAndRead_thenTheCustomerIsLeftOut() {
        store.customers().update(customer.delete(NOW), customer.version());
        AccessContext viewer = access(org, false, Capability.INQUIRIES_VIEW);

        assertThat(inquiries.list(viewer, InquiryQuery.all(), PageRequest.first()).items())
                .containsExactly(new InquiryListItem(inquiry, null, campaign));
        assertThat(inquiries.get(viewer, inquiry.id()).customer()).isNull();
        assertThatThrownBy(() -> inquiries.get(viewer, InquiryId.of(TestData.newId())))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void givenInquiry_whenResolvedThenSetResolvedAgain_thenResolvedAtIsNowWithoutUserAndTheSecondIsANoOp() {
        AccessContext manager = access(org, false, Capability.INQUIRIES_MANAGE);

        Inquiry resolved = inquiries.update(manager, inquiry.id(), status(InquiryStatus.RESOLVED));
        Inquiry again = inquiries.update(manager, inquiry.id(), status(InquiryStatus.RESOLVED));

        assertThat(resolved.resolvedAt()).isEqualTo(NOW);
        assertThat(resolved.resolvedBy()).isNull();
        assertThat(resolved.updatedAt()).isEqualTo(NOW);
        assertThat(resolved.version()).isEqualTo(inquiry.version() + 1);
        assertThat(again).isEqualTo(resolved);
        assertThat(store.inquiries().findById(org.id(), inquiry.id())).contains(resolved);
    }

    @Test
    void givenChangeLosingToAConcurrentOne_whenUpdated_thenAppliedOnTopOfTheNewerInquiry() {
        Inquiry concurrent = inquiry.change(new InquiryChanges(Patch.absent(), Patch.absent(), Patch.absent(),
                Patch.of("Noted by a colleague")), null, NOW.minusSeconds(5));
        store.inquiries().update(concurrent, inquiry.version());
        // The first read answers the inquiry as it was before the colleague's change: the race is lost once.
        InquiryService racing = servicesOver(withInquiries(store, staleReads(store.inquiries(), 1))).inquiries();

        Inquiry changed = racing.update(access(org, false, Capability.ALL), inquiry.id(),
                status(InquiryStatus.PENDING_RESOLUTION));

        assertThat(changed.notes()).isEqualTo("Noted by a colleague");
        assertThat(changed.status()).isEqualTo(InquiryStatus.PENDING_RESOLUTION);
        assertThat(changed.version()).isEqualTo(concurrent.version() + 1);
        assertThat(store.inquiries().findById(org.id(), inquiry.id())).contains(changed);
    }

    @Test
    void givenChangeLosingEveryRace_whenUpdated_thenConflictAfterThreeAttempts() {
        Inquiry concurrent = inquiry.change(status(InquiryStatus.UNRESOLVED), null, NOW.minusSeconds(5));
        store.inquiries().update(concurrent, inquiry.version());
        InquiryService racing = servicesOver(withInquiries(store, staleReads(store.inquiries(), 3))).inquiries();

        assertThatThrownBy(() -> racing.update(access(org, false, Capability.ALL), inquiry.id(),
                status(InquiryStatus.RESOLVED))).isInstanceOf(ConflictException.class);

        assertThat(store.inquiries().findById(org.id(), inquiry.id())).contains(concurrent);
    }

    private ApplicationServices servicesOver(StorePorts ports) {
        return ApplicationServices.over(ports, clock, UUID::randomUUID, JobSettings.defaults());
    }

    /** The store's inquiries, whose first {@code stale} reads by id answer the inquiry as first seeded. */
    private InquiryRepository staleReads(InquiryRepository real, int stale) {
        return RepositoryPorts.answeringFirst(InquiryRepository.class, real, "findById", stale, Optional.of(inquiry));
    }

    private static StorePorts withInquiries(StorePorts store, InquiryRepository inquiries) {
        return RepositoryPorts.replacing(store, InquiryRepository.class, inquiries);
    }
}
