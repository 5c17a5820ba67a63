package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.domain.shared.DomainException;

/** An idempotency key came back with another campaign, action, selection, status or reason (D9). */
public final class IdempotencyConflictException extends DomainException {

    public IdempotencyConflictException() {
        super("This idempotency key was already used with a different request; use a new key for a new request");
    }
}
