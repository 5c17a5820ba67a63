package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.ConfigUsage;
import io.campaignoutreach.application.campaign.ConfigUsages;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.campaign.CampaignSort;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.SortDirection;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Contract of {@link io.campaignoutreach.application.campaign.CampaignRepository}: round trips,
 * organization scoping, optimistic locking, and the list order of D4. Names sort
 * case-insensitively; statuses sort by their wire name ({@code active} before {@code draft});
 * ids break ties as unsigned bytes, as PostgreSQL compares uuids.
 */
public abstract class CampaignRepositoryContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenCampaignsUsingConfigurations_whenTheirUsersAreAsked_thenOnlyTheOrganizationsUsersByName() {
        TransferConfigId shared = TransferConfigId.of(TestData.newId());
        TransferConfigId other = TransferConfigId.of(TestData.newId());
        AppointmentConfigId booking = AppointmentConfigId.of(TestData.newId());
        Campaign second = CampaignBuilder.aCampaign(organizationId).name("B second")
                .transferConfigIds(List.of(other, shared)).build();
        Campaign first = CampaignBuilder.aCampaign(organizationId).name("a first").appointmentConfigId(booking).build();
        Campaign unrelated = CampaignBuilder.aCampaign(organizationId).name("C unrelated")
                .transferConfigIds(List.of(other)).build();
        Campaign theirs = CampaignBuilder.aCampaign(otherOrganizationId).name("A theirs")
                .transferConfigIds(List.of(shared)).build();
        for (Campaign campaign : List.of(second, first, unrelated, theirs)) {
            store.campaigns().insert(campaign);
        }

        assertThat(store.campaigns().findUsers(organizationId, List.of(shared), List.of(booking)))
                .extracting(CampaignReference::id).containsExactly(first.id(), second.id());
        assertThat(store.campaigns().findUsers(organizationId, List.of(shared), List.of()))
                .extracting(CampaignReference::id).containsExactly(second.id());
        assertThat(store.campaigns().findUsers(organizationId, List.of(), List.of())).isEmpty();
    }

    @Test
    void givenAConfigurationSharedByManyCampaigns_whenItsUsageIsAsked_thenCountedInFullAndListedUpToTheBound() {
        TransferConfigId shared = TransferConfigId.of(TestData.newId());
        TransferConfigId few = TransferConfigId.of(TestData.newId());
        TransferConfigId unused = TransferConfigId.of(TestData.newId());
        AppointmentConfigId booking = AppointmentConfigId.of(TestData.newId());
        int users = ConfigUsage.LISTED + 5;
        for (int i = 0; i < users; i++) {
            store.campaigns().insert(CampaignBuilder.aCampaign(organizationId).name(String.format("user %02d", i))
                    .transferConfigIds(i == 0 ? List.of(shared, few) : List.of(shared))
                    .appointmentConfigId(i < 2 ? booking : null).build());
        }
        Campaign receptionist = CampaignBuilder.aCampaign(organizationId).name("Zz front desk").suite("receptionist")
                .transferConfigIds(List.of(few)).build();
        store.campaigns().insert(receptionist);
        store.campaigns().insert(CampaignBuilder.aCampaign(otherOrganizationId).name("A theirs")
                .transferConfigIds(List.of(shared)).appointmentConfigId(booking).build());

        ConfigUsages usages = store.campaigns().usageOf(organizationId, List.of(shared, few, unused), List.of(booking));

        ConfigUsage sharedUsage = usages.of(shared);
        assertThat(sharedUsage.assignedCampaignCount()).isEqualTo(users);
        assertThat(sharedUsage.usedByCampaigns()).hasSize(ConfigUsage.LISTED)
                .extracting(CampaignReference::name).startsWith("user 00", "user 01").endsWith("user 24");
        assertThat(sharedUsage.usedByReceptionist()).isFalse();
        assertThat(usages.of(few).assignedCampaignCount()).isEqualTo(2);
        assertThat(usages.of(few).usedByCampaigns()).extracting(CampaignReference::id)
                .endsWith(receptionist.id());
        assertThat(usages.of(few).usedByReceptionist()).isTrue();
        assertThat(usages.of(booking).assignedCampaignCount()).isEqualTo(2);
        assertThat(usages.of(booking).usedByCampaigns()).extracting(CampaignReference::name)
                .containsExactly("user 00", "user 01");
        assertThat(usages.of(unused).assignedCampaignCount()).isZero();
        assertThat(usages.of(unused).usedByCampaigns()).isEmpty();
        assertThat(store.campaigns().usageOf(organizationId, List.of(), List.of()).transfers()).isEmpty();
    }

    @Test
    void givenAUserRenamedAndOneMovedToAnotherConfiguration_whenUsageIsAsked_thenItFollowsTheChanges() {
        TransferConfigId shared = TransferConfigId.of(TestData.newId());
        TransferConfigId other = TransferConfigId.of(TestData.newId());
        Campaign first = CampaignBuilder.aCampaign(organizationId).name("b first").transferConfigIds(List.of(shared))
                .build();
        Campaign second = CampaignBuilder.aCampaign(organizationId).name("c second")
                .transferConfigIds(List.of(shared)).build();
        store.campaigns().insert(first);
        store.campaigns().insert(second);

        store.campaigns().update(CampaignBuilder.aCampaign(organizationId).id(second.id()).name("A second")
                .transferConfigIds(List.of(shared)).version(1).build(), 0);
        assertThat(store.campaigns().usageOf(organizationId, List.of(shared), List.of()).of(shared)
                .usedByCampaigns()).extracting(CampaignReference::name).containsExactly("A second", "b first");

        store.campaigns().update(CampaignBuilder.aCampaign(organizationId).id(first.id()).name("b first")
                .transferConfigIds(List.of(other)).version(1).build(), 0);
        ConfigUsages usages = store.campaigns().usageOf(organizationId, List.of(shared, other), List.of());
        assertThat(usages.of(shared).usedByCampaigns()).extracting(CampaignReference::id)
                .containsExactly(second.id());
        assertThat(usages.of(shared).assignedCampaignCount()).isEqualTo(1);
        assertThat(usages.of(other).usedByCampaigns()).extracting(CampaignReference::id).containsExactly(first.id());
        assertThat(usages.of(other).assignedCampaignCount()).isEqualTo(1);
    }

    @Test
    void givenAReceptionistThatChangesSuiteAndConfigurations_whenUsageIsAsked_thenCountsAndFlagFollow() {
        TransferConfigId desk = TransferConfigId.of(TestData.newId());
        TransferConfigId sales = TransferConfigId.of(TestData.newId());
        AppointmentConfigId booking = AppointmentConfigId.of(TestData.newId());
        Campaign receptionist = CampaignBuilder.aCampaign(organizationId).name("Front desk").suite("receptionist")
                .transferConfigIds(List.of(desk, sales)).appointmentConfigId(booking).build();
        store.campaigns().insert(receptionist);
        store.campaigns().insert(CampaignBuilder.aCampaign(organizationId).name("Renewals")
                .transferConfigIds(List.of(sales)).build());
        ConfigUsages before = store.campaigns().usageOf(organizationId, List.of(desk, sales), List.of(booking));
        assertThat(before.of(desk).usedByReceptionist()).isTrue();
        assertThat(before.of(sales).assignedCampaignCount()).isEqualTo(2);
        assertThat(before.of(sales).usedByReceptionist()).isTrue();
        assertThat(before.of(booking).usedByReceptionist()).isTrue();

        store.campaigns().update(CampaignBuilder.aCampaign(organizationId).id(receptionist.id()).name("Front desk")
                .suite("retention").transferConfigIds(List.of(sales)).version(1).build(), 0);

        ConfigUsages after = store.campaigns().usageOf(organizationId, List.of(desk, sales), List.of(booking));
        assertThat(after.of(desk).assignedCampaignCount()).isZero();
        assertThat(after.of(desk).usedByCampaigns()).isEmpty();
        assertThat(after.of(sales).assignedCampaignCount()).isEqualTo(2);
        assertThat(after.of(sales).usedByReceptionist()).isFalse();
        assertThat(after.of(booking).assignedCampaignCount()).isZero();
        assertThat(after.of(booking).usedByReceptionist()).isFalse();
    }

    @Test
    void givenCampaignsOfTwoOrganizations_whenNamesAreAsked_thenOnlyTheOrganizationsOwnAreNamed() {
        Campaign ours = CampaignBuilder.aCampaign(organizationId).name("Ours").build();
        store.campaigns().insert(ours);
        Campaign theirs = givenCampaign(otherOrganizationId);

        assertThat(store.campaigns().findNames(organizationId, List.of(ours.id(), theirs.id(),
                CampaignId.of(TestData.newId())))).containsExactly(Map.entry(ours.id(), "Ours"));
        assertThat(store.campaigns().findNames(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenFullyLinkedCampaign_whenInsertedAndFound_thenEveryFieldRoundTrips() {
        Workflow workflow = TestData.workflow(organizationId);
        store.workflows().save(workflow);
        RoutingConfig routing = TestData.routingConfig(organizationId);
        store.routingConfigs().save(routing);
        TransferConfig first = TestData.transferConfig(organizationId, routing.id());
        TransferConfig second = TestData.transferConfig(organizationId, routing.id());
        store.transferConfigs().save(first);
        store.transferConfigs().save(second);
        AppointmentConfig appointment = TestData.appointmentConfig(organizationId, routing.id(), first.id(),
                workflow.id());
        store.appointmentConfigs().save(appointment);
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).version(4).flowWorkflowId(workflow.id())
                .transferConfigIds(List.of(second.id(), first.id())).appointmentConfigId(appointment.id()).build();

        store.campaigns().insert(campaign);

        assertThat(store.campaigns().findById(organizationId, campaign.id())).contains(campaign);
    }

    @Test
    void givenCampaignWithOptionalFieldsEmpty_whenInsertedAndFound_thenItRoundTrips() {
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).startDate(null).endDate(null).description(null)
                .build();

        store.campaigns().insert(campaign);

        assertThat(store.campaigns().findById(organizationId, campaign.id())).contains(campaign);
    }

    @Test
    void givenCampaignOfAnotherOrganization_whenFoundById_thenNothingIsFound() {
        Campaign campaign = givenCampaign(otherOrganizationId);

        assertThat(store.campaigns().findById(organizationId, campaign.id())).isEmpty();
        assertThat(store.campaigns().findById(organizationId, CampaignId.of(TestData.newId()))).isEmpty();
    }

    @Test
    void givenCampaignsOfTwoOrganizations_whenFoundByIds_thenOnlyTheOrganizationsKnownOnesAreFoundOnce() {
        Campaign first = givenCampaign(organizationId);
        Campaign second = givenCampaign(organizationId);
        givenCampaign(organizationId);
        Campaign theirs = givenCampaign(otherOrganizationId);

        assertThat(store.campaigns().findByIds(organizationId, List.of(first.id(), second.id(), first.id(),
                theirs.id(), CampaignId.of(TestData.newId())))).containsExactlyInAnyOrder(first, second);
        assertThat(store.campaigns().findByIds(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenStoredCampaign_whenUpdatedWithCurrentVersion_thenTheChangeIsStored() {
        Campaign stored = givenCampaign(organizationId);
        Campaign changed = CampaignBuilder.aCampaign(organizationId).id(stored.id()).version(stored.version() + 1)
                .name("Autumn renewals").status(CampaignStatus.PAUSED).updatedAt(TestData.at(500)).build();

        store.campaigns().update(changed, stored.version());

        assertThat(store.campaigns().findById(organizationId, stored.id())).contains(changed);
    }

    @Test
    void givenStoredCampaign_whenUpdatedWithStaleVersion_thenConflictAndNothingChanges() {
        Campaign stored = givenCampaign(organizationId);
        Campaign first = CampaignBuilder.aCampaign(organizationId).id(stored.id()).version(1).name("First").build();
        Campaign second = CampaignBuilder.aCampaign(organizationId).id(stored.id()).version(1).name("Second").build();
        store.campaigns().update(first, 0);

        assertThatThrownBy(() -> store.campaigns().update(second, 0)).isInstanceOf(ConflictException.class);

        assertThat(store.campaigns().findById(organizationId, stored.id())).contains(first);
    }

    @Test
    void givenNoSuchCampaign_whenUpdated_thenConflict() {
        Campaign never = CampaignBuilder.aCampaign(organizationId).version(1).build();

        assertThatThrownBy(() -> store.campaigns().update(never, 0)).isInstanceOf(ConflictException.class);
        assertThat(store.campaigns().findById(organizationId, never.id())).isEmpty();
    }

    @Test
    void givenCampaignsInTwoOrganizations_whenPaged_thenOnlyTheOrganizationsCampaignsAreListed() {
        Campaign mine = givenCampaign(organizationId);
        givenCampaign(otherOrganizationId);

        Page<Campaign> page = store.campaigns().findPage(organizationId, CampaignQuery.all(), PageRequest.first());

        assertThat(page.items()).containsExactly(mine);
        assertThat(page.itemsTotal()).isEqualTo(1);
    }

    @Test
    void givenCampaignsOfSeveralStatuses_whenFilteredByStatus_thenOnlyThatStatusIsListed() {
        Campaign active = insert(CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE));
        insert(CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.DRAFT));
        insert(CampaignBuilder.aCampaign(otherOrganizationId).status(CampaignStatus.ACTIVE));

        Page<Campaign> page = store.campaigns().findPage(organizationId,
                new CampaignQuery(CampaignStatus.ACTIVE, null, CampaignSort.CREATED_AT, SortDirection.DESC),
                PageRequest.first());

        assertThat(page.items()).containsExactly(active);
        assertThat(page.itemsTotal()).isEqualTo(1);
    }

    @Test
    void givenSearchText_whenPaged_thenNameOrDescriptionMatchesIgnoringCase() {
        Campaign byName = insert(CampaignBuilder.aCampaign(organizationId).name("Spring RENEWALS").description(null));
        Campaign byDescription = insert(CampaignBuilder.aCampaign(organizationId).name("Outreach")
                .description("Plans that renew in April"));
        insert(CampaignBuilder.aCampaign(organizationId).name("Welcome calls").description("New customers"));

        assertThat(search("renew", null)).containsExactlyInAnyOrder(byName, byDescription);
        assertThat(search("APRIL", null)).containsExactly(byDescription);
        assertThat(search("renew", CampaignStatus.PAUSED)).isEmpty();
    }

    @Test
    void givenSearchTextWithLikeWildcards_whenPaged_thenTheyMatchOnlyThemselves() {
        Campaign percent = insert(CampaignBuilder.aCampaign(organizationId).name("50% off").description(null));
        insert(CampaignBuilder.aCampaign(organizationId).name("500 off").description(null));
        Campaign underscore = insert(CampaignBuilder.aCampaign(organizationId).name("plan_a").description(null));
        insert(CampaignBuilder.aCampaign(organizationId).name("planxa").description(null));
        Campaign backslash = insert(CampaignBuilder.aCampaign(organizationId).name("north\\south").description(null));

        assertThat(search("50%", null)).containsExactly(percent);
        assertThat(search("%", null)).containsExactly(percent);
        assertThat(search("n_a", null)).containsExactly(underscore);
        assertThat(search("_", null)).containsExactly(underscore);
        assertThat(search("\\", null)).containsExactly(backslash);
        assertThat(search("h\\s", null)).containsExactly(backslash);
    }

    @ParameterizedTest
    @EnumSource(CampaignSort.class)
    void givenCampaignsWithTies_whenSortedAscending_thenOrderedWithTiesByIdAscending(CampaignSort sort) {
        List<Campaign> expected = givenRankedCampaigns(sort);

        assertThat(sorted(sort, SortDirection.ASC)).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest
    @EnumSource(CampaignSort.class)
    void givenCampaignsWithTies_whenSortedDescending_thenOrderedWithTiesByIdDescending(CampaignSort sort) {
        List<Campaign> expected = new ArrayList<>(givenRankedCampaigns(sort));
        Collections.reverse(expected);

        assertThat(sorted(sort, SortDirection.DESC)).containsExactlyElementsOf(expected);
    }

    @Test
    void givenCampaignsWithoutStartDate_whenSortedByStartDate_thenTheyComeLastInBothDirections() {
        Campaign noneLow = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("20")))
                .startDate(null));
        Campaign noneHigh = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("e0")))
                .startDate(null));
        Campaign early = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("90")))
                .startDate(TestData.at(1)));
        Campaign late = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("30")))
                .startDate(TestData.at(2)));

        assertThat(sorted(CampaignSort.START_DATE, SortDirection.ASC)).containsExactly(early, late, noneLow, noneHigh);
        assertThat(sorted(CampaignSort.START_DATE, SortDirection.DESC))
                .containsExactly(late, early, noneHigh, noneLow);
    }

    @Test
    void givenDefaultQuery_whenPaged_thenNewestFirstWithTiesByIdDescending() {
        Campaign old = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("f0")))
                .createdAt(TestData.at(1)));
        Campaign newLow = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("10")))
                .createdAt(TestData.at(2)));
        Campaign newHigh = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("a0")))
                .createdAt(TestData.at(2)));

        Page<Campaign> page = store.campaigns().findPage(organizationId, CampaignQuery.all(), PageRequest.first());

        assertThat(page.items()).containsExactly(newHigh, newLow, old);
    }

    @Test
    void givenFiveCampaigns_whenPagedByTwo_thenPagesSplitTheOrderAndCountTheTotal() {
        List<Campaign> all = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            all.add(insert(CampaignBuilder.aCampaign(organizationId).createdAt(TestData.at(i))));
        }
        insert(CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.DRAFT).createdAt(TestData.at(9)));
        CampaignQuery active = new CampaignQuery(CampaignStatus.ACTIVE, null, CampaignSort.CREATED_AT,
                SortDirection.ASC);

        Page<Campaign> first = store.campaigns().findPage(organizationId, active, new PageRequest(1, 2));
        Page<Campaign> last = store.campaigns().findPage(organizationId, active, new PageRequest(3, 2));
        Page<Campaign> beyond = store.campaigns().findPage(organizationId, active, new PageRequest(4, 2));

        assertThat(first.items()).containsExactly(all.get(0), all.get(1));
        assertThat(first.itemsTotal()).isEqualTo(5);
        assertThat(first.request()).isEqualTo(new PageRequest(1, 2));
        assertThat(last.items()).containsExactly(all.get(4));
        assertThat(last.itemsTotal()).isEqualTo(5);
        assertThat(beyond.items()).isEmpty();
        assertThat(beyond.itemsTotal()).isEqualTo(5);
    }

    @Test
    void givenCampaigns_whenReferencesListed_thenOrderedByNameThenIdWithinTheOrganization() {
        Campaign bravo = insert(CampaignBuilder.aCampaign(organizationId).name("bravo"));
        Campaign alphaHigh = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("c0")))
                .name("alpha"));
        Campaign alphaLow = insert(CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId("40")))
                .name("alpha"));
        insert(CampaignBuilder.aCampaign(otherOrganizationId).name("aardvark"));

        List<CampaignReference> references = store.campaigns().findReferences(organizationId);

        assertThat(references).containsExactly(CampaignReference.of(alphaLow), CampaignReference.of(alphaHigh),
                CampaignReference.of(bravo));
    }

    @Test
    void givenLinkedCampaign_whenReferencesListed_thenTheyCarryKindStatusSuiteAndLinks() {
        RoutingConfig routing = TestData.routingConfig(organizationId);
        store.routingConfigs().save(routing);
        TransferConfig transfer = TestData.transferConfig(organizationId, routing.id());
        store.transferConfigs().save(transfer);
        AppointmentConfig appointment = TestData.appointmentConfig(organizationId, routing.id(), transfer.id(), null);
        store.appointmentConfigs().save(appointment);
        Campaign campaign = insert(CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.TESTING)
                .transferConfigIds(List.of(transfer.id())).appointmentConfigId(appointment.id()));

        assertThat(store.campaigns().findReferences(organizationId)).containsExactly(CampaignReference.of(campaign));
    }

    @Test
    void givenRetentionCampaignsOfEachMode_whenReferencesListed_thenTheyCarrySuiteAndMode() {
        Campaign journey = insert(CampaignBuilder.aCampaign(organizationId).name("a journey")
                .suite("retention").mode("journey"));
        Campaign notification = insert(CampaignBuilder.aCampaign(organizationId).name("b notification")
                .suite("retention").mode("notification"));
        Campaign unclassified = insert(CampaignBuilder.aCampaign(organizationId).name("c unclassified")
                .suite(null).mode(null));

        List<CampaignReference> references = store.campaigns().findReferences(organizationId);

        assertThat(references).containsExactly(CampaignReference.of(journey), CampaignReference.of(notification),
                CampaignReference.of(unclassified));
        assertThat(references).extracting(CampaignReference::suite, CampaignReference::mode,
                        CampaignReference::isRetentionJourney)
                .containsExactly(tuple("retention", "journey", true), tuple("retention", "notification", false),
                        tuple(null, null, false));
    }

    /**
     * Five campaigns that differ only in the sort field: one low, three tied, one high. Returns
     * them in ascending order: the tied ones by id as unsigned bytes ({@code 10 < 80 < f0}).
     */
    private List<Campaign> givenRankedCampaigns(CampaignSort sort) {
        BiFunction<CampaignBuilder, Integer, CampaignBuilder> rank = switch (sort) {
            case CREATED_AT -> (b, r) -> b.createdAt(TestData.at(r));
            case UPDATED_AT -> (b, r) -> b.updatedAt(TestData.at(100 + r));
            case NAME -> (b, r) -> b.name(List.of("alpha", "Bravo", "charlie").get(r - 1));
            case STATUS -> (b, r) -> b.status(List.of(CampaignStatus.ACTIVE, CampaignStatus.DRAFT,
                    CampaignStatus.PAUSED).get(r - 1));
            case START_DATE -> (b, r) -> b.startDate(TestData.at(1000 + r));
        };
        Campaign high = insert(rank.apply(ranked("05"), 3));
        Campaign tieTop = insert(rank.apply(ranked("f0"), 2));
        Campaign low = insert(rank.apply(ranked("c0"), 1));
        Campaign tieBottom = insert(rank.apply(ranked("10"), 2));
        Campaign tieMiddle = insert(rank.apply(ranked("80"), 2));
        return List.of(low, tieBottom, tieMiddle, tieTop, high);
    }

    private CampaignBuilder ranked(String idByte) {
        return CampaignBuilder.aCampaign(organizationId).id(CampaignId.of(orderedId(idByte)))
                .name("same").status(CampaignStatus.ACTIVE).createdAt(TestData.T0).updatedAt(TestData.at(60))
                .startDate(TestData.at(1440));
    }

    private List<Campaign> sorted(CampaignSort sort, SortDirection direction) {
        return store.campaigns().findPage(organizationId, new CampaignQuery(null, null, sort, direction),
                PageRequest.first()).items();
    }

    private List<Campaign> search(String text, CampaignStatus status) {
        return store.campaigns().findPage(organizationId,
                new CampaignQuery(status, text, CampaignSort.NAME, SortDirection.ASC), PageRequest.first()).items();
    }

    private Campaign insert(CampaignBuilder builder) {
        Campaign campaign = builder.build();
        store.campaigns().insert(campaign);
        return campaign;
    }
}
