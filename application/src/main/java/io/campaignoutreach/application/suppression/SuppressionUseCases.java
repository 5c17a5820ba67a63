package io.campaignoutreach.application.suppression;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;

/**
 * Use cases of the organization's suppressed phone numbers: list and read them (needs
 * suppressions.view), suppress a number and lift a suppression (needs suppressions.manage; not for
 * read-only keys).
 */
public interface SuppressionUseCases {

    /** A page of the active suppressions, newest first. */
    Page<Suppression> list(AccessContext access, PageRequest page);

    /** One suppression, active or lifted; another organization's is not found. */
    Suppression get(AccessContext access, SuppressionId id);

    default Added add(AccessContext access, NewSuppression request) {
        return add(access, request, new Violations());
    }

    /**
     * Suppresses the number. A number already suppressed keeps its suppression as it is, which is
     * answered with {@code created} false. {@code found} holds the rules the caller already found
     * broken; they are reported with the use case's own, and nothing is stored.
     */
    Added add(AccessContext access, NewSuppression request, Violations found);

    /**
     * Lifts the suppression, recording now and the caller; lifting a lifted one is a
     * {@link io.campaignoutreach.domain.shared.ConflictException}.
     */
    Suppression lift(AccessContext access, SuppressionId id);

    /** The number's active suppression, and whether this request made it. */
    record Added(Suppression suppression, boolean created) {
    }
}
