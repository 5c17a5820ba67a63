package io.campaignoutreach.adapter.persistence.jdbi;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Each row record's constructor mapper, built once, and its matching of constructor parameters to
 * columns kept for each set of columns it has met. Jdbi matches them again for every result set,
 * by reflection over the parameters and their annotations: for a read of one row, that cost more
 * than mapping the row. A match depends only on the column names (the configuration is the same
 * for every statement of the store, and column mappers are chosen by the record's types, not the
 * columns'), so it is safe to reuse for every result with those columns, in any store of the process.
 */
final class RowMappers {

    private static final ClassValue<RowMapper<?>> MAPPERS = new ClassValue<>() {
        @Override
        protected RowMapper<?> computeValue(Class<?> type) {
            return new MatchedOnce<>(ConstructorMapper.of(type));
        }
    };

    private RowMappers() {
    }

    @SuppressWarnings("unchecked")
    static <T> RowMapper<T> of(Class<T> type) {
        return (RowMapper<T>) MAPPERS.get(type);
    }

    /** A mapper whose matches to columns are kept by column names; at most {@link #LAYOUTS} of them. */
    static final class MatchedOnce<T> implements RowMapper<T> {

        static final int LAYOUTS = 32;

        private final RowMapper<T> mapper;
        private final Map<List<String>, RowMapper<T>> matched = new ConcurrentHashMap<>();

        MatchedOnce(RowMapper<T> mapper) {
            this.mapper = mapper;
        }

        @Override
        public T map(ResultSet rs, StatementContext ctx) throws SQLException {
            return specialize(rs, ctx).map(rs, ctx);
        }

        @Override
        public RowMapper<T> specialize(ResultSet rs, StatementContext ctx) throws SQLException {
            List<String> columns = columns(rs.getMetaData());
            RowMapper<T> known = matched.get(columns);
            if (known != null) {
                return known;
            }
            RowMapper<T> specialized = mapper.specialize(rs, ctx);
            if (matched.size() < LAYOUTS) {
                matched.put(columns, specialized);
            }
            return specialized;
        }

        int layouts() {
            return matched.size();
        }

        private static List<String> columns(ResultSetMetaData metadata) throws SQLException {
            int count = metadata.getColumnCount();
            List<String> columns = new ArrayList<>(count);
            for (int i = 1; i <= count; i++) {
                columns.add(metadata.getColumnLabel(i));
            }
            return columns;
        }
    }
}
