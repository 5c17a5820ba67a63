package io.campaignoutreach.domain.customer;

import io.campaignoutreach.domain.shared.FieldValues;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The descriptive fields of a customer (names, contact, demographics, Medicare details, consent),
 * each checked against {@link CustomerField}. Fields not set read as null.
 */
public final class CustomerProfile {

    private static final CustomerProfile EMPTY = new CustomerProfile(new EnumMap<>(CustomerField.class));

    private final Map<CustomerField, Object> values;

    private CustomerProfile(EnumMap<CustomerField, Object> values) {
        this.values = FieldValues.of(values);
    }

    public static CustomerProfile empty() {
        return EMPTY;
    }

    /** A profile of the given values in their canonical form; throws when one does not fit its field. */
    public static CustomerProfile of(Map<CustomerField, ?> values) {
        EnumMap<CustomerField, Object> copy = new EnumMap<>(CustomerField.class);
        putChecked(values, copy);
        return new CustomerProfile(copy);
    }

    /**
     * Each of {@code values} put in {@code into} in its canonical form, or removed when null; throws
     * when one does not fit its field.
     */
    private static void putChecked(Map<CustomerField, ?> values, EnumMap<CustomerField, Object> into) {
        values.forEach((field, value) -> {
            Optional<String> problem = field.spec().problem(value);
            if (problem.isPresent()) {
                throw new IllegalArgumentException(field.wireName() + ": " + problem.get());
            }
            if (value == null) {
                into.remove(field);
            } else {
                into.put(field, field.spec().canonical(value));
            }
        });
    }

    public Object get(CustomerField field) {
        return values.get(field);
    }

    public String text(CustomerField field) {
        Object value = values.get(field);
        return value == null ? null : value.toString();
    }

    /** Null, or text that is only white space, counts as missing (D9 required fields). */
    public boolean isMissing(CustomerField field) {
        Object value = values.get(field);
        return value == null || (value instanceof String s && s.isBlank());
    }

    /** Those of {@code requiredVars} that name a profile field this profile is missing, in their order. */
    public List<String> missingFields(List<String> requiredVars) {
        return requiredVars.stream()
                .filter(name -> CustomerField.fromWireName(name).map(this::isMissing).orElse(false))
                .toList();
    }

    /** Set fields only, in catalog order. */
    public Map<CustomerField, Object> values() {
        return values;
    }

    /** This profile with the given fields replaced (a null value clears a field). */
    public CustomerProfile with(Map<CustomerField, ?> changes) {
        // The values held are checked and canonical already; only the changes need to be.
        EnumMap<CustomerField, Object> merged = new EnumMap<>(CustomerField.class);
        values.forEach(merged::put);
        putChecked(changes, merged);
        return new CustomerProfile(merged);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CustomerProfile other && values.equals(other.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return "CustomerProfile[" + values.size() + " fields]";
    }
}
