package io.campaignoutreach.adapter.http.request;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A request record's members as reflection describes them, looked up once per record class:
 * {@code getRecordComponents()} builds new component objects on every call, each parsing its
 * annotations and generic type again, which for a body of 1,000 enrollment entries was a large
 * share of binding it.
 */
final class RecordMembers {

    /** One member: its name, declared type, whether it may be null, and how to read it. */
    record Member(String name, Class<?> type, Type genericType, boolean nullable, Method accessor) {
    }

    private static final ClassValue<RecordMembers> OF = new ClassValue<>() {
        @Override
        protected RecordMembers computeValue(Class<?> record) {
            return new RecordMembers(record);
        }
    };

    private final List<Member> members;
    private final Map<String, Integer> positions;
    private final Constructor<?> constructor;

    private RecordMembers(Class<?> record) {
        RecordComponent[] components = record.getRecordComponents();
        List<Member> found = new ArrayList<>(components.length);
        Map<String, Integer> at = new LinkedHashMap<>();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent component = components[i];
            Method accessor = component.getAccessor();
            accessor.setAccessible(true);
            // A member whose name Java cannot declare (else, wait) is named in the body as Jackson binds it.
            JsonProperty named = accessor.getAnnotation(JsonProperty.class);
            String name = named == null ? component.getName() : named.value();
            found.add(new Member(name, component.getType(), component.getGenericType(),
                    component.isAnnotationPresent(Nullable.class), accessor));
            at.put(name, i);
            types[i] = component.getType();
        }
        this.members = List.copyOf(found);
        this.positions = Collections.unmodifiableMap(at);
        try {
            this.constructor = record.getDeclaredConstructor(types);
            this.constructor.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(record.getName() + " has no canonical constructor", e);
        }
    }

    static RecordMembers of(Class<?> record) {
        return OF.get(record);
    }

    List<Member> members() {
        return members;
    }

    /** The member whose Java name is {@code javaName}, or null. */
    Member byJavaName(String javaName) {
        return members.stream().filter(member -> member.accessor().getName().equals(javaName)).findFirst()
                .orElse(null);
    }

    Set<String> names() {
        return positions.keySet();
    }

    /** The member's position in the record's declaration, or -1 when it declares none of that name. */
    int indexOf(String name) {
        Integer position = positions.get(name);
        return position == null ? -1 : position;
    }

    /** A new record of this class from its members' values, in declaration order. */
    Object create(Object[] values) throws ReflectiveOperationException {
        return constructor.newInstance(values);
    }
}
