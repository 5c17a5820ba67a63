package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.adapter.workspace.document.AppointmentConfigElement;
import io.campaignoutreach.adapter.workspace.document.CallElement;
import io.campaignoutreach.adapter.workspace.document.CampaignElement;
import io.campaignoutreach.adapter.workspace.document.CustomFieldElement;
import io.campaignoutreach.adapter.workspace.document.CustomerElement;
import io.campaignoutreach.adapter.workspace.document.EnrollmentElement;
import io.campaignoutreach.adapter.workspace.document.FileElement;
import io.campaignoutreach.adapter.workspace.document.InquiryElement;
import io.campaignoutreach.adapter.workspace.document.RoutingConfigElement;
import io.campaignoutreach.adapter.workspace.document.SourceElement;
import io.campaignoutreach.adapter.workspace.document.TransferConfigElement;
import io.campaignoutreach.adapter.workspace.document.WorkflowElement;
import io.campaignoutreach.application.setup.OutreachSetup;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The kinds of element a workspace document holds, each with the record its elements bind to, in
 * the order they are read and stored: an element may refer to elements of any kind by their file
 * ids, and the store is written in this order so that what is referred to exists first.
 */
public enum ElementKind {
    CUSTOM_FIELDS("customFields", "customField", CustomFieldElement.class),
    ROUTING_CONFIGS("routingConfigs", "routingConfig", RoutingConfigElement.class),
    APPOINTMENT_CONFIGS("appointmentConfigs", "appointmentConfig", AppointmentConfigElement.class),
    TRANSFER_CONFIGS("transferConfigs", "transferConfig", TransferConfigElement.class),
    WORKFLOWS("workflows", "workflow", WorkflowElement.class),
    CAMPAIGNS("campaigns", "campaign", CampaignElement.class),
    CUSTOMERS("customers", "customer", CustomerElement.class),
    SOURCES("sources", "source", SourceElement.class),
    ENROLLMENTS("enrollments", "enrollment", EnrollmentElement.class),
    CALLS("calls", "call", CallElement.class),
    INQUIRIES("inquiries", "inquiry", InquiryElement.class);

    private final String member;
    private final String singular;
    private final Class<? extends FileElement> record;

    ElementKind(String member, String singular, Class<? extends FileElement> record) {
        this.member = member;
        this.singular = singular;
        this.record = record;
    }

    /** The top-level member of the document that lists elements of this kind, e.g. {@code transferConfigs}. */
    public String member() {
        return member;
    }

    /** The kind a top-level member lists, if any. */
    static Optional<ElementKind> ofMember(String member) {
        return Arrays.stream(values()).filter(kind -> kind.member.equals(member)).findFirst();
    }

    /** How many elements of each kind the records hold, in this order. */
    public static Map<ElementKind, Integer> counts(OutreachSetup records) {
        Map<ElementKind, Integer> counts = new EnumMap<>(ElementKind.class);
        counts.put(CUSTOM_FIELDS, records.customFields().size());
        counts.put(ROUTING_CONFIGS, records.routingConfigs().size());
        counts.put(APPOINTMENT_CONFIGS, records.appointmentConfigs().size());
        counts.put(TRANSFER_CONFIGS, records.transferConfigs().size());
        counts.put(WORKFLOWS, records.workflows().size());
        counts.put(CAMPAIGNS, records.campaigns().size());
        counts.put(CUSTOMERS, records.customers().size());
        counts.put(SOURCES, records.sources().size());
        counts.put(ENROLLMENTS, records.enrollments().size());
        counts.put(CALLS, records.calls().size());
        counts.put(INQUIRIES, records.inquiries().size());
        return counts;
    }

    /** One element, as error messages name it, e.g. {@code transferConfig}. */
    public String singular() {
        return singular;
    }

    /** The record an element of this kind binds to. */
    Class<? extends FileElement> record() {
        return record;
    }
}
