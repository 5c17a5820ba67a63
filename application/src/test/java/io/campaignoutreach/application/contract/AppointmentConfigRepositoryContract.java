package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.appointment.AppointmentConfigRepository}:
 * round trips with reminder workflows and booking hours; a save replaces the whole configuration.
 */
public abstract class AppointmentConfigRepositoryContract extends StoreContract {

    private RoutingConfig routing;
    private TransferConfig transfer;
    private Workflow workflow;

    @BeforeEach
    void givenOrganizationsAndLinkedConfigurations() {
        givenTwoOrganizations();
        routing = TestData.routingConfig(organizationId);
        store.routingConfigs().save(routing);
        transfer = TestData.transferConfig(organizationId, routing.id());
        store.transferConfigs().save(transfer);
        workflow = TestData.workflow(organizationId);
        store.workflows().save(workflow);
    }

    @Test
    void givenFullyPopulatedConfig_whenSavedAndFound_thenEveryFieldRoundTrips() {
        AppointmentConfig config = TestData.appointmentConfig(organizationId, routing.id(), transfer.id(),
                workflow.id());

        store.appointmentConfigs().save(config);

        assertThat(store.appointmentConfigs().findById(organizationId, config.id())).contains(config);
    }

    @Test
    void givenConfigWithOptionalFieldsEmpty_whenSavedAndFound_thenItRoundTrips() {
        AppointmentConfig config = bare(AppointmentConfigId.of(TestData.newId()), organizationId, "Bare");

        store.appointmentConfigs().save(config);

        assertThat(store.appointmentConfigs().findById(organizationId, config.id())).contains(config);
    }

    @Test
    void givenSavedConfig_whenSavedAgainWithOtherWorkflowsAndHours_thenOnlyTheNewContentRemains() {
        AppointmentConfig config = TestData.appointmentConfig(organizationId, routing.id(), transfer.id(),
                workflow.id());
        store.appointmentConfigs().save(config);
        AppointmentConfig changed = AppointmentConfig.builder(config.id(), organizationId, "Renamed")
                .createdAt(config.createdAt()).updatedAt(TestData.at(90)).concurrentLimit(1).appointmentLength(60)
                .appointmentSpacing(0).maxOptions(2).minHours(48).workflows(List.of(config.workflows().get(1)))
                .bookingHours(List.of(new AppointmentConfig.BookingHours(8, 30, 12, 0, List.of(0, 6)))).build();

        store.appointmentConfigs().save(changed);

        assertThat(store.appointmentConfigs().findById(organizationId, config.id())).contains(changed);
    }

    @Test
    void givenConfigOfAnotherOrganization_whenFound_thenItIsLeftOut() {
        AppointmentConfig mine = TestData.appointmentConfig(organizationId, routing.id(), transfer.id(),
                workflow.id());
        AppointmentConfig theirs = bare(AppointmentConfigId.of(TestData.newId()), otherOrganizationId, "Theirs");
        store.appointmentConfigs().save(mine);
        store.appointmentConfigs().save(theirs);

        assertThat(store.appointmentConfigs().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.appointmentConfigs().findByIds(organizationId,
                List.of(theirs.id(), mine.id(), AppointmentConfigId.of(TestData.newId()))))
                .containsExactly(mine);
        assertThat(store.appointmentConfigs().findByIds(organizationId, List.of())).isEmpty();
    }

    private static AppointmentConfig bare(AppointmentConfigId id, OrganizationId organizationId, String name) {
        return AppointmentConfig.builder(id, organizationId, name).create(TestData.T0);
    }

    @Test
    void givenConfigsOfTwoOrganizations_whenAllListedAndOneDeleted_thenTheOrganizationsRemainByName() {
        AppointmentConfig bravo = named(TestData.appointmentConfig(organizationId, null, null, null), "bravo");
        AppointmentConfig alpha = named(TestData.appointmentConfig(organizationId, null, null, null), "Alpha");
        AppointmentConfig gone = named(TestData.appointmentConfig(organizationId, null, null, null), "charlie");
        AppointmentConfig theirs = TestData.appointmentConfig(otherOrganizationId, null, null, null);
        for (AppointmentConfig config : List.of(bravo, alpha, gone, theirs)) {
            store.appointmentConfigs().save(config);
        }

        store.appointmentConfigs().delete(otherOrganizationId, alpha.id());
        store.appointmentConfigs().delete(organizationId, gone.id());

        assertThat(store.appointmentConfigs().findAll(organizationId)).containsExactly(alpha, bravo);
        assertThat(store.appointmentConfigs().findAll(otherOrganizationId)).containsExactly(theirs);
    }

    private static AppointmentConfig named(AppointmentConfig config, String name) {
        return AppointmentConfig.builder(config.id(), config.clientId(), name).createdAt(config.createdAt())
                .updatedAt(config.updatedAt()).build();
    }
}
