package io.campaignoutreach.adapter.provider.vapi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The per-call server URL: the attempt key survives the trip through Vapi whatever its characters. */
class VapiWebhookUrlTest {

    @ParameterizedTest
    @ValueSource(strings = {"att-1", "a b", "a+b", "a&attempt=evil", "k/1?x#y", "ключ-é", "100%"})
    void givenAttemptKey_whenPutInTheUrlAndReadBack_thenTheSameKey(String attemptKey) {
        String url = VapiWebhookUrl.of("https://outreach.example.com", "acct 1", attemptKey);

        assertThat(url).startsWith("https://outreach.example.com/webhooks/vapi/acct%201/events?attempt=");
        assertThat(VapiWebhookUrl.attemptKey(url)).contains(attemptKey);
    }

    @Test
    void givenUrlWithoutOrWithBrokenAttempt_whenRead_thenNone() {
        assertThat(VapiWebhookUrl.attemptKey("https://o.example.com/webhooks/vapi/a/events")).isEmpty();
        assertThat(VapiWebhookUrl.attemptKey("https://o.example.com/webhooks/vapi/a/events?attempt=")).isEmpty();
        assertThat(VapiWebhookUrl.attemptKey("https://o.example.com/webhooks/vapi/a/events?attempt=%zz")).isEmpty();
        assertThat(VapiWebhookUrl.attemptKey("https://o.example.com/x?other=1&attempt=k-2")).contains("k-2");
    }

    @Test
    void givenPaths_whenChecked_thenOnlyEventsIsTheEndpoint() {
        assertThat(VapiWebhookUrl.isEvents("events")).isTrue();
        assertThat(VapiWebhookUrl.isEvents("/events/")).isTrue();
        assertThat(VapiWebhookUrl.isEvents("calls")).isFalse();
        assertThat(VapiWebhookUrl.isEvents("")).isFalse();
    }
}
