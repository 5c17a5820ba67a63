package io.campaignoutreach.application.access;

import io.campaignoutreach.domain.access.Capability;

/** The key lacks the capability the operation needs; the message names it. */
public final class MissingCapabilityException extends AccessDeniedException {

    private final Capability capability;

    public MissingCapabilityException(Capability capability) {
        super("This API key lacks the " + capability.wireName() + " capability");
        this.capability = capability;
    }

    public Capability capability() {
        return capability;
    }
}
