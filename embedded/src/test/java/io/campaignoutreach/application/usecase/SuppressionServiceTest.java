package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.suppression.NewSuppression;
import io.campaignoutreach.application.suppression.SuppressionService;
import io.campaignoutreach.application.suppression.SuppressionUseCases.Added;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The suppression use cases over the in-memory store: access, organization scoping, adding once, lifting once. */
class SuppressionServiceTest {

    private static final Instant NOW = Instant.parse("2026-06-01T10:00:00Z");
    private static final PhoneNumber NUMBER = new PhoneNumber("+12125550143");

    private StorePorts store;
    private SuppressionService suppressions;
    private Organization org;
    private Organization other;

    @BeforeEach
    void setUp() {
        store = InMemoryRepositories.create();
        suppressions = ApplicationServices.over(store, Clock.fixed(NOW, ZoneOffset.UTC), UUID::randomUUID,
                JobSettings.defaults()).suppressions();
        org = TestData.organization();
        other = TestData.organization();
        store.organizations().insert(org);
        store.organizations().insert(other);
    }

    private static AccessContext access(Organization organization, boolean readOnly, Capability... capabilities) {
        return new AccessContext(organization.id(), ApiKeyId.of(UUID.fromString(
                "0190a5b2-0000-7000-8000-0000000000a1")), "Compliance desk", Set.of(capabilities), readOnly);
    }

    @Test
    void givenNumber_whenAddedTwice_thenOneActiveSuppressionFromTheApiAndTheSecondAddReportsIt() {
        AccessContext manager = access(org, false, Capability.SUPPRESSIONS_MANAGE);

        Added first = suppressions.add(manager, new NewSuppression(NUMBER, "Asked by letter"));
        Added second = suppressions.add(manager, new NewSuppression(NUMBER, "Another reason"));

        assertThat(first.created()).isTrue();
        assertThat(first.suppression().source()).isEqualTo(SuppressionSource.API);
        assertThat(first.suppression().createdAt()).isEqualTo(NOW);
        assertThat(second.created()).isFalse();
        assertThat(second.suppression()).isEqualTo(first.suppression());
        assertThat(store.suppressions().findActive(org.id(), PageRequest.first()).items())
                .containsExactly(first.suppression());
    }

    @Test
    void givenSuppression_whenLifted_thenTheCallerIsRecordedAndASecondLiftConflicts() {
        AccessContext manager = access(org, false, Capability.SUPPRESSIONS_MANAGE);
        Suppression added = suppressions.add(manager, new NewSuppression(NUMBER, null)).suppression();

        Suppression lifted = suppressions.lift(manager, added.id());

        assertThat(lifted.liftedAt()).isEqualTo(NOW);
        assertThat(lifted.liftedBy()).isEqualTo("API key: Compliance desk (0190a5b2-0000-7000-8000-0000000000a1)");
        assertThat(suppressions.get(access(org, false, Capability.SUPPRESSIONS_VIEW), added.id())).isEqualTo(lifted);
        assertThatThrownBy(() -> suppressions.lift(manager, added.id())).isInstanceOf(ConflictException.class);
        assertThat(store.suppressions().findById(org.id(), added.id())).contains(lifted);
    }

    @Test
    void givenTrustedProcess_whenLifting_thenItIsRecordedByTheNameItGave() {
        AccessContext trusted = AccessContext.trusted(org.id(), "embedding program");
        Suppression added = suppressions.add(trusted, new NewSuppression(NUMBER, null)).suppression();

        assertThat(suppressions.lift(trusted, added.id()).liftedBy()).isEqualTo("embedding program");
    }

    @Test
    void givenKeysWithoutTheCapabilityOrReadOnly_whenCalled_thenRefusedAndNothingStored() {
        AccessContext viewer = access(org, false, Capability.SUPPRESSIONS_VIEW);
        AccessContext manager = access(org, false, Capability.SUPPRESSIONS_MANAGE);
        AccessContext readOnly = access(org, true, Capability.ALL);

        assertThatThrownBy(() -> suppressions.add(viewer, new NewSuppression(NUMBER, null)))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("suppressions.manage");
        assertThatThrownBy(() -> suppressions.list(manager, PageRequest.first()))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("suppressions.view");
        assertThatThrownBy(() -> suppressions.add(readOnly, new NewSuppression(NUMBER, null)))
                .isInstanceOf(ReadOnlyKeyException.class);
        assertThat(suppressions.list(readOnly, PageRequest.first()).items()).isEmpty();
    }

    @Test
    void givenAnotherOrganizationsSuppression_whenReadOrLifted_thenNotFound() {
        Suppression theirs = suppressions.add(access(other, false, Capability.ALL), new NewSuppression(NUMBER, null))
                .suppression();
        AccessContext ours = access(org, false, Capability.ALL);

        assertThatThrownBy(() -> suppressions.get(ours, theirs.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> suppressions.lift(ours, theirs.id())).isInstanceOf(NotFoundException.class);
        assertThat(suppressions.list(ours, PageRequest.first()).items()).isEmpty();
        assertThat(store.suppressions().findById(other.id(), theirs.id())).contains(theirs);
    }

    @Test
    void givenNoNumberAndTooLongReason_whenAdded_thenBothRulesReportedAndNothingStored() {
        AccessContext manager = access(org, false, Capability.SUPPRESSIONS_MANAGE);

        assertThatThrownBy(() -> suppressions.add(manager, new NewSuppression(null,
                "r".repeat(Suppression.MAX_REASON_LENGTH + 1))))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(v -> String.join(".", v.path())).containsExactly("phoneNumber", "reason"));
        assertThat(store.suppressions().findActive(org.id(), PageRequest.first()).items()).isEmpty();
    }
}
