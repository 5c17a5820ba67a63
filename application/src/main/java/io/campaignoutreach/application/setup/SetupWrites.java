package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import java.util.List;
import java.util.function.Consumer;

/**
 * Writes a checked setup kind by kind, in the order its records refer to each other: the
 * configurations a campaign names before the campaign, the campaign before what is enrolled in it.
 * The caller runs it inside its unit of work.
 */
public final class SetupWrites {

    private final Configurations configurations;
    private final Activity activity;

    public SetupWrites(Configurations configurations, Activity activity) {
        this.configurations = configurations;
        this.activity = activity;
    }

    void write(OutreachSetup setup) {
        configurations.write(setup);
        activity.write(setup);
    }

    /** The ports of what a campaign is configured with: custom fields, configurations, workflows, campaigns. */
    public static final class Configurations {

        private final CustomFieldRepository customFields;
        private final RoutingConfigRepository routingConfigs;
        private final AppointmentConfigRepository appointmentConfigs;
        private final TransferConfigRepository transferConfigs;
        private final WorkflowRepository workflows;
        private final CampaignRepository campaigns;

        public Configurations(CustomFieldRepository customFields, RoutingConfigRepository routingConfigs,
                              AppointmentConfigRepository appointmentConfigs, TransferConfigRepository transferConfigs,
                              WorkflowRepository workflows, CampaignRepository campaigns) {
            this.customFields = customFields;
            this.routingConfigs = routingConfigs;
            this.appointmentConfigs = appointmentConfigs;
            this.transferConfigs = transferConfigs;
            this.workflows = workflows;
            this.campaigns = campaigns;
        }

        void write(OutreachSetup setup) {
            setup.customFields().forEach(customFields::insert);
            setup.routingConfigs().forEach(routingConfigs::save);
            setup.appointmentConfigs().forEach(appointmentConfigs::save);
            setup.transferConfigs().forEach(transferConfigs::save);
            setup.workflows().forEach(workflows::save);
            setup.campaigns().forEach(campaigns::insert);
        }
    }

    /**
     * The ports of the people and their history: customers, sources, enrollments, calls, inquiries,
     * and the consent ledger of their numbers.
     */
    public static final class Activity {

        private final CustomerRepository customers;
        private final SourceRepository sources;
        private final EnrollmentRepository enrollments;
        private final CallRepository calls;
        private final InquiryRepository inquiries;
        private final ConsentLedgerRepository consentLedger;

        public Activity(CustomerRepository customers, SourceRepository sources, EnrollmentRepository enrollments,
                        CallRepository calls, InquiryRepository inquiries, ConsentLedgerRepository consentLedger) {
            this.customers = customers;
            this.sources = sources;
            this.enrollments = enrollments;
            this.calls = calls;
            this.inquiries = inquiries;
            this.consentLedger = consentLedger;
        }

        void write(OutreachSetup setup) {
            inBatch(setup.customers(), customers::insertAll);
            setup.sources().forEach(sources::insert);
            inBatch(setup.enrollments(), enrollments::insertAll);
            inBatch(setup.calls(), calls::insertAll);
            inBatch(setup.inquiries(), inquiries::insertAll);
            inBatch(setup.consent(), consentLedger::append);
        }

        private static <T> void inBatch(List<T> records, Consumer<List<T>> insertAll) {
            if (!records.isEmpty()) {
                insertAll.accept(records);
            }
        }
    }
}
