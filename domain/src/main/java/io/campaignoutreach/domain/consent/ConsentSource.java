package io.campaignoutreach.domain.consent;

/** How a consent or revocation reached the service. */
public enum ConsentSource {
    /** A client's sync of its customers. */
    SYNC,
    /** A workspace import. */
    IMPORT,
    /** A client's request naming the consent itself. */
    API,
    /** A text from the number: an opt-out or opt-in keyword. */
    INBOUND_KEYWORD,
    /** What the callee said on a call. */
    CALL_OUTCOME,
    /** An operator, by hand. */
    OPERATOR;

    /**
     * Whether a consent from here undoes a standing revocation. A sync or an import repeats what a
     * client's system held, which may predate the revocation; only a new act of the customer, as an
     * opt-in text, a call or a request naming the consent, may undo it.
     */
    public boolean overridesRevocation() {
        return this != SYNC && this != IMPORT;
    }
}
