package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.ApiKeyRepository;
import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.access.ManageApiKeysService;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.application.access.UnauthenticatedException;
import io.campaignoutreach.application.organization.CreateOrganizationService;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.ApiKeySecret;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * How long a key check takes must not tell an attacker how much of a key is right. The check
 * never compares the presented key with a stored one: it looks the key up by its SHA-256, and a
 * key that is right but for one character has a hash unrelated to the real one. These tests pin
 * that every presented key, nearly right or wholly wrong, costs exactly one lookup by its hash.
 */
class KeyCheckTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-06-01T10:00:00Z"), ZoneOffset.UTC);
    private final StorePorts store = InMemoryRepositories.create();
    private final RecordingKeys recording = new RecordingKeys(store.apiKeys());
    private final AuthenticateService authenticate = new AuthenticateService(recording, clock);
    private String secret;

    @BeforeEach
    void setUp() {
        OrganizationId org = new CreateOrganizationService(store.organizations(), UUID::randomUUID, clock)
                .create("Harbor Insurance", null).id();
        ApiKey.Issued issued = new ManageApiKeysService(store.apiKeys(), store.organizations(), UUID::randomUUID,
                clock).create(new CreateApiKeyCommand(org, "ops", Set.of(Capability.ALL), false, null));
        secret = issued.secret().value();
    }

    @Test
    void givenKeysRightToDifferentLengths_whenChecked_thenEachCostsOneLookupByItsHashAlone() {
        List<String> presented = List.of(
                withCharacterChanged(secret, secret.length() - 1),
                withCharacterChanged(secret, secret.length() / 2),
                withCharacterChanged(secret, ApiKeySecret.PREFIX.length()),
                ApiKeySecret.generate().value());

        for (String key : presented) {
            recording.lookups.clear();
            assertThatThrownBy(() -> authenticate.authenticate(key)).isInstanceOf(UnauthenticatedException.class);
            assertThat(recording.lookups).as(key).containsExactly(ApiKeySecret.hash(key));
        }
        assertThat(recording.otherCalls).isZero();
    }

    @Test
    void givenTheRightKey_whenChecked_thenTheSameSingleLookupFindsIt() {
        authenticate.authenticate(secret);

        assertThat(recording.lookups).containsExactly(ApiKeySecret.hash(secret));
    }

    @Test
    void givenKeyReuse_whenAKeyIsUsedAgainWithinASecond_thenItIsReadOnceAndAgainAfterwards() {
        MutableClock ticking = new MutableClock(clock.instant());
        AuthenticateService reusing = new AuthenticateService(recording, ticking, Duration.ofSeconds(1));

        reusing.authenticate(secret);
        ticking.advance(Duration.ofMillis(999));
        reusing.authenticate(secret);
        assertThat(recording.lookups).hasSize(1);

        ticking.advance(Duration.ofMillis(1));
        reusing.authenticate(secret);
        assertThat(recording.lookups).hasSize(2);
    }

    @Test
    void givenKeyReuse_whenTheKeyIsRevoked_thenItIsRefusedOnceItsReuseIsOver() {
        MutableClock ticking = new MutableClock(clock.instant());
        AuthenticateService reusing = new AuthenticateService(recording, ticking, Duration.ofSeconds(1));
        reusing.authenticate(secret);
        ApiKey stored = store.apiKeys().findBySecretHash(ApiKeySecret.hash(secret)).orElseThrow();
        store.apiKeys().update(stored.revoke(ticking.instant()));

        ticking.advance(Duration.ofMillis(500));
        reusing.authenticate(secret);
        ticking.advance(Duration.ofMillis(500));

        assertThatThrownBy(() -> reusing.authenticate(secret)).isInstanceOf(UnauthenticatedException.class);
    }

    @Test
    void givenKeyReuse_whenAnUnknownKeyIsPresentedTwice_thenItIsLookedUpBothTimes() {
        AuthenticateService reusing = new AuthenticateService(recording, clock, Duration.ofSeconds(1));
        String unknown = ApiKeySecret.generate().value();

        for (int i = 0; i < 2; i++) {
            assertThatThrownBy(() -> reusing.authenticate(unknown)).isInstanceOf(UnauthenticatedException.class);
        }
        assertThat(recording.lookups).hasSize(2);
    }

    @Test
    void givenKeyReuse_whenUsedForNinetySeconds_thenItsUseIsWrittenOnceAMinute() {
        MutableClock ticking = new MutableClock(clock.instant());
        AuthenticateService reusing = new AuthenticateService(recording, ticking, Duration.ofSeconds(1));

        for (int halfSecond = 0; halfSecond <= 180; halfSecond++) {
            reusing.authenticate(secret);
            ticking.advance(Duration.ofMillis(500));
        }

        assertThat(recording.usesRecorded).isEqualTo(2);
    }

    private static String withCharacterChanged(String key, int index) {
        char replacement = key.charAt(index) == 'A' ? 'B' : 'A';
        return key.substring(0, index) + replacement + key.substring(index + 1);
    }

    /** The real store, remembering the hashes looked up and counting every other read. */
    private static final class RecordingKeys implements ApiKeyRepository {
        private final ApiKeyRepository delegate;
        private final List<String> lookups = new ArrayList<>();
        private int otherCalls;
        private int usesRecorded;

        RecordingKeys(ApiKeyRepository delegate) {
            this.delegate = delegate;
        }

        @Override
        public Optional<ApiKey> findBySecretHash(String secretHash) {
            lookups.add(secretHash);
            return delegate.findBySecretHash(secretHash);
        }

        @Override
        public void insert(ApiKey key) {
            otherCalls++;
            delegate.insert(key);
        }

        @Override
        public void update(ApiKey key) {
            otherCalls++;
            delegate.update(key);
        }

        @Override
        public Optional<ApiKey> findById(ApiKeyId id) {
            otherCalls++;
            return delegate.findById(id);
        }

        @Override
        public List<ApiKey> findByOrganization(OrganizationId organizationId) {
            otherCalls++;
            return delegate.findByOrganization(organizationId);
        }

        @Override
        public void recordUse(ApiKeyId id, Instant usedAt) {
            usesRecorded++;
            delegate.recordUse(id, usedAt);
        }
    }
}
