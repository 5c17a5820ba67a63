package io.campaignoutreach.adapter.workspace;

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

    /** One element, as error messages name it, e.g. {@code transferConfig}. */
    public String singular() {
        return singular;
    }
}
