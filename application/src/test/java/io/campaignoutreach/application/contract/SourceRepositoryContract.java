package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import io.campaignoutreach.domain.source.SourceType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Contract of {@link io.campaignoutreach.application.source.SourceRepository}: round trips,
 * organization scoping, {@code sourceId} unique per organization (also inside units of work),
 * optimistic locking, and the filters and newest-first order of D4 and D15. Ids break ties as
 * unsigned bytes, as PostgreSQL compares uuids.
 */
public abstract class SourceRepositoryContract extends StoreContract {

    private CampaignId campaignId;
    private CampaignId otherCampaignId;

    @BeforeEach
    void givenOrganizationsAndCampaigns() {
        givenTwoOrganizations();
        campaignId = givenCampaign(organizationId).id();
        otherCampaignId = givenCampaign(organizationId).id();
    }

    @Test
    void givenFullySetSource_whenInsertedAndFound_thenEveryFieldRoundTrips() {
        Source source = source("src_facebook");

        store.sources().insert(source);

        assertThat(store.sources().findById(organizationId, source.id())).hasValueSatisfying(found -> {
            assertThat(found).isEqualTo(source);
            assertThat(found.payout()).isEqualTo("25.50");
            assertThat(found.commissionPerSale()).isEqualTo("100.0000");
        });
    }

    @ParameterizedTest
    @EnumSource(PricingModel.class)
    void givenSourceOfEachPricingModel_whenInsertedAndFound_thenItRoundTrips(PricingModel pricingModel) {
        Source s = source("src_" + pricingModel.wireName());
        Source source = Source.builder(s.id(), s.organizationId(), s.sourceId(), s.campaignId(), DealType.CPL,
                        SourceType.OUTBOUND, pricingModel)
                .name(s.name()).description(s.description()).phoneNumberId(s.phoneNumberId()).payout(s.payout())
                .commissionPerSale(s.commissionPerSale()).leadCost(s.leadCost())
                .durationThreshold(s.durationThreshold()).enabled(s.enabled())
                .reconstitute(s.version(), s.createdAt(), s.updatedAt());

        store.sources().insert(source);

        assertThat(store.sources().findById(organizationId, source.id())).contains(source);
    }

    @Test
    void givenSourceWithOptionalFieldsEmpty_whenInsertedAndFound_thenItRoundTripsWithNulls() {
        Source s = source("src_bare");
        Source bare = Source.builder(s.id(), organizationId, "src_bare", campaignId, DealType.CPL, SourceType.OUTBOUND,
                PricingModel.FLAT_RATE).create(TestData.T0);

        store.sources().insert(bare);

        assertThat(store.sources().findById(organizationId, bare.id())).hasValueSatisfying(found -> {
            assertThat(found).isEqualTo(bare);
            assertThat(found.enabled()).isNull();
            assertThat(found.phoneNumberId()).isNull();
        });
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(booleans = {true, false})
    void givenEnabledUnsetTrueOrFalse_whenInsertedAndFound_thenItRoundTrips(Boolean enabled) {
        Source source = with(source("src_toggle"), enabled, DealType.CPA, campaignId);

        store.sources().insert(source);

        assertThat(store.sources().findById(organizationId, source.id()))
                .hasValueSatisfying(found -> assertThat(found.enabled()).isEqualTo(enabled));
    }

    @Test
    void givenSourceOfAnotherOrganization_whenFoundById_thenNothingIsFound() {
        Source theirs = TestData.source(otherOrganizationId, givenCampaign(otherOrganizationId).id(), "src_theirs");
        store.sources().insert(theirs);

        assertThat(store.sources().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.sources().findById(organizationId, SourceId.of(TestData.newId()))).isEmpty();
        assertThat(store.sources().findById(otherOrganizationId, theirs.id())).contains(theirs);
    }

    @Test
    void givenSourceIdUsedInAnotherOrganization_whenInserted_thenBothAreStored() {
        Source theirs = insert(TestData.source(otherOrganizationId, givenCampaign(otherOrganizationId).id(),
                "src_shared"));
        Source ours = source("src_shared");

        store.sources().insert(ours);

        assertThat(store.sources().findById(organizationId, ours.id())).contains(ours);
        assertThat(store.sources().findById(otherOrganizationId, theirs.id())).contains(theirs);
    }

    @Test
    void givenTakenSourceId_whenInserted_thenConflictAndNothingIsStored() {
        Source first = insert(source("src_taken"));
        Source second = source("src_taken");

        assertThatThrownBy(() -> store.sources().insert(second)).isInstanceOf(ConflictException.class);

        assertThat(store.sources().findById(organizationId, second.id())).isEmpty();
        assertThat(all()).containsExactly(first);
    }

    @Test
    void givenTakenId_whenInsertedWithAnotherSourceId_thenConflictAndTheStoredOneIsKept() {
        Source stored = insert(source("src_first"));
        Source sameId = copy(source("src_second"), stored.id(), "src_second", stored.version(), stored.createdAt(),
                stored.updatedAt());

        assertThatThrownBy(() -> store.sources().insert(sameId)).isInstanceOf(ConflictException.class);

        assertThat(store.sources().findById(organizationId, stored.id())).contains(stored);
        assertThat(all()).containsExactly(stored);
    }

    @Test
    void givenStoredSource_whenUpdatedWithCurrentVersion_thenEveryChangedFieldIsStored() {
        Source stored = insert(source("src_facebook"));
        Source changed = Source.builder(stored.id(), organizationId, "src_meta", otherCampaignId, DealType.CPL,
                        SourceType.OUTBOUND, PricingModel.PERCENTAGE)
                .name("Meta leads").payout("12").leadCost("3.2500").durationThreshold("600").enabled(Boolean.FALSE)
                .reconstitute(stored.version() + 1, stored.createdAt(), TestData.at(500));

        store.sources().update(changed, stored.version());

        assertThat(store.sources().findById(organizationId, stored.id())).contains(changed);
    }

    @Test
    void givenStoredSource_whenUpdatedKeepingItsSourceId_thenTheChangeIsStored() {
        Source stored = insert(source("src_facebook"));
        Source changed = next(with(stored, Boolean.FALSE, stored.dealType(), stored.campaignId()), stored.sourceId());

        store.sources().update(changed, stored.version());

        assertThat(store.sources().findById(organizationId, stored.id())).contains(changed);
    }

    @Test
    void givenStoredSource_whenUpdatedWithStaleVersion_thenConflictAndNothingChanges() {
        Source stored = insert(source("src_facebook"));
        Source first = next(stored, "src_first");
        Source second = next(stored, "src_second");
        store.sources().update(first, stored.version());

        assertThatThrownBy(() -> store.sources().update(second, stored.version()))
                .isInstanceOf(ConflictException.class);

        assertThat(store.sources().findById(organizationId, stored.id())).contains(first);
    }

    @Test
    void givenNoSuchSource_whenUpdated_thenConflictAndNothingIsStored() {
        Source never = next(source("src_never"), "src_never");

        assertThatThrownBy(() -> store.sources().update(never, 2)).isInstanceOf(ConflictException.class);

        assertThat(store.sources().findById(organizationId, never.id())).isEmpty();
    }

    @Test
    void givenSourceOfAnotherOrganization_whenUpdatedAsOurs_thenConflictAndNothingChanges() {
        Source theirs = insert(TestData.source(otherOrganizationId, givenCampaign(otherOrganizationId).id(),
                "src_theirs"));
        Source claimed = copy(source("src_claimed"), theirs.id(), "src_claimed", theirs.version() + 1,
                theirs.createdAt(), TestData.at(60));

        assertThatThrownBy(() -> store.sources().update(claimed, theirs.version()))
                .isInstanceOf(ConflictException.class);

        assertThat(store.sources().findById(otherOrganizationId, theirs.id())).contains(theirs);
        assertThat(store.sources().findById(organizationId, theirs.id())).isEmpty();
    }

    @Test
    void givenSourceIdOfAnotherSource_whenUpdated_thenConflictAndNothingChanges() {
        Source taken = insert(source("src_taken"));
        Source stored = insert(source("src_mine"));
        Source clash = next(stored, "src_taken");

        assertThatThrownBy(() -> store.sources().update(clash, stored.version()))
                .isInstanceOf(ConflictException.class);

        assertThat(store.sources().findById(organizationId, stored.id())).contains(stored);
        assertThat(store.sources().findById(organizationId, taken.id())).contains(taken);
    }

    @Test
    void givenSourceIdUsedInAnotherOrganization_whenUpdatedToIt_thenTheChangeIsStored() {
        insert(TestData.source(otherOrganizationId, givenCampaign(otherOrganizationId).id(), "src_shared"));
        Source stored = insert(source("src_mine"));
        Source changed = next(stored, "src_shared");

        store.sources().update(changed, stored.version());

        assertThat(store.sources().findById(organizationId, stored.id())).contains(changed);
    }

    @Test
    void givenTakenSourceIdInsideUnitOfWork_whenInserted_thenConflictPropagatesAndTheUnitLeavesNoTrace() {
        Source existing = insert(source("src_taken"));
        Source fresh = source("src_fresh");
        Source clash = source("src_taken");

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.sources().insert(fresh);
            store.sources().insert(clash);
        })).isInstanceOf(ConflictException.class);

        assertThat(all()).containsExactly(existing);
        Source later = source("src_fresh");
        store.sources().insert(later);
        assertThat(store.sources().findById(organizationId, later.id())).contains(later);
    }

    @Test
    void givenTakenSourceIdInsideUnitOfWork_whenUpdated_thenConflictPropagatesAndTheUnitLeavesNoTrace() {
        Source taken = insert(source("src_taken"));
        Source stored = insert(source("src_mine"));
        Source fresh = source("src_fresh");

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.sources().insert(fresh);
            store.sources().update(next(stored, "src_taken"), stored.version());
        })).isInstanceOf(ConflictException.class);

        assertThat(store.sources().findById(organizationId, fresh.id())).isEmpty();
        assertThat(store.sources().findById(organizationId, stored.id())).contains(stored);
        assertThat(store.sources().findById(organizationId, taken.id())).contains(taken);
    }

    @Test
    void givenConflictCaughtInsideUnitOfWork_whenAnotherSourceIdIsUsed_thenTheUnitCommits() {
        // The service draws another sourceId after a conflict; the unit it runs in must stay usable.
        Source existing = insert(source("src_taken"));
        Source stored = insert(source("src_mine"));
        Source clash = source("src_taken");
        Source retry = source("src_retry");
        Source renamed = next(stored, "src_renamed");

        store.transactions().inTransaction(() -> {
            assertThatThrownBy(() -> store.sources().insert(clash)).isInstanceOf(ConflictException.class);
            store.sources().insert(retry);
            assertThatThrownBy(() -> store.sources().update(next(stored, "src_taken"), stored.version()))
                    .isInstanceOf(ConflictException.class);
            store.sources().update(renamed, stored.version());
        });

        assertThat(store.sources().findById(organizationId, retry.id())).contains(retry);
        assertThat(store.sources().findById(organizationId, stored.id())).contains(renamed);
        assertThat(store.sources().findById(organizationId, existing.id())).contains(existing);
        assertThat(store.sources().findById(organizationId, clash.id())).isEmpty();
    }

    @Test
    void givenSourcesInTwoOrganizations_whenPaged_thenOnlyTheOrganizationsSourcesAreListed() {
        Source mine = insert(source("src_mine"));
        insert(TestData.source(otherOrganizationId, givenCampaign(otherOrganizationId).id(), "src_theirs"));

        Page<Source> page = store.sources().findPage(organizationId, SourceQuery.all(), PageRequest.first());

        assertThat(page.items()).containsExactly(mine);
        assertThat(page.itemsTotal()).isEqualTo(1);
    }

    @Test
    void givenSourcesEnabledDisabledAndUnset_whenFilteredByEnabled_thenUnsetMatchesNeither() {
        Source enabled = insert(with(source("src_on"), Boolean.TRUE, DealType.CPA, campaignId));
        Source disabled = insert(with(source("src_off"), Boolean.FALSE, DealType.CPA, campaignId));
        Source unset = insert(with(source("src_unset"), null, DealType.CPA, campaignId));

        assertThat(list(new SourceQuery(true, null, null))).containsExactly(enabled);
        assertThat(list(new SourceQuery(false, null, null))).containsExactly(disabled);
        assertThat(list(SourceQuery.all())).containsExactlyInAnyOrder(enabled, disabled, unset);
    }

    @Test
    void givenSourcesOfBothDealTypes_whenFilteredByDealType_thenOnlyThatTypeIsListed() {
        Source cpa = insert(with(source("src_cpa"), Boolean.TRUE, DealType.CPA, campaignId));
        Source cpl = insert(with(source("src_cpl"), Boolean.TRUE, DealType.CPL, campaignId));

        assertThat(list(new SourceQuery(null, DealType.CPA, null))).containsExactly(cpa);
        assertThat(list(new SourceQuery(null, DealType.CPL, null))).containsExactly(cpl);
    }

    @Test
    void givenSourcesOfTwoCampaigns_whenFilteredByCampaign_thenOnlyThatCampaignsAreListed() {
        Source first = insert(with(source("src_first"), Boolean.TRUE, DealType.CPA, campaignId));
        Source second = insert(with(source("src_second"), Boolean.TRUE, DealType.CPA, otherCampaignId));

        assertThat(list(new SourceQuery(null, null, campaignId))).containsExactly(first);
        assertThat(list(new SourceQuery(null, null, otherCampaignId))).containsExactly(second);
        assertThat(list(new SourceQuery(null, null, CampaignId.of(TestData.newId())))).isEmpty();
    }

    @Test
    void givenMixedSources_whenFilteredByEveryFilter_thenOnlySourcesMatchingAllAreListed() {
        Source match = insert(with(source("src_match"), Boolean.TRUE, DealType.CPL, campaignId));
        insert(with(source("src_disabled"), Boolean.FALSE, DealType.CPL, campaignId));
        insert(with(source("src_unset"), null, DealType.CPL, campaignId));
        insert(with(source("src_cpa"), Boolean.TRUE, DealType.CPA, campaignId));
        insert(with(source("src_campaign"), Boolean.TRUE, DealType.CPL, otherCampaignId));

        Page<Source> page = store.sources().findPage(organizationId,
                new SourceQuery(true, DealType.CPL, campaignId), PageRequest.first());

        assertThat(page.items()).containsExactly(match);
        assertThat(page.itemsTotal()).isEqualTo(1);
    }

    @Test
    void givenSourcesWithTies_whenPaged_thenNewestFirstWithTiesByIdDescending() {
        Source old = insert(at(orderedId("f0"), "src_old", TestData.at(1)));
        Source newLow = insert(at(orderedId("10"), "src_new_low", TestData.at(2)));
        Source newHigh = insert(at(orderedId("a0"), "src_new_high", TestData.at(2)));
        Source newMiddle = insert(at(orderedId("70"), "src_new_middle", TestData.at(2)));

        assertThat(list(SourceQuery.all())).containsExactly(newHigh, newMiddle, newLow, old);
    }

    @Test
    void givenFiveMatchingSources_whenPagedByTwo_thenPagesSplitTheOrderAndCountTheTotal() {
        List<Source> newestFirst = new ArrayList<>();
        for (int i = 4; i >= 0; i--) {
            newestFirst.add(insert(with(source("src_" + i, TestData.at(i)), Boolean.TRUE, DealType.CPA,
                    campaignId)));
        }
        insert(with(source("src_disabled", TestData.at(9)), Boolean.FALSE, DealType.CPA, campaignId));
        SourceQuery enabled = new SourceQuery(true, null, null);

        Page<Source> first = store.sources().findPage(organizationId, enabled, new PageRequest(1, 2));
        Page<Source> last = store.sources().findPage(organizationId, enabled, new PageRequest(3, 2));
        Page<Source> beyond = store.sources().findPage(organizationId, enabled, new PageRequest(4, 2));

        assertThat(first.items()).containsExactly(newestFirst.get(0), newestFirst.get(1));
        assertThat(first.itemsTotal()).isEqualTo(5);
        assertThat(first.request()).isEqualTo(new PageRequest(1, 2));
        assertThat(last.items()).containsExactly(newestFirst.get(4));
        assertThat(last.itemsTotal()).isEqualTo(5);
        assertThat(beyond.items()).isEmpty();
        assertThat(beyond.itemsTotal()).isEqualTo(5);
    }

    @Test
    void givenNoSources_whenPaged_thenTheFirstPageIsEmpty() {
        Page<Source> page = store.sources().findPage(organizationId, SourceQuery.all(), PageRequest.first());

        assertThat(page.items()).isEmpty();
        assertThat(page.itemsTotal()).isZero();
    }

    private Source insert(Source source) {
        store.sources().insert(source);
        return source;
    }

    private List<Source> list(SourceQuery query) {
        return store.sources().findPage(organizationId, query, PageRequest.first()).items();
    }

    private List<Source> all() {
        return list(SourceQuery.all());
    }

    /** A fully set source of the organization's first campaign, created at {@link TestData#T0}. */
    @Test
    void givenSourcesOfSeveralCampaigns_whenFoundForCampaign_thenItsOwnAndTheNamedOnesComeNewestFirst() {
        Source old = insert(at(orderedId("f0"), "src_old", TestData.at(1)));
        Source newLow = insert(at(orderedId("10"), "src_new_low", TestData.at(2)));
        Source newHigh = insert(at(orderedId("a0"), "src_new_high", TestData.at(2)));
        Source moved = insert(with(source("src_moved"), true, DealType.CPA, otherCampaignId));
        insert(with(source("src_elsewhere"), true, DealType.CPA, otherCampaignId));
        Source theirs = insert(TestData.source(otherOrganizationId, givenCampaign(otherOrganizationId).id(),
                "src_theirs"));

        assertThat(store.sources().findForCampaign(organizationId, campaignId, List.of(moved.id(), theirs.id())))
                .extracting(Source::sourceId)
                .containsExactly(newHigh.sourceId(), newLow.sourceId(), old.sourceId(), moved.sourceId());
        assertThat(store.sources().findForCampaign(organizationId, campaignId, List.of()))
                .extracting(Source::sourceId)
                .containsExactly(newHigh.sourceId(), newLow.sourceId(), old.sourceId());
        assertThat(store.sources().findForCampaign(otherOrganizationId, campaignId, List.of(old.id()))).isEmpty();
    }

    private Source source(String sourceId) {
        return TestData.source(organizationId, campaignId, sourceId);
    }

    private Source source(String sourceId, Instant createdAt) {
        return TestData.source(organizationId, campaignId, sourceId, createdAt);
    }

    /** A source of the organization with a chosen id and creation time. */
    private Source at(UUID id, String sourceId, Instant createdAt) {
        Source s = source(sourceId, createdAt);
        return copy(s, SourceId.of(id), sourceId, s.version(), createdAt, s.updatedAt());
    }

    /** The source's next version under another {@code sourceId}, updated an hour later. */
    private static Source next(Source s, String sourceId) {
        return copy(s, s.id(), sourceId, s.version() + 1, s.createdAt(), s.updatedAt().plusSeconds(3600));
    }

    private static Source with(Source s, Boolean enabled, DealType dealType, CampaignId campaignId) {
        return copied(s, s.id(), s.sourceId(), campaignId, dealType).enabled(enabled)
                .reconstitute(s.version(), s.createdAt(), s.updatedAt());
    }

    private static Source copy(Source s, SourceId id, String sourceId, long version, Instant createdAt,
                               Instant updatedAt) {
        return copied(s, id, sourceId, s.campaignId(), s.dealType()).reconstitute(version, createdAt, updatedAt);
    }

    /** A builder holding every optional member of {@code s}. */
    private static Source.Builder copied(Source s, SourceId id, String sourceId, CampaignId campaignId,
                                         DealType dealType) {
        return Source.builder(id, s.organizationId(), sourceId, campaignId, dealType, s.sourceType(),
                        s.pricingModel())
                .name(s.name()).description(s.description()).phoneNumberId(s.phoneNumberId()).payout(s.payout())
                .commissionPerSale(s.commissionPerSale()).leadCost(s.leadCost())
                .durationThreshold(s.durationThreshold()).enabled(s.enabled());
    }
}
