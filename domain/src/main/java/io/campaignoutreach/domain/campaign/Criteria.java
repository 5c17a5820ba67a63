package io.campaignoutreach.domain.campaign;

import java.util.List;
import java.util.Objects;

/**
 * When an enrollment counts as a success or a failure: conditions on call and customer fields,
 * combined with {@code operator} ({@code and} or {@code or}). Condition values are plain JSON
 * values (string, number, boolean, list or null).
 */
public record Criteria(String operator, List<Condition> conditions) {

    public Criteria {
        Objects.requireNonNull(operator, "operator");
        conditions = List.copyOf(conditions);
    }

    public static Criteria none() {
        return new Criteria("and", List.of());
    }

    /** One test: {@code field operator value}. */
    public record Condition(String field, String operator, Object value) {
        public Condition {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(operator, "operator");
        }
    }
}
