package io.campaignoutreach.adapter.http.json;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A path into a request body: its parent's path and one more member name or index, unmodifiable.
 * Readers make the path of every member they read, though only a broken rule ever uses one; as a
 * link to its parent it costs one small object instead of copies of the whole path.
 */
final class MemberPath extends AbstractList<String> implements RandomAccess {

    private final List<String> parent;
    private final String last;

    private MemberPath(List<String> parent, String last) {
        this.parent = parent;
        this.last = last;
    }

    /** {@code path} followed by {@code segment}. */
    static List<String> of(List<String> path, String segment) {
        return new MemberPath(stable(path), segment);
    }

    /** {@code path} as it is now: itself when it cannot change, else a copy. */
    static List<String> stable(List<String> path) {
        // List.copyOf returns an unmodifiable list of the JDK's own as it is, without a copy.
        return path instanceof MemberPath ? path : List.copyOf(path);
    }

    @Override
    public String get(int index) {
        if (index == parent.size()) {
            return last;
        }
        if (index < 0 || index > parent.size()) {
            throw new IndexOutOfBoundsException("index " + index + " of a path of " + size());
        }
        return parent.get(index);
    }

    @Override
    public int size() {
        return parent.size() + 1;
    }
}
