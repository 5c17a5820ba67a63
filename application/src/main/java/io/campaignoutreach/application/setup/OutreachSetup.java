package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.ArrayList;
import java.util.List;

/**
 * New records of one organization, already built under their aggregates' rules, to be stored
 * together: what an import, the demo and an embedding program's creations hand to
 * {@link StoreSetupUseCase}. The order of the members is the order they are stored in, so each
 * record's references are stored before it.
 */
public record OutreachSetup(
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
        List<Inquiry> inquiries,
        List<ConsentEntry> consent) {

    public OutreachSetup {
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
        consent = List.copyOf(consent);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Collects the records of a setup kind by kind; {@link #build()} keeps them in the order added. */
    public static final class Builder {

        private final List<CustomFieldDefinition> customFields = new ArrayList<>();
        private final List<RoutingConfig> routingConfigs = new ArrayList<>();
        private final List<AppointmentConfig> appointmentConfigs = new ArrayList<>();
        private final List<TransferConfig> transferConfigs = new ArrayList<>();
        private final List<Workflow> workflows = new ArrayList<>();
        private final List<Campaign> campaigns = new ArrayList<>();
        private final List<Customer> customers = new ArrayList<>();
        private final List<Source> sources = new ArrayList<>();
        private final List<Enrollment> enrollments = new ArrayList<>();
        private final List<Call> calls = new ArrayList<>();
        private final List<Inquiry> inquiries = new ArrayList<>();
        private final List<ConsentEntry> consent = new ArrayList<>();

        private Builder() {
        }

        public Builder customFields(List<CustomFieldDefinition> more) {
            customFields.addAll(more);
            return this;
        }

        public Builder routingConfigs(List<RoutingConfig> more) {
            routingConfigs.addAll(more);
            return this;
        }

        public Builder appointmentConfigs(List<AppointmentConfig> more) {
            appointmentConfigs.addAll(more);
            return this;
        }

        public Builder transferConfigs(List<TransferConfig> more) {
            transferConfigs.addAll(more);
            return this;
        }

        public Builder workflows(List<Workflow> more) {
            workflows.addAll(more);
            return this;
        }

        public Builder campaigns(List<Campaign> more) {
            campaigns.addAll(more);
            return this;
        }

        public Builder customers(List<Customer> more) {
            customers.addAll(more);
            return this;
        }

        public Builder sources(List<Source> more) {
            sources.addAll(more);
            return this;
        }

        public Builder enrollments(List<Enrollment> more) {
            enrollments.addAll(more);
            return this;
        }

        public Builder calls(List<Call> more) {
            calls.addAll(more);
            return this;
        }

        public Builder inquiries(List<Inquiry> more) {
            inquiries.addAll(more);
            return this;
        }

        /** Ledger entries of the setup's customers' numbers, appended after the customers. */
        public Builder consent(List<ConsentEntry> more) {
            consent.addAll(more);
            return this;
        }

        public OutreachSetup build() {
            return new OutreachSetup(customFields, routingConfigs, appointmentConfigs, transferConfigs, workflows,
                    campaigns, customers, sources, enrollments, calls, inquiries, consent);
        }
    }
}
