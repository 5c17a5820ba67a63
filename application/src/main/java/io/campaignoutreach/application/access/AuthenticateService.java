package io.campaignoutreach.application.access;

import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeySecret;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Authenticates by the SHA-256 of the presented key, so the store is searched by hash and the
 * secret is never held. A key found is reused for {@code reuseFor} (decision P55) rather than read
 * again on every request; an unknown key is never remembered. {@code lastUsedAt} is written at most
 * once a minute per key.
 */
public final class AuthenticateService implements AuthenticateUseCase {

    private static final Duration LAST_USED_GRANULARITY = Duration.ofMinutes(1);
    /** Beyond this many remembered keys the memory is emptied, so presented keys cannot grow it without end. */
    static final int MAX_REMEMBERED = 10_000;

    private final ApiKeyRepository keys;
    private final Clock clock;
    private final Duration reuseFor;
    private final Map<String, Found> found = new ConcurrentHashMap<>();

    /** A key as read at {@code readAt}, what it grants, and when its use was last written. */
    private record Found(ApiKey key, AccessContext access, Instant readAt, Instant lastRecorded) {

        Found(ApiKey key, Instant readAt, Instant lastRecorded) {
            this(key, AccessContext.of(key), readAt, lastRecorded);
        }

        Found recordedAt(Instant used) {
            return new Found(key, access, readAt, used);
        }
    }

    /** Reads the key on every request. */
    public AuthenticateService(ApiKeyRepository keys, Clock clock) {
        this(keys, clock, Duration.ZERO);
    }

    public AuthenticateService(ApiKeyRepository keys, Clock clock, Duration reuseFor) {
        this.keys = keys;
        this.clock = clock;
        this.reuseFor = reuseFor;
    }

    @Override
    public AccessContext authenticate(String presentedKey) {
        if (!ApiKeySecret.isWellFormed(presentedKey)) {
            throw new UnauthenticatedException();
        }
        String hash = ApiKeySecret.hash(presentedKey);
        Instant now = clock.instant();
        Found known = found.get(hash);
        if (known == null || !now.isBefore(known.readAt().plus(reuseFor)) || now.isBefore(known.readAt())) {
            known = read(hash, now);
        }
        ApiKey key = known.key();
        if (!key.matchesHash(hash) || !key.isActiveAt(now)) {
            throw new UnauthenticatedException();
        }
        if (known.lastRecorded() == null || known.lastRecorded().plus(LAST_USED_GRANULARITY).isBefore(now)) {
            keys.recordUse(key.id(), now);
            remember(hash, known.recordedAt(now));
        }
        return known.access();
    }

    private Found read(String hash, Instant now) {
        Optional<ApiKey> stored = keys.findBySecretHash(hash);
        if (stored.isEmpty()) {
            found.remove(hash);
            throw new UnauthenticatedException();
        }
        Found read = new Found(stored.get(), now, stored.get().lastUsedAt());
        remember(hash, read);
        return read;
    }

    private void remember(String hash, Found key) {
        if (reuseFor.isZero()) {
            return;
        }
        if (found.size() >= MAX_REMEMBERED) {
            found.clear();
        }
        found.put(hash, key);
    }
}
