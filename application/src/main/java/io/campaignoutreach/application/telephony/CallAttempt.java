package io.campaignoutreach.application.telephony;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.Objects;

/**
 * One call the engine asks the carrier to place. {@code attemptKey} is recorded before the carrier
 * is asked and identifies this attempt for good: a carrier given the same key twice places one
 * call and answers both times with its result. {@code attemptNumber} counts the enrollment's
 * attempts from 1; {@code transferAllowed} says whether the campaign hands answered calls to an
 * agent.
 */
public record CallAttempt(String attemptKey, PhoneNumber to, String callerId, int attemptNumber,
                          boolean transferAllowed) {

    public CallAttempt {
        Objects.requireNonNull(attemptKey, "attemptKey");
        Objects.requireNonNull(to, "to");
        if (attemptKey.isBlank()) {
            throw new IllegalArgumentException("attemptKey must not be blank");
        }
        if (attemptNumber < 1) {
            throw new IllegalArgumentException("attemptNumber counts from 1");
        }
    }
}
