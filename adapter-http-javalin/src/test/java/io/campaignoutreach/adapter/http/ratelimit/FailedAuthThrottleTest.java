package io.campaignoutreach.adapter.http.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class FailedAuthThrottleTest {

    private static final Instant T0 = Instant.parse("2025-06-01T12:00:00Z");
    /** Two failures at once, then one a minute. */
    private static final RateLimitPolicy POLICY = new RateLimitPolicy(1, 2);

    @Test
    void givenFailuresUpToTheBurst_whenChecked_thenThrottledUntilOneIsRefilled() {
        FailedAuthThrottle throttle = new FailedAuthThrottle(POLICY, 100);

        throttle.recordFailure("203.0.113.7", T0);
        long afterOne = throttle.retryAfterSeconds("203.0.113.7", T0);
        throttle.recordFailure("203.0.113.7", T0);

        assertThat(afterOne).isZero();
        assertThat(throttle.retryAfterSeconds("203.0.113.7", T0)).isEqualTo(60);
        assertThat(throttle.retryAfterSeconds("203.0.113.7", T0.plusSeconds(59))).isEqualTo(1);
        assertThat(throttle.retryAfterSeconds("203.0.113.7", T0.plusSeconds(60))).isZero();
        assertThat(throttle.retryAfterSeconds("203.0.113.8", T0)).isZero();
    }

    @Test
    void givenIpv6Host_whenItChangesAddressWithinIts64_thenStillTheSameClient() {
        FailedAuthThrottle throttle = new FailedAuthThrottle(POLICY, 100);

        throttle.recordFailure("2001:db8:1:2::1", T0);
        throttle.recordFailure("[2001:db8:1:2:ffff::9]", T0);

        assertThat(throttle.retryAfterSeconds("2001:db8:1:2:aaaa:bbbb:cccc:dddd", T0)).isEqualTo(60);
        assertThat(throttle.retryAfterSeconds("2001:db8:1:3::1", T0)).isZero();
        assertThat(throttle.trackedAddresses()).isEqualTo(1);
    }

    @Test
    void givenMoreAddressesThanTheBound_whenTheyFail_thenIdleOnesAreForgottenFirstAndTheBoundHolds() {
        FailedAuthThrottle throttle = new FailedAuthThrottle(POLICY, 100);
        // Throttled long ago: full again by the time the flood comes.
        throttle.recordFailure("198.51.100.1", T0);
        throttle.recordFailure("198.51.100.1", T0);
        Instant later = T0.plus(Duration.ofHours(1));
        // Throttled now, first in the flood.
        throttle.recordFailure("198.51.100.2", later);
        throttle.recordFailure("198.51.100.2", later);

        for (int i = 0; i < 1_000; i++) {
            throttle.recordFailure("10.0." + (i / 250) + "." + (i % 250), later);
        }

        assertThat(throttle.trackedAddresses()).isLessThanOrEqualTo(100);
        // The throttled address outlives the flood of single failures, which are closer to full.
        assertThat(throttle.retryAfterSeconds("198.51.100.2", later)).isEqualTo(60);
    }

    @Test
    void givenMalformedAddress_whenRecorded_thenCountedAsItIs() {
        FailedAuthThrottle throttle = new FailedAuthThrottle(POLICY, 100);

        throttle.recordFailure("not:an:address", T0);
        throttle.recordFailure("not:an:address", T0);

        assertThat(throttle.retryAfterSeconds("not:an:address", T0)).isEqualTo(60);
    }
}
