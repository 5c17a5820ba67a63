package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.domain.shared.Page;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/** The spec's paged list envelope. */
final class PageJson {

    private PageJson() {
    }

    static <T> Map<String, Object> of(Page<T> page, Function<T, ?> item) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("items", page.items().stream().map(item).toList());
        m.put("itemsTotal", page.itemsTotal());
        m.put("currentPage", page.currentPage());
        m.put("nextPage", page.nextPage());
        m.put("prevPage", page.prevPage());
        return m;
    }
}
