package io.campaignoutreach.domain.inquiry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class InquiryTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant LATER = T0.plusSeconds(3600);
    private static final UUID ACTOR = UUID.randomUUID();

    static Inquiry inquiry(InquiryStatus status) {
        return builder(status).reconstitute(3, T0, T0);
    }

    /** A new question of a call, resolved by {@link #ACTOR} at {@link #T0} when the status says so. */
    static Inquiry.Builder builder(InquiryStatus status) {
        boolean resolved = status == InquiryStatus.RESOLVED;
        return Inquiry.builder(InquiryId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()),
                        CampaignId.of(UUID.randomUUID()), CustomerId.of(UUID.randomUUID()),
                        EnrollmentId.of(UUID.randomUUID()), "Does my plan cover dental?", status)
                .callId(CallId.of(UUID.randomUUID())).toolCallId("tool-1").resolvedAt(resolved ? T0 : null)
                .resolvedBy(resolved ? ACTOR : null);
    }

    private static InquiryChanges status(InquiryStatus status) {
        return new InquiryChanges(Patch.absent(), Patch.absent(), Patch.of(status), Patch.absent());
    }

    @ParameterizedTest
    @EnumSource(value = InquiryStatus.class, names = "RESOLVED", mode = EnumSource.Mode.EXCLUDE)
    void givenUnresolvedInquiry_whenResolved_thenResolvedAtIsNowAndResolvedByTheActor(InquiryStatus from) {
        Inquiry changed = inquiry(from).change(status(InquiryStatus.RESOLVED), ACTOR, LATER);

        assertThat(changed.status()).isEqualTo(InquiryStatus.RESOLVED);
        assertThat(changed.resolvedAt()).isEqualTo(LATER);
        assertThat(changed.resolvedBy()).isEqualTo(ACTOR);
        assertThat(changed.updatedAt()).isEqualTo(LATER);
        assertThat(changed.version()).isEqualTo(4);
    }

    @Test
    void givenNoKnownUser_whenResolved_thenResolvedByIsNull() {
        Inquiry changed = inquiry(InquiryStatus.NEW).change(status(InquiryStatus.RESOLVED), null, LATER);

        assertThat(changed.resolvedAt()).isEqualTo(LATER);
        assertThat(changed.resolvedBy()).isNull();
    }

    @ParameterizedTest
    @EnumSource(value = InquiryStatus.class, names = "RESOLVED", mode = EnumSource.Mode.EXCLUDE)
    void givenResolvedInquiry_whenMovedAway_thenResolvedAtAndResolvedByAreCleared(InquiryStatus to) {
        Inquiry changed = inquiry(InquiryStatus.RESOLVED).change(status(to), ACTOR, LATER);

        assertThat(changed.status()).isEqualTo(to);
        assertThat(changed.resolvedAt()).isNull();
        assertThat(changed.resolvedBy()).isNull();
        assertThat(changed.updatedAt()).isEqualTo(LATER);
    }

    @ParameterizedTest
    @EnumSource(InquiryStatus.class)
    void givenAnyStatus_whenMovedToAnyOther_thenTheMoveIsAllowed(InquiryStatus from) {
        for (InquiryStatus to : InquiryStatus.values()) {
            assertThat(inquiry(from).change(status(to), ACTOR, LATER).status()).isEqualTo(to);
        }
    }

    @ParameterizedTest
    @EnumSource(InquiryStatus.class)
    void givenInquiry_whenItsOwnStatusIsSet_thenSameInquiryUntouched(InquiryStatus current) {
        Inquiry inquiry = inquiry(current);

        Inquiry changed = inquiry.change(status(current), UUID.randomUUID(), LATER);

        assertThat(changed).isSameAs(inquiry);
        assertThat(changed.updatedAt()).isEqualTo(T0);
        assertThat(changed.resolvedAt()).isEqualTo(inquiry.resolvedAt());
    }

    @Test
    void givenEmptyChange_whenApplied_thenSameInquiryUntouched() {
        Inquiry inquiry = inquiry(InquiryStatus.NEW);

        assertThat(inquiry.change(InquiryChanges.none(), ACTOR, LATER)).isSameAs(inquiry);
    }

    @Test
    void givenTextsAlreadySet_whenSetToTheSameValues_thenSameInquiryUntouched() {
        Inquiry inquiry = inquiry(InquiryStatus.NEW).change(new InquiryChanges(Patch.of("callback"),
                Patch.of("We will call you"), Patch.absent(), Patch.of("Asked twice")), ACTOR, LATER);

        Inquiry again = inquiry.change(new InquiryChanges(Patch.of("callback"), Patch.of("We will call you"),
                Patch.of(InquiryStatus.NEW), Patch.of("Asked twice")), ACTOR, LATER.plusSeconds(60));

        assertThat(again).isSameAs(inquiry);
    }

    @Test
    void givenTexts_whenChangedAndCleared_thenOnlyThoseMembersChange() {
        Inquiry inquiry = inquiry(InquiryStatus.PENDING_RESOLUTION).change(new InquiryChanges(Patch.of("callback"),
                Patch.of("We will call you"), Patch.absent(), Patch.of("Asked twice")), ACTOR, LATER);

        Inquiry changed = inquiry.change(new InquiryChanges(Patch.of(null), Patch.absent(), Patch.absent(),
                Patch.of("Called back")), ACTOR, LATER.plusSeconds(60));

        assertThat(changed.resolutionType()).isNull();
        assertThat(changed.response()).isEqualTo("We will call you");
        assertThat(changed.notes()).isEqualTo("Called back");
        assertThat(changed.status()).isEqualTo(InquiryStatus.PENDING_RESOLUTION);
        assertThat(changed.version()).isEqualTo(inquiry.version() + 1);
        assertThat(changed.updatedAt()).isEqualTo(LATER.plusSeconds(60));
        assertThat(changed.createdAt()).isEqualTo(T0);
    }

    @Test
    void givenTooLongResolutionTypeAndNullStatus_whenChangesMade_thenEveryBrokenRuleIsReported() {
        assertThatThrownBy(() -> new InquiryChanges(Patch.of("r".repeat(21)), Patch.absent(), Patch.of(null),
                Patch.absent()))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(Violation::path, Violation::code)
                        .containsExactly(Tuple.tuple(List.of("resolutionType"),
                                        ViolationCode.TOO_BIG),
                                Tuple.tuple(List.of("status"), ViolationCode.INVALID_TYPE)));
    }

    @Test
    void givenResolutionTypeOfTwentyCharacters_whenChangesMade_thenAccepted() {
        // Characters are code points: twenty emoji are twenty characters, forty UTF-16 units.
        String twenty = "\uD83D\uDE00".repeat(20);

        InquiryChanges changes = new InquiryChanges(Patch.of(twenty), Patch.absent(), Patch.absent(), Patch.absent());

        assertThat(inquiry(InquiryStatus.NEW).change(changes, ACTOR, LATER).resolutionType()).isEqualTo(twenty);
    }

    @Test
    void givenTextsOverTheirLimits_whenClassified_thenRefused() {
        assertThatThrownBy(() -> new InquiryClassification("c".repeat(51), null, null, null, null, null, null, null,
                null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("primaryCategory");
        assertThatThrownBy(() -> new InquiryClassification(null, "s".repeat(101), null, null, null, null, null, null,
                null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("subcategory");
        assertThatThrownBy(() -> new InquiryClassification(null, null, "s".repeat(21), null, null, null, null, null,
                null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("severity");
        assertThatThrownBy(() -> new InquiryClassification(null, null, null, null, "h".repeat(51), null, null, null,
                null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("suggestedHandling");
        InquiryClassification longest = new InquiryClassification("c".repeat(50), "s".repeat(100), "v".repeat(20),
                null, "h".repeat(50), null, null, null, null);
        assertThat(longest.primaryCategory()).hasSize(50);
    }

    @Test
    void givenStoredResolutionTypeOverTheLimit_whenReconstituted_thenRefused() {
        Inquiry.Builder stored = builder(InquiryStatus.NEW).resolutionType("t".repeat(21));

        assertThatThrownBy(() -> stored.reconstitute(0, T0, T0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("resolutionType");
    }

    @Test
    void givenUnresolvedStatusWithResolution_whenCreated_thenRefused() {
        Inquiry.Builder unresolved = builder(InquiryStatus.UNRESOLVED).resolvedAt(T0).resolvedBy(ACTOR);

        assertThatThrownBy(() -> unresolved.reconstitute(0, T0, T0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @SuppressWarnings("unchecked")
    void givenOpenJsonValues_whenClassified_thenCopiedAndUnchangeableFromOutside() {
        Map<String, Object> triggers = new LinkedHashMap<>();
        List<Object> words = new ArrayList<>(List.of("cancel", 2L));
        triggers.put("keywords", words);
        triggers.put("score", null);

        InquiryClassification classification = new InquiryClassification(null, null, null, triggers, null, null,
                null, null, List.of("billing"));
        words.add("later");

        assertThat(classification.severityTriggers()).isEqualTo(expectedTriggers());
        assertThatThrownBy(() -> ((Map<String, Object>) classification.severityTriggers()).put("x", 1L))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> new InquiryClassification(null, null, null, new Object(), null, null, null, null,
                null)).isInstanceOf(IllegalArgumentException.class);
    }

    private static Map<String, Object> expectedTriggers() {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("keywords", List.of("cancel", 2L));
        expected.put("score", null);
        return expected;
    }

    @Test
    void givenAssignedUser_whenAssignedToRead_thenItIsTheUsersId() {
        Inquiry i = inquiry(InquiryStatus.NEW);
        AssignedUser grace = new AssignedUser(UUID.randomUUID(), "Grace Hopper", "https://example.com/g.png");

        Inquiry assigned = builder(InquiryStatus.NEW).assignedUser(grace).reconstitute(0, T0, T0);

        assertThat(assigned.assignedTo()).isEqualTo(grace.id());
        assertThat(i.assignedTo()).isNull();
    }

    @Test
    void givenWireNames_whenParsed_thenEveryStatusRoundTrips() {
        for (InquiryStatus status : InquiryStatus.values()) {
            assertThat(InquiryStatus.fromWireName(status.wireName())).contains(status);
        }
        assertThat(InquiryStatus.PENDING_RESOLUTION.wireName()).isEqualTo("pending_resolution");
        assertThat(InquiryStatus.fromWireName("RESOLVED")).isEmpty();
    }
}
