package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The references of a setup's records beyond a campaign's own (which {@link SetupService} checks): the campaign
 * and customer of each source, enrollment, call and inquiry, and the routing and appointment configurations of
 * each configuration. Each must be in the setup or already the organization's; anything else is reported as not
 * found, so a setup never stores a record that points into another organization or at nothing.
 */
final class SetupReferences {

    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final RoutingConfigRepository routingConfigs;
    private final AppointmentConfigRepository appointmentConfigs;

    SetupReferences(CampaignRepository campaigns, CustomerRepository customers,
                    RoutingConfigRepository routingConfigs, AppointmentConfigRepository appointmentConfigs) {
        this.campaigns = campaigns;
        this.customers = customers;
        this.routingConfigs = routingConfigs;
        this.appointmentConfigs = appointmentConfigs;
    }

    void check(OrganizationId organizationId, OutreachSetup setup, Violations violations) {
        Predicate<CampaignId> campaign = known(setup.campaigns(), Campaign::id,
                named(setup, Reference::campaign), ids -> campaigns.findNames(organizationId, ids).keySet());
        Predicate<CustomerId> customer = known(setup.customers(), Customer::id, named(setup, Reference::customer),
                ids -> customers.findByIds(organizationId, ids).stream().map(Customer::id).collect(Collectors.toSet()));
        Predicate<RoutingConfigId> routing = known(setup.routingConfigs(), RoutingConfig::id, routingNamed(setup),
                ids -> ids.stream().filter(id -> routingConfigs.findById(organizationId, id).isPresent())
                        .collect(Collectors.toSet()));
        Predicate<AppointmentConfigId> appointment = known(setup.appointmentConfigs(), AppointmentConfig::id,
                setup.transferConfigs().stream().map(TransferConfig::appointmentConfigId).filter(Objects::nonNull)
                        .collect(Collectors.toSet()),
                ids -> ids.stream().filter(id -> appointmentConfigs.findById(organizationId, id).isPresent())
                        .collect(Collectors.toSet()));
        for (Reference reference : references(setup)) {
            if (reference.campaign() != null && !campaign.test(reference.campaign())) {
                violations.add(Violation.notFound(reference.path("campaignId"), "Campaign"));
            }
            if (reference.customer() != null && !customer.test(reference.customer())) {
                violations.add(Violation.notFound(reference.path("customerId"), "Customer"));
            }
        }
        for (int i = 0; i < setup.transferConfigs().size(); i++) {
            TransferConfig transfer = setup.transferConfigs().get(i);
            if (transfer.routingConfigId() != null && !routing.test(transfer.routingConfigId())) {
                violations.add(Violation.notFound(List.of("transferConfigs", String.valueOf(i), "routingConfigId"),
                        "Routing config"));
            }
            if (transfer.appointmentConfigId() != null && !appointment.test(transfer.appointmentConfigId())) {
                violations.add(Violation.notFound(List.of("transferConfigs", String.valueOf(i),
                        "appointmentConfigId"), "Appointment config"));
            }
        }
        for (int i = 0; i < setup.appointmentConfigs().size(); i++) {
            RoutingConfigId routingId = setup.appointmentConfigs().get(i).routingConfigId();
            if (routingId != null && !routing.test(routingId)) {
                violations.add(Violation.notFound(List.of("appointmentConfigs", String.valueOf(i),
                        "routingConfigId"), "Routing config"));
            }
        }
    }

    /** One record's campaign and customer (either may be null), at its place in the setup. */
    private record Reference(String kind, int index, CampaignId campaign, CustomerId customer) {

        List<String> path(String member) {
            return List.of(kind, String.valueOf(index), member);
        }
    }

    private static List<Reference> references(OutreachSetup setup) {
        List<Reference> references = new ArrayList<>();
        for (int i = 0; i < setup.sources().size(); i++) {
            references.add(new Reference("sources", i, setup.sources().get(i).campaignId(), null));
        }
        for (int i = 0; i < setup.enrollments().size(); i++) {
            var enrollment = setup.enrollments().get(i);
            references.add(new Reference("enrollments", i, enrollment.campaignId(), enrollment.customerId()));
        }
        for (int i = 0; i < setup.calls().size(); i++) {
            var call = setup.calls().get(i);
            references.add(new Reference("calls", i, call.campaignId(), call.customerId()));
        }
        for (int i = 0; i < setup.inquiries().size(); i++) {
            var inquiry = setup.inquiries().get(i);
            references.add(new Reference("inquiries", i, inquiry.campaignId(), inquiry.customerId()));
        }
        return references;
    }

    private static <I> Set<I> named(OutreachSetup setup, Function<Reference, I> id) {
        return references(setup).stream().map(id).filter(Objects::nonNull).collect(Collectors.toSet());
    }

    private static Set<RoutingConfigId> routingNamed(OutreachSetup setup) {
        Set<RoutingConfigId> named = new HashSet<>();
        setup.transferConfigs().forEach(t -> named.add(t.routingConfigId()));
        setup.appointmentConfigs().forEach(a -> named.add(a.routingConfigId()));
        named.remove(null);
        return named;
    }

    /** The ids a reference may name: those of the setup's records, and those of {@code named} the store has. */
    private static <R, I> Predicate<I> known(List<R> inSetup, Function<R, I> idOf, Set<I> named,
                                             Function<Set<I>, Set<I>> stored) {
        Set<I> known = inSetup.stream().map(idOf).collect(Collectors.toCollection(HashSet::new));
        Set<I> elsewhere = named.stream().filter(id -> !known.contains(id)).collect(Collectors.toSet());
        if (!elsewhere.isEmpty()) {
            known.addAll(stored.apply(elsewhere));
        }
        return known::contains;
    }
}
