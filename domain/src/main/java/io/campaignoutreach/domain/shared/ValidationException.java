package io.campaignoutreach.domain.shared;

import java.util.List;

/** A request broke one or more rules; every broken rule is carried, not only the first. */
public final class ValidationException extends DomainException {

    private final List<Violation> violations;

    public ValidationException(List<Violation> violations) {
        super(violations.isEmpty() ? "Validation failed" : "Validation failed: " + violations.get(0).message());
        if (violations.isEmpty()) {
            throw new IllegalArgumentException("a validation failure needs at least one violation");
        }
        this.violations = List.copyOf(violations);
    }

    public static ValidationException of(Violation violation) {
        return new ValidationException(List.of(violation));
    }

    public List<Violation> violations() {
        return violations;
    }
}
