package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.application.setup.OutreachSetup;
import java.util.EnumMap;
import java.util.Map;

/**
 * The kinds of element a workspace document holds, in the order they are read and written: an
 * element may refer to elements of any kind by their file ids, and the store is written in this
 * order so that what is referred to exists first.
 */
public enum ElementKind {
    CUSTOM_FIELDS("customFields", "customField"),
    ROUTING_CONFIGS("routingConfigs", "routingConfig"),
    APPOINTMENT_CONFIGS("appointmentConfigs", "appointmentConfig"),
    TRANSFER_CONFIGS("transferConfigs", "transferConfig"),
    WORKFLOWS("workflows", "workflow"),
    CAMPAIGNS("campaigns", "campaign"),
    CUSTOMERS("customers", "customer"),
    SOURCES("sources", "source"),
    ENROLLMENTS("enrollments", "enrollment"),
    CALLS("calls", "call"),
    INQUIRIES("inquiries", "inquiry");

    private final String member;
    private final String singular;

    ElementKind(String member, String singular) {
        this.member = member;
        this.singular = singular;
    }

    /** The top-level member of the document that lists elements of this kind, e.g. {@code transferConfigs}. */
    public String member() {
        return member;
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
}
