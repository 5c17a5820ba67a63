package io.campaignoutreach.adapter.http.request;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Binds a request body to its record: the body is read (limits, encoding, JSON), its shape checked
 * against the record's types, bound by Jackson and checked against the record's constraints. Every
 * broken rule goes into the request's {@link Violations}, in the order the record declares its
 * members; members that broke a rule are bound as not sent, so the route can still hand what is
 * sound to the use case, whose own rules are then reported with these.
 */
public final class RequestBodies {

    private static final ObjectMapper BINDER = Json.mapper().copy().registerModule(new BindingModule());

    private RequestBodies() {
    }

    public static <T extends Record> T bind(Context ctx, Class<T> type, Violations violations) {
        return bind(Bodies.readObject(ctx, violations), type, violations);
    }

    /** The same, for a body already read. */
    static <T extends Record> T bind(ObjectNode body, Class<T> type, Violations violations) {
        Bound<T> bound = bindAsFound(body, type);
        violations.addAll(bound.findings());
        return withoutBroken(bound.request(), type, bound.findings());
    }

    /** A record bound as far as its body fits it, and every broken rule found, in the record's member order. */
    public record Bound<T>(T request, List<Violation> findings) {
    }

    /**
     * Binds a body without setting aside the members that broke a rule, for a route that decides
     * itself what each finding fails: the body is the request's own, and what does not fit is
     * taken out of it.
     */
    public static <T extends Record> Bound<T> bindAsFound(ObjectNode body, Class<T> type) {
        Violations shape = new Violations();
        new BodyShape(shape).check(body, type);
        T request;
        try {
            request = BINDER.treeToValue(body, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a body that fits " + type.getSimpleName() + " did not bind", e);
        }
        List<Violation> misfits = shape.list();
        List<Violation> found = new ArrayList<>(misfits);
        Constraints.check(request, List.of()).stream()
                .filter(broken -> misfits.stream().filter(Violation::concernsValue)
                        .noneMatch(earlier -> startsWith(broken.path(), earlier.path())))
                .sorted(Comparator.comparing(broken -> String.join(".", broken.path())))
                .forEach(found::add);
        // Listed member by member in the record's order, so the first one named is the first a reader meets.
        found.sort(Comparator.comparingInt(violation -> memberIndex(type, violation.path())));
        return new Bound<>(request, List.copyOf(found));
    }

    /** The request with each member that broke a rule as if not sent, so that no later check meets it again. */
    private static <T extends Record> T withoutBroken(T request, Class<T> type, List<Violation> found) {
        List<Violation> broken = found.stream().filter(Violation::concernsValue).toList();
        if (broken.isEmpty()) {
            return request;
        }
        RecordMembers record = RecordMembers.of(type);
        List<RecordMembers.Member> members = record.members();
        Object[] values = new Object[members.size()];
        boolean cleared = false;
        try {
            for (int i = 0; i < members.size(); i++) {
                RecordMembers.Member member = members.get(i);
                values[i] = member.accessor().invoke(request);
                List<String> path = List.of(member.name());
                if (broken.stream().anyMatch(v -> startsWith(v.path(), path))) {
                    values[i] = member.type() == Patch.class ? Patch.absent() : null;
                    cleared = true;
                }
            }
            return cleared ? type.cast(record.create(values)) : request;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot rebuild " + type.getSimpleName(), e);
        }
    }

    /** The position among the record's members of the one a path is in; -1 for the object as a whole. */
    private static int memberIndex(Class<?> type, List<String> path) {
        return path.isEmpty() ? -1 : RecordMembers.of(type).indexOf(path.get(0));
    }

    private static boolean startsWith(List<String> path, List<String> prefix) {
        return path.size() >= prefix.size() && path.subList(0, prefix.size()).equals(prefix);
    }
}
