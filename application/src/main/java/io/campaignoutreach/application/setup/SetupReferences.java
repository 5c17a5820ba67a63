package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
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
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The references of a setup's records: a campaign's workflow, appointment and transfer configurations, the
 * campaign and customer of each source, enrollment, call and inquiry, and the routing and appointment
 * configurations of each configuration. Each must be in the setup or already the organization's; anything else
 * is reported as not found, so a setup never stores a record that points into another organization or at
 * nothing. The ids of a kind are looked up together, once, whatever the number of records naming them.
 */
public final class SetupReferences {

    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final WorkflowRepository workflows;
    private final RoutingConfigRepository routingConfigs;
    private final AppointmentConfigRepository appointmentConfigs;
    private final TransferConfigRepository transferConfigs;

    public SetupReferences(CampaignRepository campaigns, CustomerRepository customers, WorkflowRepository workflows,
                    RoutingConfigRepository routingConfigs, AppointmentConfigRepository appointmentConfigs,
                    TransferConfigRepository transferConfigs) {
        this.campaigns = campaigns;
        this.customers = customers;
        this.workflows = workflows;
        this.routingConfigs = routingConfigs;
        this.appointmentConfigs = appointmentConfigs;
        this.transferConfigs = transferConfigs;
    }

    void check(OrganizationId org, OutreachSetup setup, Violations violations) {
        List<Reference> references = references(setup);
        Predicate<CampaignId> campaign = known(setup.campaigns(), Campaign::id, named(references, CampaignId.class),
                ids -> campaigns.findNames(org, ids).keySet());
        Predicate<CustomerId> customer = known(setup.customers(), Customer::id, named(references, CustomerId.class),
                ids -> ids(customers.findByIds(org, ids), Customer::id));
        Predicate<WorkflowId> workflow = known(setup.workflows(), Workflow::id, named(references, WorkflowId.class),
                ids -> stored(ids, id -> workflows.findById(org, id).isPresent()));
        Predicate<RoutingConfigId> routing = known(setup.routingConfigs(), RoutingConfig::id,
                named(references, RoutingConfigId.class),
                ids -> stored(ids, id -> routingConfigs.findById(org, id).isPresent()));
        Predicate<AppointmentConfigId> appointment = known(setup.appointmentConfigs(), AppointmentConfig::id,
                named(references, AppointmentConfigId.class),
                ids -> stored(ids, id -> appointmentConfigs.findById(org, id).isPresent()));
        Predicate<TransferConfigId> transfer = known(setup.transferConfigs(), TransferConfig::id,
                named(references, TransferConfigId.class),
                ids -> ids(transferConfigs.findByIds(org, ids), TransferConfig::id));
        Predicate<Object> exists = id -> id instanceof CampaignId c ? campaign.test(c)
                : id instanceof CustomerId c ? customer.test(c)
                : id instanceof WorkflowId w ? workflow.test(w)
                : id instanceof RoutingConfigId r ? routing.test(r)
                : id instanceof AppointmentConfigId a ? appointment.test(a)
                : transfer.test((TransferConfigId) id);
        for (Reference reference : references) {
            if (!exists.test(reference.id())) {
                violations.add(Violation.notFound(reference.path(), reference.what()));
            }
        }
    }

    /** One id a record names, where it names it, and what it names (for the message). */
    private record Reference(List<String> path, Object id, String what) {
    }

    /** Every reference of the setup, in the order of its records. */
    private static List<Reference> references(OutreachSetup setup) {
        List<Reference> references = new ArrayList<>();
        each(setup.campaigns(), (c, at) -> {
            add(references, at.with("flowWorkflowId"), c.flow().flowWorkflowId(), "Workflow");
            add(references, at.with("appointmentConfigId"), c.links().appointmentConfigId(), "Appointment config");
            List<TransferConfigId> transfers = c.links().transferConfigIds();
            for (int t = 0; t < transfers.size(); t++) {
                add(references, at.with("transferConfigIds", String.valueOf(t)), transfers.get(t),
                        "Transfer config");
            }
        }, "campaigns");
        each(setup.transferConfigs(), (t, at) -> {
            add(references, at.with("routingConfigId"), t.routingConfigId(), "Routing config");
            add(references, at.with("appointmentConfigId"), t.appointmentConfigId(), "Appointment config");
        }, "transferConfigs");
        each(setup.appointmentConfigs(), (a, at) -> {
            add(references, at.with("routingConfigId"), a.routingConfigId(), "Routing config");
            add(references, at.with("transferConfigId"),
                    a.transferConfigId() == null ? null : TransferConfigId.of(a.transferConfigId()), "Transfer config");
            add(references, at.with("flowWorkflowId"),
                    a.flowWorkflowId() == null ? null : WorkflowId.of(a.flowWorkflowId()), "Workflow");
        }, "appointmentConfigs");
        each(setup.sources(), (s, at) -> add(references, at.with("campaignId"), s.campaignId(), "Campaign"),
                "sources");
        each(setup.enrollments(), (e, at) -> {
            add(references, at.with("campaignId"), e.campaignId(), "Campaign");
            add(references, at.with("customerId"), e.customerId(), "Customer");
        }, "enrollments");
        each(setup.calls(), (c, at) -> {
            add(references, at.with("campaignId"), c.campaignId(), "Campaign");
            add(references, at.with("customerId"), c.customerId(), "Customer");
        }, "calls");
        each(setup.inquiries(), (q, at) -> {
            add(references, at.with("campaignId"), q.campaignId(), "Campaign");
            add(references, at.with("customerId"), q.customerId(), "Customer");
        }, "inquiries");
        return references;
    }

    /** A record's place in the setup: its kind and index. */
    private record At(String kind, int index) {

        List<String> with(String... members) {
            List<String> path = new ArrayList<>(List.of(kind, String.valueOf(index)));
            path.addAll(List.of(members));
            return path;
        }
    }

    private interface RecordReferences<T> {
        void add(T record, At at);
    }

    private static <T> void each(List<T> records, RecordReferences<T> references, String kind) {
        for (int i = 0; i < records.size(); i++) {
            references.add(records.get(i), new At(kind, i));
        }
    }

    private static void add(List<Reference> references, List<String> path, Object id, String what) {
        if (id != null) {
            references.add(new Reference(path, id, what));
        }
    }

    private static <I> Set<I> named(List<Reference> references, Class<I> kind) {
        return references.stream().map(Reference::id).filter(kind::isInstance).map(kind::cast)
                .collect(Collectors.toSet());
    }

    private static <R, I> Set<I> ids(List<R> records, Function<R, I> id) {
        return records.stream().map(id).collect(Collectors.toSet());
    }

    /** For the stores that look up these records one id at a time. */
    private static <I> Set<I> stored(Set<I> ids, Predicate<I> found) {
        return ids.stream().filter(found).collect(Collectors.toSet());
    }

    /** The ids a reference may name: those of the setup's records, and those of {@code named} the store has. */
    private static <R, I> Predicate<I> known(List<R> inSetup, Function<R, I> idOf, Set<I> named,
                                             Function<Set<I>, Set<I>> fromStore) {
        Set<I> known = inSetup.stream().map(idOf).collect(Collectors.toCollection(HashSet::new));
        Set<I> elsewhere = named.stream().filter(id -> !known.contains(id)).collect(Collectors.toSet());
        if (!elsewhere.isEmpty()) {
            known.addAll(fromStore.apply(elsewhere));
        }
        return known::contains;
    }
}
