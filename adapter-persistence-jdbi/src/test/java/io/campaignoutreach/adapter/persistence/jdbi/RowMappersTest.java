package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class RowMappersTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    public record Pair(String name, long size) {
    }

    private final Jdbi jdbi = Jdbi.create(DATABASE.store().dataSource());

    @Test
    void givenOneQueryRunTwice_whenMapped_thenTheColumnsAreMatchedOnceAndEveryRowStillMapped() {
        RowMappers.MatchedOnce<Pair> mapper = new RowMappers.MatchedOnce<>(
                ConstructorMapper.of(Pair.class));
        String sql = "select 'n' || i as name, i as size from generate_series(1, 3) as i";

        List<Pair> ascending = jdbi.withHandle(h -> h.createQuery(sql).map(mapper).list());
        List<Pair> descending = jdbi.withHandle(h -> h.createQuery(sql + " order by i desc").map(mapper).list());

        assertThat(ascending).containsExactly(new Pair("n1", 1), new Pair("n2", 2), new Pair("n3", 3));
        assertThat(descending).containsExactly(new Pair("n3", 3), new Pair("n2", 2), new Pair("n1", 1));
        assertThat(mapper.layouts()).isOne();
    }

    @Test
    void givenTheSameColumnsInAnotherOrder_whenMapped_thenEachOrderIsMatchedByItself() {
        RowMappers.MatchedOnce<Pair> mapper = new RowMappers.MatchedOnce<>(
                ConstructorMapper.of(Pair.class));

        Pair first = jdbi.withHandle(h -> h.createQuery("select 'a' as name, 1 as size").map(mapper).one());
        Pair swapped = jdbi.withHandle(h -> h.createQuery("select 2 as size, 'b' as name").map(mapper).one());

        assertThat(first).isEqualTo(new Pair("a", 1));
        assertThat(swapped).isEqualTo(new Pair("b", 2));
        assertThat(mapper.layouts()).isEqualTo(2);
    }

    @Test
    void givenMoreColumnSetsThanItKeeps_whenMapped_thenEachStillMapsAndTheKeptAreBounded() {
        RowMappers.MatchedOnce<Pair> mapper = new RowMappers.MatchedOnce<>(
                ConstructorMapper.of(Pair.class));
        for (int i = 0; i < RowMappers.MatchedOnce.LAYOUTS + 5; i++) {
            String sql = "select 'x' as name, " + i + " as size, 0 as extra_" + i;
            Pair pair = jdbi.withHandle(h -> h.createQuery(sql).map(mapper).one());
            assertThat(pair).isEqualTo(new Pair("x", i));
        }

        assertThat(mapper.layouts()).isEqualTo(RowMappers.MatchedOnce.LAYOUTS);
    }

    @Test
    void givenColumnsThatDoNotMatch_whenMappedTwice_thenRefusedEachTime() {
        RowMapper<Pair> mapper = RowMappers.of(Pair.class);
        for (int i = 0; i < 2; i++) {
            assertThatThrownBy(() -> jdbi.withHandle(h -> h.createQuery("select 'a' as title").map(mapper).one()))
                    .hasMessageContaining("could not match");
        }
    }
}
