package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Contract of {@link io.campaignoutreach.application.suppression.SuppressionRepository}: round trips;
 * one active suppression per organization and number, a second add leaving the first as it is, also
 * inside units of work; look-ups of active ones by number and by page; lifts recorded once and kept.
 */
public abstract class SuppressionRepositoryContract extends StoreContract {

    private static final PhoneNumber NUMBER = new PhoneNumber("+12025550123");
    private static final PhoneNumber OTHER_NUMBER = new PhoneNumber("+13125550188");

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @ParameterizedTest
    @EnumSource(SuppressionSource.class)
    void givenSuppressionOfEachSource_whenAddedAndFound_thenEveryFieldRoundTrips(SuppressionSource source) {
        Suppression suppression = Suppression.create(newId(), organizationId, NUMBER, source, "asked twice",
                TestData.T0);

        assertThat(store.suppressions().addIfAbsent(suppression)).isTrue();

        assertThat(store.suppressions().findActive(organizationId, NUMBER)).contains(suppression);
    }

    @Test
    void givenNumberAlreadySuppressed_whenAddedAgain_thenNothingIsAddedAndTheFirstStays() {
        Suppression first = add(suppression(organizationId, NUMBER, TestData.T0));
        Suppression second = Suppression.create(newId(), organizationId, NUMBER, SuppressionSource.API, null,
                TestData.at(5));

        assertThat(store.suppressions().addIfAbsent(second)).isFalse();

        assertThat(store.suppressions().findActive(organizationId, NUMBER)).contains(first);
        assertThat(store.suppressions().findActive(organizationId, PageRequest.first()).items())
                .containsExactly(first);
    }

    @Test
    void givenNumberAlreadySuppressedInsideUnitOfWork_whenAddedAgain_thenTheUnitStillCommits() {
        // The engine adds one in the unit of work that records a call's result, which must commit.
        Suppression first = add(suppression(organizationId, NUMBER, TestData.T0));
        Suppression other = suppression(organizationId, OTHER_NUMBER, TestData.at(1));

        store.transactions().inTransaction(() -> {
            assertThat(store.suppressions().addIfAbsent(suppression(organizationId, NUMBER, TestData.at(1))))
                    .isFalse();
            assertThat(store.suppressions().addIfAbsent(other)).isTrue();
        });

        assertThat(store.suppressions().findActive(organizationId, List.of(NUMBER, OTHER_NUMBER)))
                .containsExactlyInAnyOrder(first, other);
    }

    @Test
    void givenTakenId_whenAddedForAnotherNumber_thenConflictAndTheStoredOneIsKept() {
        Suppression stored = add(suppression(organizationId, NUMBER, TestData.T0));
        Suppression sameId = Suppression.create(stored.id(), organizationId, OTHER_NUMBER, SuppressionSource.API,
                null, TestData.T0);

        assertThatThrownBy(() -> store.suppressions().addIfAbsent(sameId)).isInstanceOf(ConflictException.class);

        assertThat(store.suppressions().findActive(organizationId, NUMBER)).contains(stored);
        assertThat(store.suppressions().findActive(organizationId, OTHER_NUMBER)).isEmpty();
    }

    @Test
    void givenNumberSuppressedInAnotherOrganization_whenFound_thenOnlyThatOrganizationSeesIt() {
        Suppression theirs = add(suppression(otherOrganizationId, NUMBER, TestData.T0));

        assertThat(store.suppressions().findActive(organizationId, NUMBER)).isEmpty();
        assertThat(store.suppressions().findActive(organizationId, PageRequest.first()).items()).isEmpty();
        Suppression ours = suppression(organizationId, NUMBER, TestData.at(1));
        assertThat(store.suppressions().addIfAbsent(ours)).isTrue();
        assertThat(store.suppressions().findActive(otherOrganizationId, NUMBER)).contains(theirs);
        assertThat(store.suppressions().findActive(organizationId, NUMBER)).contains(ours);
    }

    @Test
    void givenSeveralNumbers_whenFoundTogether_thenOnlyTheSuppressedOnesComeBackOnceEach() {
        Suppression suppressed = add(suppression(organizationId, NUMBER, TestData.T0));
        PhoneNumber free = new PhoneNumber("+14155550100");

        List<Suppression> found = store.suppressions().findActive(organizationId,
                List.of(NUMBER, free, NUMBER, OTHER_NUMBER));

        assertThat(found).containsExactly(suppressed);
        assertThat(store.suppressions().findActive(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenActiveSuppression_whenLifted_thenItIsNoLongerActiveAndTheNumberCanBeSuppressedAgain() {
        Suppression first = add(suppression(organizationId, NUMBER, TestData.T0));

        assertThat(store.suppressions().recordLift(first.lift(TestData.at(10), "operator jane"))).isTrue();

        assertThat(store.suppressions().findActive(organizationId, NUMBER)).isEmpty();
        assertThat(store.suppressions().findActive(organizationId, PageRequest.first()).items()).isEmpty();
        Suppression again = suppression(organizationId, NUMBER, TestData.at(20));
        assertThat(store.suppressions().addIfAbsent(again)).isTrue();
        assertThat(store.suppressions().findActive(organizationId, NUMBER)).contains(again);
    }

    @Test
    void givenLiftedSuppression_whenLiftRecordedAgain_thenTheFirstLiftStays() {
        Suppression first = add(suppression(organizationId, NUMBER, TestData.T0));
        assertThat(store.suppressions().recordLift(first.lift(TestData.at(10), "operator jane"))).isTrue();
        Suppression again = add(suppression(organizationId, NUMBER, TestData.at(20)));

        assertThat(store.suppressions().recordLift(first.lift(TestData.at(30), "someone else"))).isFalse();

        assertThat(store.suppressions().findActive(organizationId, NUMBER)).contains(again);
    }

    @Test
    void givenSuppressionOfAnotherOrganizationOrUnknown_whenLiftRecorded_thenNothingChanges() {
        Suppression theirs = add(suppression(otherOrganizationId, NUMBER, TestData.T0));
        Suppression forged = new Suppression(theirs.id(), organizationId, NUMBER, theirs.source(), null,
                theirs.createdAt(), TestData.at(5), "intruder");

        assertThat(store.suppressions().recordLift(forged)).isFalse();
        assertThat(store.suppressions().recordLift(suppression(organizationId, NUMBER, TestData.T0)
                .lift(TestData.at(5), "operator"))).isFalse();
        assertThat(store.suppressions().recordLift(theirs)).isFalse();

        assertThat(store.suppressions().findActive(otherOrganizationId, NUMBER)).contains(theirs);
    }

    @Test
    void givenActiveAndLiftedSuppressions_whenFoundById_thenBothAreFoundAndOnlyInTheirOrganization() {
        Suppression active = add(suppression(organizationId, NUMBER, TestData.T0));
        Suppression lifted = add(suppression(organizationId, OTHER_NUMBER, TestData.T0)).lift(TestData.at(3),
                "operator jane");
        store.suppressions().recordLift(lifted);
        Suppression theirs = add(suppression(otherOrganizationId, NUMBER, TestData.T0));

        assertThat(store.suppressions().findById(organizationId, active.id())).contains(active);
        assertThat(store.suppressions().findById(organizationId, lifted.id())).contains(lifted);
        assertThat(store.suppressions().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.suppressions().findById(organizationId, newId())).isEmpty();
    }

    @Test
    void givenManyActiveSuppressions_whenPaged_thenNewestFirstThenByIdAndLiftedOnesLeftOut() {
        Suppression oldest = add(at(orderedId("50"), NUMBER, TestData.at(1)));
        Suppression tieLow = add(at(orderedId("10"), OTHER_NUMBER, TestData.at(5)));
        Suppression tieHigh = add(at(orderedId("f0"), new PhoneNumber("+14155550100"), TestData.at(5)));
        Suppression newest = add(at(orderedId("30"), new PhoneNumber("+14155550101"), TestData.at(9)));
        Suppression lifted = add(at(orderedId("40"), new PhoneNumber("+14155550102"), TestData.at(20)));
        store.suppressions().recordLift(lifted.lift(TestData.at(21), "operator"));
        add(suppression(otherOrganizationId, new PhoneNumber("+14155550103"), TestData.at(30)));

        Page<Suppression> first = store.suppressions().findActive(organizationId, new PageRequest(1, 3));
        Page<Suppression> second = store.suppressions().findActive(organizationId, new PageRequest(2, 3));

        assertThat(first.items()).containsExactly(newest, tieHigh, tieLow);
        assertThat(first.itemsTotal()).isEqualTo(4);
        assertThat(first.nextPage()).isEqualTo(2);
        assertThat(second.items()).containsExactly(oldest);
        assertThat(store.suppressions().findActive(organizationId, new PageRequest(3, 3)).items()).isEmpty();
    }

    private Suppression add(Suppression suppression) {
        assertThat(store.suppressions().addIfAbsent(suppression)).isTrue();
        return suppression;
    }

    private static Suppression suppression(OrganizationId organization, PhoneNumber number, Instant at) {
        return Suppression.create(newId(), organization, number, SuppressionSource.OPERATOR, null, at);
    }

    private Suppression at(UUID id, PhoneNumber number, Instant at) {
        return Suppression.create(SuppressionId.of(id), organizationId, number, SuppressionSource.DNC_REQUESTED,
                null, at);
    }

    private static SuppressionId newId() {
        return SuppressionId.of(TestData.newId());
    }
}
