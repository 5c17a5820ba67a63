package io.campaignoutreach.domain.shared;

import java.util.ArrayList;
import java.util.List;

/** Collects every broken rule of one request, then throws them together. */
public final class Violations {

    private final List<Violation> found = new ArrayList<>();

    public Violations add(Violation violation) {
        found.add(violation);
        return this;
    }

    public Violations addAll(List<Violation> violations) {
        found.addAll(violations);
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
