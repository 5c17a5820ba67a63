package io.campaignoutreach.application.idempotency;

import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Creates that a client may send again, as Stripe's: the first request with a key makes the record and stores
 * the key with it in one unit of work; the same request again within the key's life answers that record as it is
 * now, without making another; the key with another operation or body is an {@link IdempotencyConflictException}.
 * Two requests racing with one key make one record: the loser's unit of work is rolled back and it answers as a
 * repeat. A key's life is 24 hours, as the enrollment actions' (D9); an older key is free again.
 */
public final class IdempotentCreates {

    public static final Duration KEY_LIFE = Duration.ofHours(24);

    private final IdempotencyKeyRepository keys;
    private final TransactionRunner transactions;
    private final Clock clock;

    public IdempotentCreates(IdempotencyKeyRepository keys, TransactionRunner transactions, Clock clock) {
        this.keys = keys;
        this.transactions = transactions;
        this.clock = clock;
    }

    /**
     * Runs {@code create} once per key: {@code request} null creates every time. {@code operation} names the
     * kind of create (a key is the organization's across all of them); {@code id} is the record's id as stored
     * with the key and {@code stored} reads it again for a repeat, in the repeat's unit of work.
     */
    public <T> Created<T> create(OrganizationId organizationId, IdempotentRequest request, String operation,
                                 Supplier<T> create, Function<T, String> id, Function<String, T> stored) {
        if (request == null) {
            return new Created<>(create.get(), false);
        }
        try {
            return transactions.inTransaction(() -> {
                Optional<Created<T>> repeat = repeat(organizationId, request, operation, stored);
                if (repeat.isPresent()) {
                    return repeat.get();
                }
                T made = create.get();
                keys.insert(new IdempotentCreation(organizationId, request.key(), operation, request.fingerprint(),
                        id.apply(made), clock.instant()));
                return new Created<>(made, false);
            });
        } catch (ConflictException keyTakenMeanwhile) {
            return transactions.inTransaction(() -> repeat(organizationId, request, operation, stored)
                    .orElseThrow(() -> keyTakenMeanwhile));
        }
    }

    private <T> Optional<Created<T>> repeat(OrganizationId organizationId, IdempotentRequest request,
                                            String operation, Function<String, T> stored) {
        Optional<IdempotentCreation> earlier = keys.find(organizationId, request.key());
        if (earlier.isEmpty()) {
            return Optional.empty();
        }
        Instant bornBefore = clock.instant().minus(KEY_LIFE);
        if (earlier.get().createdAt().isBefore(bornBefore)) {
            keys.release(organizationId, request.key(), bornBefore);
            return Optional.empty();
        }
        if (!earlier.get().repeats(operation, request.fingerprint())) {
            throw new IdempotencyConflictException();
        }
        return Optional.of(new Created<>(stored.apply(earlier.get().resourceId()), true));
    }
}
