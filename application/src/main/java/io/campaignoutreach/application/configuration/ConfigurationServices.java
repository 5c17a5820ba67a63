package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.campaign.AppointmentConfigView;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.campaign.TransferConfigView;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.setup.StoreSetupUseCase;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.time.Clock;

/** The use cases of the three kinds of configuration, as the API serves them. */
public record ConfigurationServices(
        ConfigurationUseCases<TransferConfig, TransferConfigView> transfers,
        ConfigurationUseCases<RoutingConfig, RoutingConfig> routings,
        ConfigurationUseCases<AppointmentConfig, AppointmentConfigView> appointments) {

    /** What each kind's service shares: where records are stored and checked, keys kept, ids and time taken. */
    public record Shared(StoreSetupUseCase setups, IdempotentCreates idempotent, TransactionRunner transactions,
                         IdGenerator ids, Clock clock) {
    }

    public static ConfigurationServices over(CampaignRepository campaigns, TransferConfigRepository transfers,
                                             RoutingConfigRepository routings,
                                             AppointmentConfigRepository appointments, Shared shared) {
        return new ConfigurationServices(
                service(new TransferConfigurations(transfers, routings, appointments, campaigns), shared),
                service(new RoutingConfigurations(routings, transfers, appointments), shared),
                service(new AppointmentConfigurations(appointments, transfers, campaigns), shared));
    }

    private static <C, V> ConfigurationService<C, V> service(ConfigurationKind<C, V> kind, Shared shared) {
        return new ConfigurationService<>(kind, shared.setups(), shared.idempotent(), shared.transactions(),
                shared.ids(), shared.clock());
    }
}
