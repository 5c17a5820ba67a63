package io.campaignoutreach.application.access;

import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeySecret;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Authenticates by the SHA-256 of the presented key, so the store is searched by hash and the
 * secret is never held. {@code lastUsedAt} is written at most once a minute per key.
 */
public final class AuthenticateService implements AuthenticateUseCase {

    private static final Duration LAST_USED_GRANULARITY = Duration.ofMinutes(1);

    private final ApiKeyRepository keys;
    private final Clock clock;

    public AuthenticateService(ApiKeyRepository keys, Clock clock) {
        this.keys = keys;
        this.clock = clock;
    }

    @Override
    public AccessContext authenticate(String presentedKey) {
        if (!ApiKeySecret.isWellFormed(presentedKey)) {
            throw new UnauthenticatedException();
        }
        String hash = ApiKeySecret.hash(presentedKey);
        Instant now = clock.instant();
        Optional<ApiKey> found = keys.findBySecretHash(hash);
        if (found.isEmpty() || !found.get().matchesHash(hash) || !found.get().isActiveAt(now)) {
            throw new UnauthenticatedException();
        }
        ApiKey key = found.get();
        if (key.lastUsedAt() == null || key.lastUsedAt().plus(LAST_USED_GRANULARITY).isBefore(now)) {
            keys.recordUse(key.id(), now);
        }
        return AccessContext.of(key);
    }
}
