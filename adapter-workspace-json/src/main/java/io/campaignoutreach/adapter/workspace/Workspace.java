package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The content of a workspace document as domain objects of one organization, ready to be stored or written out. */
public record Workspace(
        List<CustomFieldDefinition> customFields,
        List<RoutingConfig> routingConfigs,
        List<AppointmentConfig> appointmentConfigs,
        List<TransferConfig> transferConfigs,
        List<Workflow> workflows,
        List<Campaign> campaigns,
        List<Customer> customers,
        List<Source> sources,
        List<Enrollment> enrollments,
        List<Call> calls,
        List<Inquiry> inquiries) {

    public Workspace {
        customFields = List.copyOf(customFields);
        routingConfigs = List.copyOf(routingConfigs);
        appointmentConfigs = List.copyOf(appointmentConfigs);
        transferConfigs = List.copyOf(transferConfigs);
        workflows = List.copyOf(workflows);
        campaigns = List.copyOf(campaigns);
        customers = List.copyOf(customers);
        sources = List.copyOf(sources);
        enrollments = List.copyOf(enrollments);
        calls = List.copyOf(calls);
        inquiries = List.copyOf(inquiries);
    }

    /** How many elements of each kind, in {@link ElementKind} order. */
    public Map<ElementKind, Integer> counts() {
        Map<ElementKind, Integer> counts = new EnumMap<>(ElementKind.class);
        counts.put(ElementKind.CUSTOM_FIELDS, customFields.size());
        counts.put(ElementKind.ROUTING_CONFIGS, routingConfigs.size());
        counts.put(ElementKind.APPOINTMENT_CONFIGS, appointmentConfigs.size());
        counts.put(ElementKind.TRANSFER_CONFIGS, transferConfigs.size());
        counts.put(ElementKind.WORKFLOWS, workflows.size());
        counts.put(ElementKind.CAMPAIGNS, campaigns.size());
        counts.put(ElementKind.CUSTOMERS, customers.size());
        counts.put(ElementKind.SOURCES, sources.size());
        counts.put(ElementKind.ENROLLMENTS, enrollments.size());
        counts.put(ElementKind.CALLS, calls.size());
        counts.put(ElementKind.INQUIRIES, inquiries.size());
        return counts;
    }
}
