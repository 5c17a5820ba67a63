package io.campaignoutreach.adapter.provider.webhooks;

import java.util.Locale;

/** Why an inbound provider request was refused; one counter per reason tells an operator what is going on. */
public enum RefusalReason {
    /** A header or URL part the scheme needs was not sent: an unsigned request, or a proxy that dropped it. */
    MISSING,
    /** A signature or body hash that does not match what arrived: altered on the way, or signed with another key. */
    TAMPERED,
    /** A signed timestamp outside the tolerance: a replay, or a sender whose clock is far off. */
    STALE,
    /** A shared secret sent as is that is not the configured one. */
    WRONG_CREDENTIAL;

    /** The reason as a metric tag value, {@code wrong_credential}. */
    public String tag() {
        return name().toLowerCase(Locale.ROOT);
    }
}
