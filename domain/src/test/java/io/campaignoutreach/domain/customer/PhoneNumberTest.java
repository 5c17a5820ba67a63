package io.campaignoutreach.domain.customer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PhoneNumberTest {

    @ParameterizedTest
    @ValueSource(strings = {"2125550123", "12125550123", "+12125550123", "(212) 555-0123", "212.555.0123",
            "1 212 555 0123", "+1 (212) 555-0123", " 212-555-0123 "})
    void givenUsFormats_whenParsed_thenNormalizedToE164(String text) {
        assertThat(PhoneNumber.parse(text)).hasValueSatisfying(p -> assertThat(p.e164()).isEqualTo("+12125550123"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "555-0123", "0125550123", "1125550123", "2120550123", "2121550123",
            "+442071234567", "+2125550123", "22125550123", "212555012a", "212-555-01234", "phone",
            "1-800-FLOWERS", "++12125550123"})
    void givenOtherNumbers_whenParsed_thenRefused(String text) {
        assertThat(PhoneNumber.parse(text)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"+12125550123"})
    void givenNumber_whenMasked_thenOnlyLastFourDigits(String text) {
        assertThat(PhoneNumber.parse(text).orElseThrow().masked()).isEqualTo("***0123");
    }
}
