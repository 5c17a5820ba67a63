package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.Query;

/**
 * A page of a list in one statement: its rows carry the count of every match ({@code count(*) over ()}). A page
 * past the end has no row to carry it, so only then is the count asked for alone.
 */
final class PagedQuery {

    private PagedQuery() {
    }

    /**
     * {@code from} is the list's {@code from ... where ...} clause, {@code order} its {@code order by} clause, and
     * {@code bindFilter} binds the parameters of {@code from} on either statement.
     */
    static <T> Page<T> read(Handle handle, String columns, String from, String order, UnaryOperator<Query> bindFilter,
                            RowMapper<T> mapper, PageRequest page) {
        List<Long> totals = new ArrayList<>(1);
        List<T> items = bindFilter.apply(handle.createQuery("select " + columns + ", count(*) over () as page_total "
                        + from + " " + order + " limit :pageLimit offset :pageOffset"))
                .bind("pageLimit", page.perPage())
                .bind("pageOffset", page.offset())
                .map((rows, ctx) -> {
                    if (totals.isEmpty()) {
                        totals.add(rows.getLong("page_total"));
                    }
                    return mapper.map(rows, ctx);
                })
                .list();
        long total = !totals.isEmpty() ? totals.get(0)
                : bindFilter.apply(handle.createQuery("select count(*) " + from)).mapTo(Long.class).one();
        return new Page<>(items, total, page);
    }
}
