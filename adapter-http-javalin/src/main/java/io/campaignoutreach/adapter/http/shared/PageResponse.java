package io.campaignoutreach.adapter.http.shared;

import io.campaignoutreach.domain.shared.Page;
import java.util.List;
import java.util.function.Function;

/** The spec's paged list envelope, with its items written as {@code item} gives them. */
public record PageResponse<T>(List<T> items, long itemsTotal, int currentPage, Integer nextPage, Integer prevPage) {

    public static <S, T> PageResponse<T> of(Page<S> page, Function<S, T> item) {
        return new PageResponse<>(page.items().stream().map(item).toList(), page.itemsTotal(), page.currentPage(),
                page.nextPage(), page.prevPage());
    }
}
