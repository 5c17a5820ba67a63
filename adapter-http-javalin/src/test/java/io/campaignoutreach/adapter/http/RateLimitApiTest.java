package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The request limits over HTTP (D8, P1, P31-P33), with buckets that refill only as the test moves the clock. */
class RateLimitApiTest {

    /** Five requests at once, then one a second. */
    private static final RateLimitPolicy PER_KEY = new RateLimitPolicy(60, 5);
    /** Three failed authentications at once, then one every ten seconds. */
    private static final RateLimitPolicy FAILED_AUTH = new RateLimitPolicy(6, 3);
    private static final String CAMPAIGNS = "/v2/campaigns";
    private static final String WRONG_KEY = "cc_" + "0".repeat(40);

    private final MutableClock clock = new MutableClock(Instant.parse("2025-06-01T12:00:00Z"));
    private TestApi api;

    @BeforeEach
    void setUp() {
        api = TestApi.withRateLimits(PER_KEY, FAILED_AUTH, clock);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private static void assertLimitHeaders(TestApi.Response response, int remaining, int reset) {
        assertThat(response.header("RateLimit-Limit")).as(response.text()).isEqualTo("5");
        assertThat(response.header("RateLimit-Remaining")).isEqualTo(Integer.toString(remaining));
        assertThat(response.header("RateLimit-Reset")).isEqualTo(Integer.toString(reset));
    }

    private static void assertNoLimitHeaders(TestApi.Response response) {
        assertThat(response.headers().keySet()).noneMatch(name -> name.toLowerCase().startsWith("ratelimit-"));
    }

    private static void assertRateLimited(TestApi.Response response, long retryAfter) {
        assertThat(response.status()).as(response.text()).isEqualTo(429);
        JsonNode body = response.json();
        List<String> members = new ArrayList<>();
        body.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("message", "code", "retryAfter");
        assertThat(response.code()).isEqualTo("RATE_LIMITED");
        assertThat(body.get("retryAfter").isIntegralNumber()).isTrue();
        assertThat(body.get("retryAfter").asLong()).isEqualTo(retryAfter);
        assertThat(response.header("Retry-After")).isEqualTo(Long.toString(retryAfter));
    }

    private void spend(String key, int requests) {
        for (int i = 0; i < requests; i++) {
            assertThat(api.get(CAMPAIGNS, key).status()).isEqualTo(200);
        }
    }

    @Test
    void givenKey_whenRequestsSucceed_thenHeadersShowTheBucketAfterEach() {
        TestApi.Response first = api.get(CAMPAIGNS, api.fullKey);
        TestApi.Response second = api.get(CAMPAIGNS, api.fullKey);

        assertThat(first.status()).isEqualTo(200);
        assertLimitHeaders(first, 4, 1);
        assertLimitHeaders(second, 3, 2);
    }

    @Test
    void givenAcceptedKey_whenAnswered403Or404Or422_thenHeadersPresentAndEachCostsAToken() {
        String customersOnly = api.key(api.orgA, Set.of(Capability.CUSTOMERS_VIEW), false);

        TestApi.Response forbidden = api.get(CAMPAIGNS, customersOnly);
        TestApi.Response notFound = api.get("/v2/customers/" + UUID.randomUUID(), customersOnly);
        TestApi.Response invalid = api.get(CAMPAIGNS + "?page=0", api.fullKey);

        assertThat(forbidden.status()).isEqualTo(403);
        assertLimitHeaders(forbidden, 4, 1);
        assertThat(notFound.status()).isEqualTo(404);
        assertLimitHeaders(notFound, 3, 2);
        assertThat(invalid.status()).isEqualTo(422);
        assertLimitHeaders(invalid, 4, 1);
    }

    @Test
    void givenBurstSpent_whenAnotherRequest_then429WithRetryAfterAndHeaders() {
        spend(api.fullKey, 5);

        TestApi.Response refused = api.get(CAMPAIGNS, api.fullKey);

        assertRateLimited(refused, 1);
        assertLimitHeaders(refused, 0, 5);
        assertThat(refused.json().get("message").asText()).contains("retry after 1 seconds");
    }

    @Test
    void givenRateLimitedKey_whenRetryAfterHasPassed_thenAllowedAgainAndFullAfterTheReset() {
        spend(api.fullKey, 5);
        assertThat(api.get(CAMPAIGNS, api.fullKey).status()).isEqualTo(429);

        clock.advance(Duration.ofSeconds(1));
        TestApi.Response afterRetry = api.get(CAMPAIGNS, api.fullKey);
        TestApi.Response tooSoon = api.get(CAMPAIGNS, api.fullKey);
        clock.advance(Duration.ofSeconds(5));
        TestApi.Response afterReset = api.get(CAMPAIGNS, api.fullKey);

        assertThat(afterRetry.status()).isEqualTo(200);
        assertLimitHeaders(afterRetry, 0, 5);
        assertRateLimited(tooSoon, 1);
        assertThat(afterReset.status()).isEqualTo(200);
        assertLimitHeaders(afterReset, 4, 1);
    }

    @Test
    void givenEnrollmentJob_whenPolled_thenEveryPollCountsAndPollsCanBeRateLimited() {
        Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).build();
        api.store.campaigns().insert(campaign);
        TestApi.Response accepted = api.post("/v2/campaigns/" + campaign.id() + "/enrollment", api.fullKey,
                "{\"customer\":{\"customerId\":\"" + UUID.randomUUID() + "\"}}");
        assertThat(accepted.status()).as(accepted.text()).isEqualTo(202);
        assertLimitHeaders(accepted, 4, 1);
        String statusUrl = accepted.json().get("statusUrl").asText();

        List<String> remaining = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            TestApi.Response poll = api.get(statusUrl, api.fullKey);
            assertThat(poll.status()).isEqualTo(200);
            remaining.add(poll.header("RateLimit-Remaining"));
        }
        TestApi.Response refusedPoll = api.get(statusUrl, api.fullKey);

        assertThat(remaining).containsExactly("3", "2", "1", "0");
        assertRateLimited(refusedPoll, 1);
    }

    @Test
    void givenTwoKeys_whenOneIsRateLimited_thenTheOtherIsNot() {
        String otherKey = api.key(api.orgA, Set.of(Capability.ALL), false);
        spend(api.fullKey, 5);

        TestApi.Response other = api.get(CAMPAIGNS, otherKey);

        assertThat(api.get(CAMPAIGNS, api.fullKey).status()).isEqualTo(429);
        assertThat(other.status()).isEqualTo(200);
        assertLimitHeaders(other, 4, 1);
    }

    @Test
    void givenUnauthenticatedRequests_whenKeyUsedAfterwards_thenTheyCostItNothingAndCarryNoLimitHeaders() {
        TestApi.Response missing = api.get(CAMPAIGNS, null);
        TestApi.Response wrong = api.get(CAMPAIGNS, WRONG_KEY);

        TestApi.Response valid = api.get(CAMPAIGNS, api.fullKey);

        assertThat(missing.status()).isEqualTo(401);
        assertNoLimitHeaders(missing);
        assertThat(wrong.status()).isEqualTo(401);
        assertNoLimitHeaders(wrong);
        assertLimitHeaders(valid, 4, 1);
    }

    @Test
    void givenUnknownRoute_whenCalledWithKey_thenNotCountedAndNoLimitHeaders() {
        TestApi.Response unknown = api.get("/v2/nowhere", api.fullKey);

        assertThat(unknown.status()).isEqualTo(404);
        assertNoLimitHeaders(unknown);
        assertLimitHeaders(api.get(CAMPAIGNS, api.fullKey), 4, 1);
    }

    @Test
    void givenRepeatedFailedAuthentication_whenAddressBucketEmpty_thenWrongKeysGet429AndAValidKeyIsStillServed() {
        List<Integer> failures = List.of(api.get(CAMPAIGNS, null).status(), api.get(CAMPAIGNS, "not a key").status(),
                api.get(CAMPAIGNS, WRONG_KEY).status());

        TestApi.Response throttledWrong = api.get(CAMPAIGNS, WRONG_KEY);
        TestApi.Response throttledMissing = api.get(CAMPAIGNS, null);
        TestApi.Response valid = api.get(CAMPAIGNS, api.fullKey);

        assertThat(failures).containsExactly(401, 401, 401);
        assertRateLimited(throttledWrong, 10);
        assertNoLimitHeaders(throttledWrong);
        assertThat(throttledWrong.json().get("message").asText()).contains("failed authentication");
        assertRateLimited(throttledMissing, 10);
        // Many clients share one address (an office behind NAT): a valid key is limited by its own bucket only.
        assertThat(valid.status()).isEqualTo(200);
        assertLimitHeaders(valid, 4, 1);
    }

    @Test
    void givenThrottledAddress_whenOneFailureIsRefilled_thenOneMoreAttemptWhileValidKeysAreServedThroughout() {
        for (int i = 0; i < 3; i++) {
            api.get(CAMPAIGNS, WRONG_KEY);
        }
        assertThat(api.get(CAMPAIGNS, WRONG_KEY).status()).isEqualTo(429);

        clock.advance(Duration.ofSeconds(9));
        TestApi.Response stillThrottled = api.get(CAMPAIGNS, WRONG_KEY);
        TestApi.Response validMeanwhile = api.get(CAMPAIGNS, api.fullKey);
        clock.advance(Duration.ofSeconds(1));
        TestApi.Response wrongAgain = api.get(CAMPAIGNS, WRONG_KEY);
        TestApi.Response throttledAgain = api.get(CAMPAIGNS, WRONG_KEY);

        assertRateLimited(stillThrottled, 1);
        assertThat(validMeanwhile.status()).isEqualTo(200);
        assertThat(wrongAgain.status()).isEqualTo(401);
        assertRateLimited(throttledAgain, 10);
    }
}
