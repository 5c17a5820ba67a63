package io.campaignoutreach.adapter.http.request;

import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Lists a body's findings as a reader meets them at every depth of its request record: an
 * object's own findings (not an object, unrecognized members) first, then the members it lacks,
 * then its members one by one in declaration order, the items of a list by index.
 */
public final class FindingOrder implements Comparator<Violation> {

    private final Class<? extends Record> type;

    private FindingOrder(Class<? extends Record> type) {
        this.type = type;
    }

    public static FindingOrder of(Class<? extends Record> type) {
        return new FindingOrder(type);
    }

    /** {@code findings} in this order; findings at one place keep theirs. */
    public List<Violation> sorted(List<Violation> findings) {
        return findings.stream().sorted(this).toList();
    }

    @Override
    public int compare(Violation a, Violation b) {
        return Arrays.compare(key(a), key(b));
    }

    /** The finding's place, a position per step of its path; a shorter key that begins another comes first. */
    private int[] key(Violation finding) {
        List<String> path = finding.path();
        boolean missing = finding.equals(Violation.required(path));
        int[] key = new int[path.size()];
        Type at = type;
        for (int i = 0; i < path.size(); i++) {
            Class<?> raw = BodyShape.raw(at);
            if (raw == Patch.class) {
                at = BodyShape.argument(at, 0);
                raw = BodyShape.raw(at);
            }
            if (raw == List.class) {
                if (!path.get(i).matches("\\d{1,9}")) {
                    // A rule of every body (its depth) reports inside what was sent, a list or not.
                    key[i] = Integer.MAX_VALUE;
                    return key;
                }
                key[i] = Integer.parseInt(path.get(i));
                at = BodyShape.argument(at, 0);
            } else if (raw.isRecord()) {
                RecordMembers members = RecordMembers.of(raw);
                int index = members.indexOf(path.get(i));
                if (index < 0) {
                    key[i] = Integer.MAX_VALUE;
                    return key;
                }
                boolean lacked = missing && i == path.size() - 1;
                key[i] = lacked ? index : members.members().size() + index;
                at = members.members().get(index).genericType();
            } else {
                return key;
            }
        }
        return key;
    }
}
