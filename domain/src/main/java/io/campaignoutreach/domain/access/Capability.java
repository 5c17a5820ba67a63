package io.campaignoutreach.domain.access;

import java.util.Arrays;
import java.util.Optional;

/** A permission carried by an API key (D6). {@link #ALL} grants every other one. */
public enum Capability {
    ALL("*"),
    CAMPAIGNS_VIEW("campaigns.view"),
    CAMPAIGNS_MANAGE("campaigns.manage"),
    CUSTOMERS_VIEW("customers:view"),
    CAMPAIGN_ENROLLMENT_MANAGE("campaign_enrollment.manage"),
    SOURCES_VIEW("sources.view"),
    SOURCES_MANAGE("sources.manage"),
    INQUIRIES_VIEW("inquiries.view"),
    INQUIRIES_MANAGE("inquiries.manage"),
    CUSTOMERS_SYNC("customers.sync"),
    CUSTOM_FIELDS_MANAGE("custom_fields.manage"),
    ROUTING_VIEW("routing.view"),
    SUPPRESSIONS_VIEW("suppressions.view"),
    SUPPRESSIONS_MANAGE("suppressions.manage"),
    CONSENT_VIEW("consent.view"),
    CONSENT_MANAGE("consent.manage"),
    PROVIDERS_MANAGE("providers.manage");

    private final String wireName;

    Capability(String wireName) {
        this.wireName = wireName;
    }

    /** The name as written on keys and in error messages, e.g. {@code campaigns.view}. */
    public String wireName() {
        return wireName;
    }

    public static Optional<Capability> fromWireName(String name) {
        return Arrays.stream(values()).filter(c -> c.wireName.equals(name)).findFirst();
    }
}
