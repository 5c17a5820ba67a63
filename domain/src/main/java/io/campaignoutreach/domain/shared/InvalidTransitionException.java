package io.campaignoutreach.domain.shared;

/** A state change that the aggregate's transition table does not allow. */
public final class InvalidTransitionException extends DomainException {

    private final String from;
    private final String to;

    public InvalidTransitionException(String subject, String from, String to) {
        super("Cannot change " + subject + " status from " + from + " to " + to);
        this.from = from;
        this.to = to;
    }

    public String from() {
        return from;
    }

    public String to() {
        return to;
    }
}
