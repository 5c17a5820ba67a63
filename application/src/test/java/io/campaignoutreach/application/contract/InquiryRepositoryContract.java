package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.InquiryBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryChanges;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Patch;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Contract of {@link io.campaignoutreach.application.inquiry.InquiryRepository}: round trips of
 * every member (open JSON and assignees included), organization scoping, optimistic locking,
 * all-or-nothing batches, the filters and search of D5 over the inquiries' customers, the
 * newest-first order of D4, and counting per campaign. Ids break ties as unsigned bytes, as
 * PostgreSQL compares uuids.
 */
public abstract class InquiryRepositoryContract extends StoreContract {

    private CampaignId campaignId;
    private CampaignId otherCampaignId;
    /** Ada Lovelace, +1 212 555 0101. */
    private Customer ada;
    private Enrollment adaEnrollment;
    /** Enrollments by customer and campaign, so each pair is enrolled once however many inquiries it has. */
    private final Map<String, Enrollment> enrollments = new HashMap<>();

    @BeforeEach
    void givenOrganizationsCampaignsAndACustomer() {
        givenTwoOrganizations();
        campaignId = givenCampaign(organizationId).id();
        otherCampaignId = givenCampaign(organizationId).id();
        ada = givenCustomerNamed(organizationId, "Ada", "Lovelace", 101);
        adaEnrollment = enrollment(ada, campaignId);
    }

    @Test
    void givenFullySetInquiry_whenInsertedAndFound_thenEveryMemberRoundTrips() {
        Call call = givenCall(ada, campaignId);
        Inquiry inquiry = anInquiry(ada).call(call.id()).build();

        store.inquiries().insert(inquiry);

        assertThat(store.inquiries().findById(organizationId, inquiry.id())).hasValueSatisfying(found -> {
            assertThat(found).isEqualTo(inquiry);
            assertThat(found.classification().severityTriggers()).isEqualTo(inquiry.classification()
                    .severityTriggers());
            assertThat(found.classification().additionalConcerns()).isEqualTo(List.of("premium increase", 2L, false));
            assertThat(found.assignedUser()).isEqualTo(inquiry.assignedUser());
            assertThat(found.customerAssignedUser().image()).isNull();
            assertThat(found.callback()).isEqualTo(inquiry.callback());
        });
    }

    @Test
    void givenBareInquiry_whenInsertedAndFound_thenItRoundTripsWithNulls() {
        Inquiry bare = anInquiry(ada).bare().agentName(null).build();

        store.inquiries().insert(bare);

        assertThat(store.inquiries().findById(organizationId, bare.id())).hasValueSatisfying(found -> {
            assertThat(found).isEqualTo(bare);
            assertThat(found.callId()).isNull();
            assertThat(found.classification().severityTriggers()).isNull();
            assertThat(found.priority().priority()).isNull();
            assertThat(found.assignedUser()).isNull();
        });
    }

    @ParameterizedTest
    @EnumSource(InquiryStatus.class)
    void givenInquiryOfEachStatus_whenInsertedAndFound_thenItRoundTrips(InquiryStatus status) {
        Inquiry inquiry = anInquiry(ada).status(status).build();

        store.inquiries().insert(inquiry);

        assertThat(store.inquiries().findById(organizationId, inquiry.id())).contains(inquiry);
    }

    @Test
    void givenOpenValuesOfEveryJsonType_whenInsertedAndFound_thenTheyRoundTrip() {
        Inquiry i = anInquiry(ada).build();
        for (Object value : List.of("just text", 42L, 2.5d, Boolean.TRUE, List.of(), Map.of())) {
            Inquiry inquiry = withId(withOpenValues(i, value, value), TestData.newId());

            store.inquiries().insert(inquiry);

            assertThat(store.inquiries().findById(organizationId, inquiry.id())).as(String.valueOf(value))
                    .contains(inquiry);
        }
    }

    @Test
    void givenInquiryOfAnotherOrganization_whenFoundById_thenNothingIsFound() {
        Inquiry theirs = givenTheirInquiry();

        assertThat(store.inquiries().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.inquiries().findById(organizationId, InquiryId.of(TestData.newId()))).isEmpty();
        assertThat(store.inquiries().findById(otherOrganizationId, theirs.id())).contains(theirs);
    }

    @Test
    void givenTakenId_whenInserted_thenConflictAndTheStoredOneIsKept() {
        Inquiry stored = insert(anInquiry(ada).build());
        Inquiry sameId = anInquiry(ada).id(stored.id().value()).bare().build();

        assertThatThrownBy(() -> store.inquiries().insert(sameId)).isInstanceOf(ConflictException.class);

        assertThat(store.inquiries().findById(organizationId, stored.id())).contains(stored);
        assertThat(all()).containsExactly(stored);
    }

    @Test
    void givenSeveralInquiries_whenInsertedTogether_thenAllAreStored() {
        Inquiry first = anInquiry(ada).at(TestData.at(1)).build();
        Inquiry second = anInquiry(ada).at(TestData.at(2)).bare().build();

        store.inquiries().insertAll(List.of(first, second));

        assertThat(all()).containsExactly(second, first);
        store.inquiries().insertAll(List.of());
        assertThat(all()).hasSize(2);
    }

    @Test
    void givenBatchWithATakenId_whenInsertedTogether_thenConflictAndNoneIsStored() {
        Inquiry stored = insert(anInquiry(ada).build());
        Inquiry fresh = anInquiry(ada).build();
        Inquiry clash = anInquiry(ada).id(stored.id().value()).build();
        Inquiry twice = anInquiry(ada).build();

        assertThatThrownBy(() -> store.inquiries().insertAll(List.of(fresh, clash)))
                .isInstanceOf(ConflictException.class);
        assertThatThrownBy(() -> store.inquiries().insertAll(List.of(twice, twice)))
                .isInstanceOf(ConflictException.class);

        assertThat(all()).containsExactly(stored);
    }

    @Test
    void givenStoredInquiry_whenUpdatedWithCurrentVersion_thenTheChangeIsStored() {
        Inquiry stored = insert(anInquiry(ada).build());
        Inquiry resolved = resolve(stored, TestData.at(90));

        store.inquiries().update(resolved, stored.version());

        assertThat(store.inquiries().findById(organizationId, stored.id())).contains(resolved);
        Inquiry reopened = resolved.change(change(InquiryStatus.UNRESOLVED, null), null, TestData.at(120));
        store.inquiries().update(reopened, resolved.version());
        assertThat(store.inquiries().findById(organizationId, stored.id())).hasValueSatisfying(found -> {
            assertThat(found).isEqualTo(reopened);
            assertThat(found.resolvedAt()).isNull();
        });
    }

    @Test
    void givenStoredInquiry_whenEveryMemberButItsOwnersIsChanged_thenEveryChangeIsStored() {
        Inquiry stored = insert(anInquiry(ada).build());
        Inquiry bare = anInquiry(ada).bare().agentName("Alan Turing").status(InquiryStatus.RESOLVED).build();
        Inquiry changed = membersOf(bare, Inquiry.builder(stored.id(), organizationId, campaignId, ada.id(),
                        adaEnrollment.id(), "Changed question", bare.status()))
                .reconstitute(stored.version() + 1, stored.createdAt(), TestData.at(60));

        store.inquiries().update(changed, stored.version());

        assertThat(store.inquiries().findById(organizationId, stored.id())).contains(changed);
    }

    @Test
    void givenStoredInquiry_whenUpdatedWithStaleVersion_thenConflictAndNothingChanges() {
        Inquiry stored = insert(anInquiry(ada).build());
        Inquiry first = stored.change(change(InquiryStatus.PENDING_RESOLUTION, "first"), null, TestData.at(60));
        Inquiry second = stored.change(change(InquiryStatus.UNRESOLVED, "second"), null, TestData.at(61));
        store.inquiries().update(first, stored.version());

        assertThatThrownBy(() -> store.inquiries().update(second, stored.version()))
                .isInstanceOf(ConflictException.class);

        assertThat(store.inquiries().findById(organizationId, stored.id())).contains(first);
    }

    @Test
    void givenNoSuchInquiry_whenUpdated_thenConflictAndNothingIsStored() {
        Inquiry never = anInquiry(ada).build();

        assertThatThrownBy(() -> store.inquiries().update(resolve(never, TestData.at(5)), never.version()))
                .isInstanceOf(ConflictException.class);

        assertThat(store.inquiries().findById(organizationId, never.id())).isEmpty();
    }

    @Test
    void givenInquiryOfAnotherOrganization_whenUpdatedAsOurs_thenConflictAndNothingChanges() {
        Inquiry theirs = givenTheirInquiry();
        Inquiry mine = anInquiry(ada).id(theirs.id().value()).build();

        assertThatThrownBy(() -> store.inquiries().update(resolve(mine, TestData.at(5)), theirs.version()))
                .isInstanceOf(ConflictException.class);

        assertThat(store.inquiries().findById(otherOrganizationId, theirs.id())).contains(theirs);
        assertThat(store.inquiries().findById(organizationId, theirs.id())).isEmpty();
    }

    @Test
    void givenFailingUnitOfWork_whenInquiriesWereWrittenInIt_thenItLeavesNoTrace() {
        Inquiry stored = insert(anInquiry(ada).build());
        Inquiry fresh = anInquiry(ada).build();

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.inquiries().insert(fresh);
            store.inquiries().update(resolve(stored, TestData.at(5)), stored.version());
            throw new IllegalStateException("the unit fails after its writes");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(store.inquiries().findById(organizationId, fresh.id())).isEmpty();
        assertThat(store.inquiries().findById(organizationId, stored.id())).contains(stored);
    }

    @Test
    void givenInquiriesInTwoOrganizations_whenPaged_thenOnlyTheOrganizationsInquiriesAreListed() {
        Inquiry mine = insert(anInquiry(ada).build());
        givenTheirInquiry();

        Page<Inquiry> page = store.inquiries().findPage(organizationId, InquiryQuery.all(), PageRequest.first());

        assertThat(page.items()).containsExactly(mine);
        assertThat(page.itemsTotal()).isEqualTo(1);
    }

    @Test
    void givenInquiriesWithTies_whenPaged_thenNewestFirstWithTiesByIdDescending() {
        Inquiry old = insert(anInquiry(ada).id(orderedId("f0")).at(TestData.at(1)).build());
        Inquiry newLow = insert(anInquiry(ada).id(orderedId("10")).at(TestData.at(2)).build());
        Inquiry newHigh = insert(anInquiry(ada).id(orderedId("a0")).at(TestData.at(2)).build());
        Inquiry newMiddle = insert(anInquiry(ada).id(orderedId("70")).at(TestData.at(2)).build());

        assertThat(all()).containsExactly(newHigh, newMiddle, newLow, old);
    }

    @Test
    void givenFiveMatchingInquiries_whenPagedByTwo_thenPagesSplitTheOrderAndCountTheTotal() {
        List<Inquiry> newestFirst = new ArrayList<>();
        for (int i = 4; i >= 0; i--) {
            newestFirst.add(insert(anInquiry(ada).at(TestData.at(i)).status(InquiryStatus.UNRESOLVED).build()));
        }
        insert(anInquiry(ada).at(TestData.at(9)).build());
        InquiryQuery unresolved = new InquiryQuery(InquiryStatus.UNRESOLVED, null, null);

        Page<Inquiry> first = store.inquiries().findPage(organizationId, unresolved, new PageRequest(1, 2));
        Page<Inquiry> last = store.inquiries().findPage(organizationId, unresolved, new PageRequest(3, 2));
        Page<Inquiry> beyond = store.inquiries().findPage(organizationId, unresolved, new PageRequest(4, 2));

        assertThat(first.items()).containsExactly(newestFirst.get(0), newestFirst.get(1));
        assertThat(first.itemsTotal()).isEqualTo(5);
        assertThat(last.items()).containsExactly(newestFirst.get(4));
        assertThat(beyond.items()).isEmpty();
        assertThat(beyond.itemsTotal()).isEqualTo(5);
    }

    @Test
    void givenNoInquiries_whenPaged_thenTheFirstPageIsEmpty() {
        Page<Inquiry> page = store.inquiries().findPage(organizationId, InquiryQuery.all(), PageRequest.first());

        assertThat(page.items()).isEmpty();
        assertThat(page.itemsTotal()).isZero();
    }

    @Test
    void givenInquiriesOfEveryStatus_whenFilteredByStatus_thenOnlyThatStatusIsListed() {
        Map<InquiryStatus, Inquiry> byStatus = new HashMap<>();
        for (InquiryStatus status : InquiryStatus.values()) {
            byStatus.put(status, insert(anInquiry(ada).status(status).build()));
        }

        for (InquiryStatus status : InquiryStatus.values()) {
            assertThat(list(new InquiryQuery(status, null, null))).as(status.wireName())
                    .containsExactly(byStatus.get(status));
        }
    }

    @Test
    void givenInquiriesOfSeveralAgents_whenFilteredByAgentName_thenExactNameIgnoringCase() {
        Inquiry grace = insert(anInquiry(ada).agentName("Grace Hopper").at(TestData.at(1)).build());
        Inquiry shouting = insert(anInquiry(ada).agentName("GRACE HOPPER").at(TestData.at(2)).build());
        insert(anInquiry(ada).agentName("Grace Hopper Jr").build());
        insert(anInquiry(ada).agentName(null).build());
        insert(anInquiry(ada).agentName("Alan Turing").build());

        assertThat(list(new InquiryQuery(null, "grace hopper", null))).containsExactly(shouting, grace);
        assertThat(list(new InquiryQuery(null, "Grace", null))).isEmpty();
        assertThat(list(new InquiryQuery(null, "Nobody", null))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ada", "ADA", "lovelace", "Love", "ada lovelace", "A LOV", "da Lo"})
    void givenCustomersNamed_whenSearchedByFirstLastOrFullName_thenOnlyTheirInquiriesAreListed(String search) {
        Customer grace = givenCustomerNamed(organizationId, "Grace", "Hopper", 102);
        Inquiry adas = insert(anInquiry(ada).build());
        insert(anInquiry(grace).build());

        assertThat(list(new InquiryQuery(null, null, search))).containsExactly(adas);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2125550101", "(212) 555-0101", "+1 212.555.0101", "555-01", "0101", "1-212"})
    void givenPhoneLikeSearch_whenSearched_thenItsDigitsAreFoundInThePhonesDigits(String search) {
        Customer grace = givenCustomerNamed(organizationId, "Grace", "Hopper", 202);
        Inquiry adas = insert(anInquiry(ada).build());
        insert(anInquiry(grace).build());

        List<Inquiry> found = list(new InquiryQuery(null, null, search));

        if (search.equals("1-212")) {
            assertThat(found).hasSize(2); // both numbers are +1 212...
        } else {
            assertThat(found).containsExactly(adas);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"%", "_", "\\", "a%e", "Ada 0101", "Hopper Grace", "555-9999"})
    void givenTextMatchingNoNameOrPhone_whenSearched_thenNothingIsListed(String search) {
        givenCustomerNamed(organizationId, "Grace", "Hopper", 102);
        insert(anInquiry(ada).build());

        assertThat(list(new InquiryQuery(null, null, search))).isEmpty();
    }

    @Test
    void givenCustomerWithOnlyAFirstName_whenSearchedByIt_thenFound() {
        Customer cher = givenCustomerNamed(organizationId, "Cher", null, 103);
        Inquiry hers = insert(anInquiry(cher).build());

        assertThat(list(new InquiryQuery(null, null, "cher"))).containsExactly(hers);
        assertThat(list(new InquiryQuery(null, null, "cher "))).isEmpty();
    }

    @Test
    void givenDeletedCustomer_whenSearchedByName_thenTheirInquiriesAreNotFoundButStillListed() {
        Inquiry adas = insert(anInquiry(ada).build());
        store.customers().update(ada.delete(TestData.at(5)), ada.version());

        assertThat(list(new InquiryQuery(null, null, "ada"))).isEmpty();
        assertThat(all()).containsExactly(adas);
    }

    @Test
    void givenCustomerOfAnotherOrganizationWithTheName_whenSearched_thenTheirInquiriesStayHidden() {
        givenTheirInquiry();

        assertThat(list(new InquiryQuery(null, null, "ada"))).isEmpty();
    }

    @Test
    void givenMixedInquiries_whenFilteredByEveryFilter_thenOnlyInquiriesMatchingAllAreListedAndCounted() {
        Customer grace = givenCustomerNamed(organizationId, "Grace", "Hopper", 102);
        Inquiry match = insert(anInquiry(ada).status(InquiryStatus.RESOLVED).agentName("Alan Turing").build());
        insert(anInquiry(ada).status(InquiryStatus.NEW).agentName("Alan Turing").build());
        insert(anInquiry(ada).status(InquiryStatus.RESOLVED).agentName("Grace Hopper").build());
        insert(anInquiry(grace).status(InquiryStatus.RESOLVED).agentName("Alan Turing").build());

        Page<Inquiry> page = store.inquiries().findPage(organizationId,
                new InquiryQuery(InquiryStatus.RESOLVED, "alan turing", "lovelace"), PageRequest.first());

        assertThat(page.items()).containsExactly(match);
        assertThat(page.itemsTotal()).isEqualTo(1);
    }

    @Test
    void givenInquiriesOfTwoCampaignsAndOrganizations_whenCountedByCampaign_thenOnlyThatCampaignsAreCounted() {
        insert(anInquiry(ada).build());
        insert(anInquiry(ada).bare().build());
        insert(anInquiry(ada, otherCampaignId).build());
        Inquiry theirs = givenTheirInquiry();

        assertThat(store.inquiries().countByCampaign(organizationId, campaignId)).isEqualTo(2);
        assertThat(store.inquiries().countByCampaign(organizationId, otherCampaignId)).isEqualTo(1);
        assertThat(store.inquiries().countByCampaign(organizationId, theirs.campaignId())).isZero();
        assertThat(store.inquiries().countByCampaign(otherOrganizationId, theirs.campaignId())).isEqualTo(1);
        assertThat(store.inquiries().countByCampaign(organizationId, CampaignId.of(TestData.newId()))).isZero();
    }

    private Inquiry insert(Inquiry inquiry) {
        store.inquiries().insert(inquiry);
        return inquiry;
    }

    private List<Inquiry> list(InquiryQuery query) {
        return store.inquiries().findPage(organizationId, query, PageRequest.first()).items();
    }

    private List<Inquiry> all() {
        return list(InquiryQuery.all());
    }

    /** An inquiry of the customer in the organization's first campaign. */
    private InquiryBuilder anInquiry(Customer customer) {
        return anInquiry(customer, campaignId);
    }

    private InquiryBuilder anInquiry(Customer customer, CampaignId campaign) {
        return InquiryBuilder.anInquiry(customer.organizationId(), campaign, customer.id(),
                enrollment(customer, campaign).id());
    }

    /** The customer's enrollment in the campaign, stored the first time it is asked for. */
    private Enrollment enrollment(Customer customer, CampaignId campaign) {
        return enrollments.computeIfAbsent(customer.id() + "/" + campaign, key -> {
            Enrollment enrollment = TestData.enrollment(customer.organizationId(), campaign, customer.id());
            store.enrollments().insert(enrollment);
            return enrollment;
        });
    }

    /** An inquiry of a customer also named Ada Lovelace, in the other organization. */
    private Inquiry givenTheirInquiry() {
        Customer theirAda = givenCustomerNamed(otherOrganizationId, "Ada", "Lovelace", 101);
        return insert(anInquiry(theirAda, givenCampaign(otherOrganizationId).id()).build());
    }

    private Customer givenCustomerNamed(OrganizationId organization, String first, String last, int phone) {
        Customer c = TestData.customer(organization, TestData.phone(phone));
        Map<CustomerField, Object> names = new HashMap<>();
        names.put(CustomerField.FIRST_NAME, first);
        names.put(CustomerField.LAST_NAME, last);
        Customer named = Customer.reconstitute(CustomerId.of(TestData.newId()), organization, 0, new PhoneNumber(
                        c.phone().e164()), c.profile().with(names), c.policies(), c.customValues(), c.relatedLists(),
                c.createdAt(), c.updatedAt(), null);
        store.customers().insert(named);
        return named;
    }

    private Call givenCall(Customer customer, CampaignId campaign) {
        Call call = TestData.call(customer.organizationId(), campaign, customer.id(), TestData.at(-5),
                CallDirection.INBOUND, "answered", 90_000, false);
        store.calls().insert(call);
        return call;
    }

    private static InquiryChanges change(InquiryStatus status, String notes) {
        return new InquiryChanges(Patch.absent(), Patch.of("We called back"), Patch.of(status), Patch.of(notes));
    }

    /** The inquiry resolved at {@code now} by a user. */
    private static Inquiry resolve(Inquiry inquiry, Instant now) {
        return inquiry.change(change(InquiryStatus.RESOLVED, "Resolved on the phone"), UUID.randomUUID(), now);
    }

    private static Inquiry withId(Inquiry i, UUID id) {
        return copy(i, InquiryId.of(id)).reconstitute(i.version(), i.createdAt(), i.updatedAt());
    }

    private static Inquiry withOpenValues(Inquiry i, Object triggers, Object concerns) {
        var c = i.classification();
        var classification = new io.campaignoutreach.domain.inquiry.InquiryClassification(c.primaryCategory(),
                c.subcategory(), c.severity(), triggers, c.suggestedHandling(), c.handlingRationale(), c.reasoning(),
                c.escalationApplied(), concerns);
        return copy(i, i.id()).classification(classification).reconstitute(i.version(), i.createdAt(),
                i.updatedAt());
    }

    /** A builder holding every member of {@code i} under the id {@code id}. */
    private static Inquiry.Builder copy(Inquiry i, InquiryId id) {
        return membersOf(i, Inquiry.builder(id, i.organizationId(), i.campaignId(), i.customerId(), i.enrollmentId(),
                i.inquiry(), i.status()));
    }

    /** {@code builder} with every member of {@code i} but its identity, owners and question. */
    private static Inquiry.Builder membersOf(Inquiry i, Inquiry.Builder builder) {
        return builder.callId(i.callId()).toolCallId(i.toolCallId()).duplicateOfId(i.duplicateOfId())
                .response(i.response()).resolutionType(i.resolutionType()).notes(i.notes())
                .resolvedAt(i.resolvedAt()).resolvedBy(i.resolvedBy()).classification(i.classification())
                .priority(i.priority()).callback(i.callback()).context(i.context()).assignedUser(i.assignedUser())
                .customerAssignedUser(i.customerAssignedUser());
    }
}
