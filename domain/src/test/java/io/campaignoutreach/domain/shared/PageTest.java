package io.campaignoutreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class PageTest {

    @Test
    void givenMiddlePage_whenAsked_thenBothNeighbours() {
        Page<String> page = new Page<>(List.of("b"), 3, new PageRequest(2, 1));
        assertThat(page.nextPage()).isEqualTo(3);
        assertThat(page.prevPage()).isEqualTo(1);
    }

    @Test
    void givenLastOrPastPage_whenAsked_thenNoNextPage() {
        assertThat(new Page<>(List.of("c"), 3, new PageRequest(3, 1)).nextPage()).isNull();
        assertThat(new Page<>(List.<String>of(), 3, new PageRequest(9, 1)).nextPage()).isNull();
        assertThat(new Page<>(List.of("a"), 1, new PageRequest(1, 50)).prevPage()).isNull();
    }

    @Test
    void givenOutOfRangeRequest_whenMade_thenRefused() {
        assertThatThrownBy(() -> new PageRequest(0, 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PageRequest(1, 101)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new PageRequest(3, 20).offset()).isEqualTo(40);
    }
}
