package io.campaignoutreach.domain.shared;

/**
 * A unique value is already taken, or a concurrent change won the race. Open to subclasses that
 * name which value, so callers that retry or report conflicts handle them alike.
 */
public class ConflictException extends DomainException {

    public ConflictException(String message) {
        super(message);
    }
}
