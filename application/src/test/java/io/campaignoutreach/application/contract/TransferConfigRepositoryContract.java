package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferType;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.transfer.TransferConfigRepository}: round trips
 * including dynamic options and fallback settings; a save replaces the whole configuration.
 */
public abstract class TransferConfigRepositoryContract extends StoreContract {

    private RoutingConfig routing;

    @BeforeEach
    void givenOrganizationsAndRouting() {
        givenTwoOrganizations();
        routing = TestData.routingConfig(organizationId);
        store.routingConfigs().save(routing);
    }

    @Test
    void givenFullyPopulatedConfig_whenSavedAndFound_thenEveryFieldRoundTrips() {
        TransferConfig first = TestData.transferConfig(organizationId, routing.id());
        store.transferConfigs().save(first);
        AppointmentConfig appointment = TestData.appointmentConfig(organizationId, routing.id(), first.id(), null);
        store.appointmentConfigs().save(appointment);
        TransferConfig config = TestData.transferConfig(organizationId, routing.id(), appointment.id());

        store.transferConfigs().save(config);

        assertThat(store.transferConfigs().findById(organizationId, config.id())).contains(config);
        assertThat(store.transferConfigs().findById(organizationId, first.id())).contains(first);
    }

    @Test
    void givenConfigWithOptionalFieldsEmpty_whenSavedAndFound_thenItRoundTrips() {
        TransferConfig config = bare(TransferConfigId.of(TestData.newId()), organizationId, "Bare");

        store.transferConfigs().save(config);

        assertThat(store.transferConfigs().findById(organizationId, config.id())).contains(config);
    }

    @Test
    void givenSavedConfig_whenSavedAgainChanged_thenTheNewVersionReplacesIt() {
        TransferConfig config = TestData.transferConfig(organizationId, routing.id());
        store.transferConfigs().save(config);
        TransferConfig changed = bare(config.id(), organizationId, "Replaced");

        store.transferConfigs().save(changed);

        assertThat(store.transferConfigs().findById(organizationId, config.id())).contains(changed);
    }

    @Test
    void givenConfigOfAnotherOrganization_whenFound_thenItIsLeftOut() {
        TransferConfig mine = TestData.transferConfig(organizationId, routing.id());
        TransferConfig theirs = bare(TransferConfigId.of(TestData.newId()), otherOrganizationId, "Theirs");
        store.transferConfigs().save(mine);
        store.transferConfigs().save(theirs);

        assertThat(store.transferConfigs().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.transferConfigs().findByIds(organizationId,
                List.of(theirs.id(), mine.id(), TransferConfigId.of(TestData.newId()))))
                .containsExactly(mine);
        assertThat(store.transferConfigs().findByIds(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenConfigsBookingIntoAppointmentConfigs_whenFoundByThem_thenOnlyTheOrganizationsBookingOnesByName() {
        AppointmentConfigId first = AppointmentConfigId.of(TestData.newId());
        AppointmentConfigId second = AppointmentConfigId.of(TestData.newId());
        TransferConfig bravo = save(booking(organizationId, "bravo", first));
        TransferConfig alpha = save(booking(organizationId, "Alpha", first));
        TransferConfig charlie = save(booking(organizationId, "charlie", second));
        save(bare(TransferConfigId.of(TestData.newId()), organizationId, "no appointments"));
        save(booking(otherOrganizationId, "aardvark", first));

        assertThat(store.transferConfigs().findByAppointmentConfigIds(organizationId, List.of(first)))
                .containsExactly(alpha, bravo);
        assertThat(store.transferConfigs().findByAppointmentConfigIds(organizationId, List.of(second, first)))
                .containsExactly(alpha, bravo, charlie);
        assertThat(store.transferConfigs().findByAppointmentConfigIds(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenConfigsOfTwoOrganizations_whenAllListed_thenTheOrganizationsComeByNameThenId() {
        TransferConfig bravo = save(bare(TransferConfigId.of(TestData.newId()), organizationId, "bravo"));
        TransferConfig alphaHigh = save(bare(TransferConfigId.of(orderedId("d0")), organizationId, "alpha"));
        TransferConfig alphaLow = save(bare(TransferConfigId.of(orderedId("30")), organizationId, "alpha"));
        save(bare(TransferConfigId.of(TestData.newId()), otherOrganizationId, "aardvark"));

        assertThat(store.transferConfigs().findAll(organizationId)).containsExactly(alphaLow, alphaHigh, bravo);
    }

    @Test
    void givenConfigs_whenOneIsDeleted_thenOnlyItIsGoneAndAnotherOrganizationCannotDeleteIt() {
        TransferConfig gone = save(bare(TransferConfigId.of(TestData.newId()), organizationId, "gone"));
        TransferConfig kept = save(bare(TransferConfigId.of(TestData.newId()), organizationId, "kept"));

        store.transferConfigs().delete(otherOrganizationId, kept.id());
        store.transferConfigs().delete(organizationId, gone.id());
        store.transferConfigs().delete(organizationId, gone.id());

        assertThat(store.transferConfigs().findAll(organizationId)).containsExactly(kept);
        assertThat(store.transferConfigs().findById(organizationId, gone.id())).isEmpty();
    }

    private TransferConfig save(TransferConfig config) {
        store.transferConfigs().save(config);
        return config;
    }

    private static TransferConfig booking(OrganizationId organizationId, String name, AppointmentConfigId booked) {
        return TransferConfig.builder(TransferConfigId.of(TestData.newId()), organizationId, name, TransferType.DIRECT)
                .appointmentConfigId(booked).create(TestData.T0);
    }

    private static TransferConfig bare(TransferConfigId id, OrganizationId organizationId, String name) {
        return TransferConfig.builder(id, organizationId, name, TransferType.DIRECT).create(TestData.T0);
    }
}
