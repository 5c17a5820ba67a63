package io.campaignoutreach.domain.customer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CustomerProfileTest {

    @Test
    void givenOtherSpellings_whenStored_thenCanonicalTimestampsAndLowercaseUuids() {
        CustomerProfile profile = CustomerProfile.of(Map.of(
                CustomerField.LAST_CONTACTED_AT, "2025-02-20T15:30Z",
                CustomerField.MEMBER_ID, "0190A5B2-1111-7000-8000-00000000000A"));

        assertThat(profile.get(CustomerField.LAST_CONTACTED_AT)).isEqualTo("2025-02-20T15:30:00.000Z");
        assertThat(profile.get(CustomerField.MEMBER_ID)).isEqualTo("0190a5b2-1111-7000-8000-00000000000a");
    }

    @Test
    void givenValuesOfTheWrongKind_whenStored_thenRefusedNamingTheField() {
        assertThatThrownBy(() -> CustomerProfile.of(Map.of(CustomerField.GENDER, "male")))
                .hasMessageContaining("gender");
        assertThatThrownBy(() -> CustomerProfile.of(Map.of(CustomerField.DEPENDENT_COUNT, "2")))
                .hasMessageContaining("dependentCount");
        assertThatThrownBy(() -> CustomerProfile.of(Map.of(CustomerField.POSTAL_CODE, "1".repeat(21))))
                .hasMessageContaining("postalCode");
    }

    @Test
    void givenBlankOrClearedField_whenChecked_thenMissing() {
        Map<CustomerField, Object> cleared = new HashMap<>();
        cleared.put(CustomerField.EMAIL, null);
        CustomerProfile profile = CustomerProfile.of(Map.of(CustomerField.FIRST_NAME, "  ",
                CustomerField.EMAIL, "a@example.com")).with(cleared);

        assertThat(profile.isMissing(CustomerField.FIRST_NAME)).isTrue();
        assertThat(profile.isMissing(CustomerField.EMAIL)).isTrue();
        assertThat(profile.values()).doesNotContainKey(CustomerField.EMAIL);
    }

    @Test
    void givenChanges_whenApplied_thenCheckedAndCanonicalLikeNewValuesAndTheRestKept() {
        CustomerProfile profile = CustomerProfile.of(Map.of(CustomerField.FIRST_NAME, "Ada",
                CustomerField.POSTAL_CODE, "10001"));

        CustomerProfile changed = profile.with(Map.of(CustomerField.LAST_CONTACTED_AT, "2025-02-20T15:30Z",
                CustomerField.POSTAL_CODE, "10002"));

        assertThat(changed).isEqualTo(CustomerProfile.of(Map.of(CustomerField.FIRST_NAME, "Ada",
                CustomerField.POSTAL_CODE, "10002", CustomerField.LAST_CONTACTED_AT, "2025-02-20T15:30:00.000Z")));
        assertThatThrownBy(() -> profile.with(Map.of(CustomerField.DEPENDENT_COUNT, "2")))
                .hasMessageContaining("dependentCount");
        assertThat(profile.get(CustomerField.POSTAL_CODE)).isEqualTo("10001");
    }
}
