package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Array parameters reach PostgreSQL as arrays of the element's SQL type, null elements included. */
class SqlArraysTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Test
    void givenEachElementTypeTheStoreBinds_whenBound_thenPostgresReadsThatTypeWithItsNulls() {
        UUID id = UUID.randomUUID();
        assertThat(typeAndText(SqlArrays.of(UUID.class, Arrays.asList(id, null))))
                .isEqualTo("uuid[] {" + id + ",NULL}");
        assertThat(typeAndText(SqlArrays.of(String.class, Arrays.asList("a b", null, "\"q\""))))
                .isEqualTo("character varying[] {\"a b\",NULL,\"\\\"q\\\"\"}");
        assertThat(typeAndText(SqlArrays.of(Integer.class, List.of(1, -2)))).isEqualTo("integer[] {1,-2}");
        assertThat(typeAndText(SqlArrays.of(Long.class, List.of(Long.MAX_VALUE)))).isEqualTo("bigint[] {"
                + Long.MAX_VALUE + "}");
        assertThat(typeAndText(SqlArrays.of(Boolean.class, List.of(true, false)))).isEqualTo("boolean[] {t,f}");
        assertThat(typeAndText(SqlArrays.of(String.class, List.of()))).isEqualTo("character varying[] {}");
    }

    @Test
    void givenAnElementTypeWithoutAnSqlArrayType_whenBound_thenRefused() {
        assertThatThrownBy(() -> SqlArrays.of(Instant.class, List.of(Instant.EPOCH)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("java.time.Instant");
    }

    private static String typeAndText(org.jdbi.v3.core.argument.Argument array) {
        return DATABASE.store().jdbi().withHandle(h -> h.createQuery("select pg_typeof(:a)::text || ' ' || :a::text")
                .bind("a", array).mapTo(String.class).one());
    }
}
