package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.List;
import java.util.function.UnaryOperator;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.Query;

/**
 * A page of a list in two statements: the count of every match, then the page's rows, which a page past the end
 * does not ask for. A count carried on the page's rows ({@code count(*) over ()}) would save a round trip but
 * read every matching row whole; the count alone is an index-only scan where an index serves the filter.
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
        long total = bindFilter.apply(handle.createQuery("select count(*) " + from)).mapTo(Long.class).one();
        if (page.offset() >= total) {
            return new Page<>(List.of(), total, page);
        }
        List<T> items = bindFilter.apply(handle.createQuery("select " + columns + " " + from + " " + order
                        + " limit :pageLimit offset :pageOffset"))
                .bind("pageLimit", page.perPage())
                .bind("pageOffset", page.offset())
                .map(mapper)
                .list();
        return new Page<>(items, total, page);
    }
}
