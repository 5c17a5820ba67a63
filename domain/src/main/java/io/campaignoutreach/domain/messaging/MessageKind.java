package io.campaignoutreach.domain.messaging;

import java.util.Locale;

/**
 * What a text is: one of a campaign's SMS types, the service's answer to a keyword, or a customer's
 * own text. Answers to keywords carry no marketing and are sent even to an opted-out number: the one
 * confirmation of an opt-out is what the rules allow after it.
 */
public enum MessageKind {
    CAMPAIGN, OPT_OUT_CONFIRMATION, OPT_IN_CONFIRMATION, HELP_REPLY, CUSTOMER;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** An answer to a customer's keyword. */
    public boolean isReply() {
        return this == OPT_OUT_CONFIRMATION || this == OPT_IN_CONFIRMATION || this == HELP_REPLY;
    }
}
