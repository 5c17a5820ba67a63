package io.campaignoutreach.adapter.persistence.jdbi;

import java.util.Collection;
import java.util.Map;
import java.util.UUID;
import org.jdbi.v3.core.argument.Argument;

/**
 * SQL array parameters, bound straight through JDBC. Jdbi's {@code bindArray} works the parameter's
 * generic type out by reflection and looks its argument factory up on every call: a tenth of the
 * processor time of a read that binds a few arrays. The element types are those the store binds,
 * under the names Jdbi's own array types give them.
 */
final class SqlArrays {

    private static final Map<Class<?>, String> SQL_TYPES = Map.of(UUID.class, "uuid", String.class, "varchar",
            Integer.class, "integer", Long.class, "bigint", Boolean.class, "boolean");

    private SqlArrays() {
    }

    /** {@code values} as one array parameter of {@code type}'s SQL type; null elements are SQL nulls. */
    static <T> Argument of(Class<T> type, Collection<? extends T> values) {
        String sqlType = SQL_TYPES.get(type);
        if (sqlType == null) {
            throw new IllegalArgumentException("no SQL array type for " + type.getName());
        }
        Object[] elements = values.toArray();
        return (position, statement, context) -> statement.setArray(position,
                statement.getConnection().createArrayOf(sqlType, elements));
    }
}
