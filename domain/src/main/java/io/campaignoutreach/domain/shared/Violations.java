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

    /**
     * Whether a rule broken at {@code path}, inside it or around it is already recorded: a value
     * that was reported once (or sits in a value that was) is not checked again, so each fault of a
     * request is answered once even when several layers look at it. Members an object should not
     * have say nothing of the members it may have, so they cover nothing.
     */
    public boolean covers(List<String> path) {
        return found.stream().filter(Violation::concernsValue).map(Violation::path)
                .anyMatch(recorded -> startsWith(path, recorded) || startsWith(recorded, path));
    }

    private static boolean startsWith(List<String> path, List<String> prefix) {
        return path.size() >= prefix.size() && path.subList(0, prefix.size()).equals(prefix);
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
