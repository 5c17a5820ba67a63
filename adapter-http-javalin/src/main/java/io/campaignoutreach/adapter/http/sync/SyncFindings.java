package io.campaignoutreach.adapter.http.sync;

import io.campaignoutreach.domain.shared.Violation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The findings of a sync body as its records' rules add to the binding's: a rule asks whether a
 * member is still sound, so that each member is faulted once, by the first rule it breaks.
 */
public final class SyncFindings {

    private final List<Violation> found = new ArrayList<>();
    /** The path of every finding and each path above it. */
    private final Set<List<String>> faulted = new HashSet<>();

    public SyncFindings(List<Violation> bound) {
        bound.forEach(this::add);
    }

    public void add(Violation finding) {
        List<String> path = finding.path();
        for (int size = path.size(); size >= 0 && faulted.add(path.subList(0, size)); size--) {
            // Every shorter path is in already when one is.
        }
        found.add(finding);
    }

    /** Whether nothing was found at {@code path} or inside it. */
    public boolean sound(List<String> path) {
        return faulted.isEmpty() || !faulted.contains(path);
    }

    /**
     * Whether {@code items}, the list at {@code path}, is longer than {@code max}; if so what was
     * found inside its items is set aside, as a list refused whole is not read further.
     */
    public boolean dropItemsOfTooLong(List<String> path, List<?> items, int max) {
        if (items.size() <= max) {
            return false;
        }
        found.removeIf(finding -> finding.path().size() > path.size()
                && finding.path().subList(0, path.size()).equals(path));
        return true;
    }

    public List<Violation> list() {
        return found;
    }
}
