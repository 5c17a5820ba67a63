package io.campaignoutreach.adapter.http.request;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RecordMembersTest {

    private record Body(String name, @Nullable Integer count, List<String> tags) {
    }

    @Test
    void givenARecord_whenDescribed_thenItsMembersComeInDeclarationOrderWithTheirTypesAndNullability() {
        RecordMembers members = RecordMembers.of(Body.class);

        assertThat(members.members()).extracting(RecordMembers.Member::name).containsExactly("name", "count", "tags");
        assertThat(members.members()).extracting(RecordMembers.Member::nullable).containsExactly(false, true, false);
        assertThat(members.members().get(2).genericType().getTypeName()).isEqualTo("java.util.List<java.lang.String>");
        assertThat(members.names()).containsExactly("name", "count", "tags");
        assertThat(members.indexOf("tags")).isEqualTo(2);
        assertThat(members.indexOf("unknown")).isEqualTo(-1);
    }

    @Test
    void givenMembersValues_whenCreatedAndRead_thenTheRecordRoundTrips() throws Exception {
        RecordMembers members = RecordMembers.of(Body.class);
        Body body = (Body) members.create(new Object[] {"a", null, List.of("x")});

        assertThat(body).isEqualTo(new Body("a", null, List.of("x")));
        assertThat(members.members().get(0).accessor().invoke(body)).isEqualTo("a");
        assertThat(RecordMembers.of(Body.class)).isSameAs(members);
    }
}
