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
 * A page of a list and the count of every match in one statement, so both are of one snapshot: read in two
 * autocommitted statements, a row inserted between them could push the page's last item out of sight while the
 * count still says there is no next page. The count is its own aggregate, joined to the page's rows (an
 * index-only scan where an index serves the filter); carried on each row ({@code count(*) over ()}) it would
 * read every matching row whole.
 */
final class PagedQuery {

    private PagedQuery() {
    }

    /**
     * {@code from} is the list's {@code from ... where ...} clause; {@code order} its {@code order by} clause, in
     * column names alone, since it orders the joined page too; {@code bindFilter} binds the parameters of
     * {@code from}, which the statement uses twice.
     */
    static <T> Page<T> read(Handle handle, String columns, String from, String order, UnaryOperator<Query> bindFilter,
                            RowMapper<T> mapper, PageRequest page) {
        String sql = "select p.*, t.page_total from (select count(*) as page_total " + from + ") t"
                + " left join (select " + columns + " " + from + " " + order
                + " limit :pageLimit offset :pageOffset) p on true " + order;
        long[] total = new long[1];
        List<T> items = new ArrayList<>();
        bindFilter.apply(handle.createQuery(sql))
                .bind("pageLimit", page.perPage())
                .bind("pageOffset", page.offset())
                .map((rows, ctx) -> {
                    total[0] = rows.getLong("page_total");
                    // A page past the end is the count's row alone, joined to no row of the list.
                    return rows.getObject("id") == null ? null : mapper.map(rows, ctx);
                })
                .forEach(item -> {
                    if (item != null) {
                        items.add(item);
                    }
                });
        return new Page<>(items, total[0], page);
    }
}
