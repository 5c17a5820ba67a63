package io.campaignoutreach.application.telephony;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.Objects;

/**
 * One call the engine asks the carrier to place: {@code to} from {@code callerId}. The
 * {@code attemptKey} is recorded before the carrier is asked, names this attempt for good and must
 * come back on every event of the call. {@code attemptNumber} counts the enrollment's attempts from
 * 1; {@code transferAllowed} says whether the campaign hands answered calls to an agent.
 */
public record CallAttempt(String attemptKey, PhoneNumber to, PhoneNumber callerId, int attemptNumber,
                          boolean transferAllowed) {

    public CallAttempt {
        Objects.requireNonNull(attemptKey, "attemptKey");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(callerId, "callerId");
        if (attemptKey.isBlank()) {
            throw new IllegalArgumentException("attemptKey must not be blank");
        }
        if (attemptNumber < 1) {
            throw new IllegalArgumentException("attemptNumber counts from 1");
        }
    }
}
