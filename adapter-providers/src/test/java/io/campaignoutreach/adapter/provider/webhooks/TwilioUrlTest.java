package io.campaignoutreach.adapter.provider.webhooks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The URL forms a Twilio signature is checked against, cut and added in the text alone. */
class TwilioUrlTest {

    @Test
    void givenUrlWithoutPort_whenFormed_thenStandardPortAddedAfterHost() {
        assertThat(TwilioUrl.signedForms("https://user:pw@example.com?a=1")).containsExactly(
                "https://user:pw@example.com?a=1", "https://user:pw@example.com:443?a=1");
        assertThat(TwilioUrl.signedForms("http://example.com/cb")).containsExactly(
                "http://example.com/cb", "http://example.com:80/cb");
    }

    @Test
    void givenIpv6HostWithPort_whenFormed_thenOnlyThePortIsCut() {
        assertThat(TwilioUrl.signedForms("https://[2001:db8::1]:8443/cb")).containsExactly(
                "https://[2001:db8::1]/cb", "https://[2001:db8::1]:8443/cb");
    }

    @Test
    void givenRepeatedOrEscapedQueryParameter_whenRead_thenFirstValueDecoded() {
        assertThat(TwilioUrl.queryParameter("https://e.com/cb?x=1&bodySHA256=ab%63&bodySHA256=ff#frag", "bodySHA256"))
                .contains("abc");
        assertThat(TwilioUrl.queryParameter("https://e.com/cb?x=1", "bodySHA256")).isEmpty();
    }
}
