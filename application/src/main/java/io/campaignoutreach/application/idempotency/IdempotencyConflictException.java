package io.campaignoutreach.application.idempotency;

import io.campaignoutreach.domain.shared.DomainException;

/**
 * An idempotency key came back with another request: for enrollment actions another campaign, action, selection,
 * status or reason (D9); for a create, another operation or body.
 */
public final class IdempotencyConflictException extends DomainException {

    public IdempotencyConflictException() {
        super("This idempotency key was already used with a different request; use a new key for a new request");
    }
}
