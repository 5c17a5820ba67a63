package io.campaignoutreach.application.telephony;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Map;
import java.util.Objects;

/**
 * One call the engine asks the carrier to place for an organization: {@code to} from {@code callerId}. The
 * {@code attemptKey} is recorded before the carrier is asked, names this attempt for good and must come back on
 * every event of the call. {@code attemptNumber} counts the enrollment's attempts from 1;
 * {@code transferAllowed} says whether the campaign hands answered calls to an agent; {@code machineDetection}
 * whether the campaign's dialer asks the carrier to tell answering machines from people. {@code variables} are
 * what a voice agent may say of the customer and the campaign ({@code firstName}, {@code lastName},
 * {@code campaignName}), absent when unknown.
 */
public record CallAttempt(String attemptKey, OrganizationId organizationId, PhoneNumber to, PhoneNumber callerId,
                          int attemptNumber, boolean transferAllowed, boolean machineDetection,
                          Map<String, String> variables) {

    public CallAttempt {
        Objects.requireNonNull(attemptKey, "attemptKey");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(callerId, "callerId");
        variables = Map.copyOf(variables);
        if (attemptKey.isBlank()) {
            throw new IllegalArgumentException("attemptKey must not be blank");
        }
        if (attemptNumber < 1) {
            throw new IllegalArgumentException("attemptNumber counts from 1");
        }
    }
}
