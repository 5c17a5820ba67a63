package io.campaignoutreach.domain.shared;

/** A unique value is already taken, or a concurrent change won the race. */
public final class ConflictException extends DomainException {

    public ConflictException(String message) {
        super(message);
    }
}
