package io.campaignoutreach.application.suppression;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * The organization's suppressed phone numbers (P63). Adding a number already suppressed answers its
 * active suppression instead of failing, so a client may send the same request again safely.
 */
public final class SuppressionService implements SuppressionUseCases {

    /** A suppression found by number can be lifted before it is read; so few tries always suffice in practice. */
    private static final int ADD_ATTEMPTS = 3;

    private final SuppressionRepository suppressions;
    private final IdGenerator ids;
    private final Clock clock;

    public SuppressionService(SuppressionRepository suppressions, IdGenerator ids, Clock clock) {
        this.suppressions = suppressions;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public Page<Suppression> list(AccessContext access, PageRequest page) {
        access.require(Capability.SUPPRESSIONS_VIEW);
        return suppressions.findActive(access.organizationId(), page);
    }

    @Override
    public Suppression get(AccessContext access, SuppressionId id) {
        access.require(Capability.SUPPRESSIONS_VIEW);
        return found(access, id);
    }

    @Override
    public Added add(AccessContext access, NewSuppression request, Violations found) {
        access.requireWrite(Capability.SUPPRESSIONS_MANAGE);
        if (request.phoneNumber() == null && !found.covers(List.of("phoneNumber"))) {
            found.add(Violation.required(List.of("phoneNumber")));
        }
        String reason = request.reason();
        if (reason != null && reason.codePointCount(0, reason.length()) > Suppression.MAX_REASON_LENGTH
                && !found.covers(List.of("reason"))) {
            found.add(Violation.of(List.of("reason"), ViolationCode.TOO_BIG,
                    "must be at most " + Suppression.MAX_REASON_LENGTH + " characters"));
        }
        found.throwIfAny();
        for (int attempt = 1; ; attempt++) {
            Suppression suppression = Suppression.create(SuppressionId.of(ids.newId()), access.organizationId(),
                    request.phoneNumber(), SuppressionSource.API, reason, clock.instant());
            if (suppressions.addIfAbsent(suppression)) {
                return new Added(suppression, true);
            }
            Optional<Suppression> active = suppressions.findActive(access.organizationId(), request.phoneNumber());
            if (active.isPresent()) {
                return new Added(active.get(), false);
            }
            if (attempt == ADD_ATTEMPTS) {
                throw new ConflictException("the number's suppression changed meanwhile; try again");
            }
        }
    }

    @Override
    public Suppression lift(AccessContext access, SuppressionId id) {
        access.requireWrite(Capability.SUPPRESSIONS_MANAGE);
        Suppression lifted = found(access, id).lift(clock.instant(), access.callerName());
        if (!suppressions.recordLift(lifted)) {
            // Another request lifted it between the read and the write: its lift is the one kept.
            throw new ConflictException("suppression " + id + " was already lifted");
        }
        return lifted;
    }

    private Suppression found(AccessContext access, SuppressionId id) {
        return suppressions.findById(access.organizationId(), id)
                .orElseThrow(() -> new NotFoundException("Suppression"));
    }
}
