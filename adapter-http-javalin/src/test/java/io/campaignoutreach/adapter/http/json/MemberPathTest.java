package io.campaignoutreach.adapter.http.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemberPathTest {

    @Test
    void givenNestedAppends_whenRead_thenTheyAreTheWholePathAsAnyListOfItsNames() {
        List<String> path = Values.append(Values.append(Values.append(List.of(), "records"), "3"), "policies");

        assertThat(path).containsExactly("records", "3", "policies");
        assertThat(path).isEqualTo(List.of("records", "3", "policies"));
        assertThat(path.hashCode()).isEqualTo(List.of("records", "3", "policies").hashCode());
        assertThat(List.copyOf(path)).isEqualTo(path);
    }

    @Test
    void givenAMutableParent_whenItChangesAfterAnAppend_thenTheAppendedPathDoesNot() {
        List<String> parent = new ArrayList<>(List.of("records"));

        List<String> path = Values.append(parent, "0");
        parent.set(0, "changed");
        parent.add("more");

        assertThat(path).containsExactly("records", "0");
    }

    @Test
    void givenAPath_whenChangedOrReadOutOfRange_thenRefused() {
        List<String> path = Values.append(List.of("records"), "0");

        assertThatThrownBy(() -> path.add("x")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> path.set(0, "x")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> path.get(2)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> path.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
