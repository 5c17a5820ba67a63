package io.campaignoutreach.domain.shared;

/** A page of a list: {@code page} from 1, {@code perPage} 1 to 100 (D4). */
public record PageRequest(int page, int perPage) {

    public static final int DEFAULT_PER_PAGE = 50;
    public static final int MAX_PER_PAGE = 100;

    public PageRequest {
        if (page < 1) {
            throw new IllegalArgumentException("page must be at least 1");
        }
        if (perPage < 1 || perPage > MAX_PER_PAGE) {
            throw new IllegalArgumentException("perPage must be 1 to " + MAX_PER_PAGE);
        }
    }

    public static PageRequest first() {
        return new PageRequest(1, DEFAULT_PER_PAGE);
    }

    public long offset() {
        return (long) (page - 1) * perPage;
    }
}
