package io.campaignoutreach.adapter.workspace;

import java.util.ArrayList;
import java.util.List;

/**
 * What is wrong with a workspace document, each problem naming the element and member it is
 * about (e.g. {@code customers[14].phoneNumber: not a US phone number}). Every problem is counted;
 * only the first {@link #LIMIT} are kept, since a broken file can repeat one mistake thousands of times.
 */
final class Problems {

    static final int LIMIT = 50;

    private final List<String> listed = new ArrayList<>();
    private int total;

    void add(String path, String message) {
        total++;
        if (listed.size() < LIMIT) {
            listed.add(path.isEmpty() ? message : path + ": " + message);
        }
    }

    boolean any() {
        return total > 0;
    }

    int total() {
        return total;
    }

    List<String> listed() {
        return List.copyOf(listed);
    }
}
