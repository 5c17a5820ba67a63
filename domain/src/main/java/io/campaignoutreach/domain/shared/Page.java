package io.campaignoutreach.domain.shared;

import java.util.List;
import java.util.function.Function;

/** One page of a list with the total count, and the neighbouring page numbers of D4. */
public record Page<T>(List<T> items, long itemsTotal, PageRequest request) {

    public Page {
        items = List.copyOf(items);
    }

    public int currentPage() {
        return request.page();
    }

    public Integer nextPage() {
        return (long) request.page() * request.perPage() < itemsTotal ? request.page() + 1 : null;
    }

    public Integer prevPage() {
        return request.page() > 1 ? request.page() - 1 : null;
    }

    public <R> Page<R> map(Function<? super T, ? extends R> mapper) {
        return new Page<>(items.stream().<R>map(mapper).toList(), itemsTotal, request);
    }
}
