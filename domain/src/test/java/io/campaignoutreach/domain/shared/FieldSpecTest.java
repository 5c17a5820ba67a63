package io.campaignoutreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FieldSpecTest {

    @Test
    void givenTextOfCharactersOutsideTheBasicPlane_whenChecked_thenLengthCountsCharactersNotUtf16Units() {
        FieldSpec name = FieldSpec.string(3);
        String threeEmoji = "\uD83D\uDE00\uD83D\uDE00\uD83D\uDE00";

        assertThat(threeEmoji.length()).isEqualTo(6);
        assertThat(name.problem(threeEmoji)).isEmpty();
        assertThat(name.problem(threeEmoji + "x")).contains("must be at most 3 characters");
    }
}
