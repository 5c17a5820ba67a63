package io.campaignoutreach.domain.shared;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects every broken rule of one request, then throws them together. A rule broken at a path
 * is reported once, though two checks (a limit of every request and a field's own) may find it.
 */
public final class Violations {

    private final List<Violation> found = new ArrayList<>();

    public Violations add(Violation violation) {
        boolean known = found.stream().anyMatch(v -> v.path().equals(violation.path()) && v.code() == violation.code());
        if (!known) {
            found.add(violation);
        }
        return this;
    }

    public Violations addAll(List<Violation> violations) {
        violations.forEach(this::add);
        return this;
    }

    public boolean isEmpty() {
        return found.isEmpty();
    }

    public List<Violation> list() {
        return List.copyOf(found);
    }

    public void throwIfAny() {
        if (!found.isEmpty()) {
            throw new ValidationException(found);
        }
    }
}
