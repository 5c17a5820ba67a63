package io.campaignoutreach.domain.consent;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.consent.InboundKeywords.Intent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InboundKeywordsTest {

    @ParameterizedTest(name = "[{0}] is {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "STOP|OPT_OUT",
            "stop|OPT_OUT",
            "  Stop.  |OPT_OUT",
            "STOP!!!|OPT_OUT",
            "stopall|OPT_OUT",
            "Unsubscribe|OPT_OUT",
            "cancel|OPT_OUT",
            "End|OPT_OUT",
            "quit|OPT_OUT",
            "REVOKE|OPT_OUT",
            "optout|OPT_OUT",
            "opt out|OPT_OUT",
            "Opt-Out|OPT_OUT",
            "opt   out|OPT_OUT",
            "\uFF33\uFF34\uFF2F\uFF30|OPT_OUT",
            "START|OPT_IN",
            "unstop|OPT_IN",
            "Yes|OPT_IN",
            "yes!|OPT_IN",
            "HELP|HELP",
            "info?|HELP",
            "STOP please|OPT_OUT_IN_TEXT",
            "please stop calling me|OPT_OUT_IN_TEXT",
            "Stop texting me 🙏|OPT_OUT_IN_TEXT",
            "I want to opt out of this|OPT_OUT_IN_TEXT",
            "don't call me again|OPT_OUT_IN_TEXT",
            "Do not text this number|OPT_OUT_IN_TEXT",
            "remove me from your list|OPT_OUT_IN_TEXT",
            "take me off the list|OPT_OUT_IN_TEXT",
            "no more calls|OPT_OUT_IN_TEXT",
            "what time is my appointment?|NONE",
            "can I end my plan early|NONE",
            "yes please call me tomorrow|NONE",
            "stopping by the office later|NONE",
            "停止|NONE",
            "🛑|NONE",
            "\"\"|NONE"
    })
    void givenAnInboundText_whenClassified_thenItsIntent(String text, Intent intent) {
        assertThat(InboundKeywords.classify(text)).isEqualTo(intent);
    }
}
