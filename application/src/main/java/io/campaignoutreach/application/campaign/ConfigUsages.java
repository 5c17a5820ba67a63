package io.campaignoutreach.application.campaign;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** How the organization's campaigns use each of some transfer and appointment configurations. */
public record ConfigUsages(Map<TransferConfigId, ConfigUsage> transfers,
                           Map<AppointmentConfigId, ConfigUsage> appointments) {

    private static final ConfigUsage UNUSED = new ConfigUsage(List.of(), 0, false);

    public ConfigUsages {
        transfers = Map.copyOf(transfers);
        appointments = Map.copyOf(appointments);
    }

    public ConfigUsage of(TransferConfigId id) {
        return transfers.getOrDefault(id, UNUSED);
    }

    public ConfigUsage of(AppointmentConfigId id) {
        return appointments.getOrDefault(id, UNUSED);
    }

    /** The usages of the configurations by {@code users}, every campaign using one of them, in name order. */
    public static ConfigUsages of(List<CampaignReference> users, Collection<TransferConfigId> transferIds,
                                  Collection<AppointmentConfigId> appointmentIds) {
        return new ConfigUsages(
                usages(Set.copyOf(transferIds), id -> r -> r.transferConfigIds().contains(id), users),
                usages(Set.copyOf(appointmentIds), id -> r -> id.equals(r.appointmentConfigId()), users));
    }

    private static <K> Map<K, ConfigUsage> usages(Set<K> ids, Function<K, Predicate<CampaignReference>> uses,
                                                  List<CampaignReference> users) {
        return ids.stream().collect(Collectors.toMap(Function.identity(),
                id -> ConfigUsage.of(users.stream().filter(uses.apply(id)).toList())));
    }
}
