package io.campaignoutreach.adapter.persistence.jdbi;

import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;

/**
 * Each row record's constructor mapper, built once: building one looks its constructor and
 * parameters up by reflection, which cost more than the rows of a small query took to map.
 */
final class RowMappers {

    private static final ClassValue<RowMapper<?>> MAPPERS = new ClassValue<>() {
        @Override
        protected RowMapper<?> computeValue(Class<?> type) {
            return ConstructorMapper.of(type);
        }
    };

    private RowMappers() {
    }

    @SuppressWarnings("unchecked")
    static <T> RowMapper<T> of(Class<T> type) {
        return (RowMapper<T>) MAPPERS.get(type);
    }
}
