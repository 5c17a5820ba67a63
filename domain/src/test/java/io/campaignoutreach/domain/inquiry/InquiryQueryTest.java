package io.campaignoutreach.domain.inquiry;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class InquiryQueryTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final Inquiry inquiry = withAgent("Grace Hopper");
    private final Customer ada = customer("Ada", "Lovelace", "+12125550147");

    private static Customer customer(String first, String last, String phone) {
        Map<CustomerField, Object> values = new EnumMap<>(CustomerField.class);
        if (first != null) {
            values.put(CustomerField.FIRST_NAME, first);
        }
        if (last != null) {
            values.put(CustomerField.LAST_NAME, last);
        }
        return Customer.create(CustomerId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()),
                new PhoneNumber(phone), CustomerProfile.of(values), List.of(), List.of(), Map.of(), T0);
    }

    /** A new question whose context names the agent {@code agentName}. */
    private static Inquiry withAgent(String agentName) {
        return InquiryTest.builder(InquiryStatus.NEW)
                .context(new InquiryContext(agentName, "Sunshine Health", "Gold PPO", "H1234")).reconstitute(3, T0, T0);
    }

    private boolean search(String text) {
        return new InquiryQuery(null, null, text).matches(inquiry, ada);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ada", "ADA", "love", "lace", "a lov", "Ada Lovelace", "e"})
    void givenTextInFirstLastOrFullName_whenSearched_thenMatches(String text) {
        assertThat(search(text)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"grace", "Lovelace Ada", "ada  lovelace", "x"})
    void givenTextInNoName_whenSearched_thenNoMatch(String text) {
        assertThat(search(text)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2125550147", "(212) 555-0147", "555.01", "+1 212", "0147", "1-212-555-0147"})
    void givenPhoneDigitsWithPunctuation_whenSearched_thenMatchesThePhonesDigits(String text) {
        assertThat(search(text)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2125550148", "555-9999", "Ada 0147", "%", "_"})
    void givenOtherDigitsOrNameWithDigits_whenSearched_thenNoMatch(String text) {
        assertThat(search(text)).isFalse();
    }

    @Test
    void givenCustomerWithOnlyALastName_whenSearchedByIt_thenMatches() {
        Customer lastOnly = customer(null, "Hopper", "+12125550100");

        assertThat(new InquiryQuery(null, null, "hop").matches(inquiry, lastOnly)).isTrue();
        assertThat(InquiryQuery.fullName(null, "Hopper")).isEqualTo("Hopper");
        assertThat(InquiryQuery.fullName("Grace", null)).isEqualTo("Grace");
        assertThat(InquiryQuery.fullName(null, null)).isNull();
    }

    @Test
    void givenCustomerGoneOrDeleted_whenSearched_thenNoMatchButOtherFiltersStillApply() {
        assertThat(new InquiryQuery(null, null, "ada").matches(inquiry, null)).isFalse();
        assertThat(new InquiryQuery(null, null, "ada").matches(inquiry, ada.delete(T0))).isFalse();
        assertThat(new InquiryQuery(InquiryStatus.NEW, null, null).matches(inquiry, null)).isTrue();
    }

    @Test
    void givenFilters_whenMatched_thenStatusExactAndAgentNameIgnoringCase() {
        assertThat(new InquiryQuery(InquiryStatus.NEW, "grace hopper", null).matches(inquiry, ada)).isTrue();
        assertThat(new InquiryQuery(InquiryStatus.RESOLVED, null, null).matches(inquiry, ada)).isFalse();
        assertThat(new InquiryQuery(null, "Grace", null).matches(inquiry, ada)).isFalse();
        assertThat(new InquiryQuery(null, "Grace Hopper", null).matches(withAgent(null), ada)).isFalse();
        assertThat(new InquiryQuery(null, "", "").matches(inquiry, ada)).isTrue();
    }
}
