package io.campaignoutreach.domain.customer;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A policy as a Medicare sync sends it (D17): only the fields the record carries, a null value
 * clearing that field of a matched policy. {@code policyType} is always sent.
 */
public record SyncedPolicy(Map<PolicyField, Object> fields) {

    public SyncedPolicy {
        EnumMap<PolicyField, Object> copy = new EnumMap<>(PolicyField.class);
        fields.forEach((field, value) -> {
            Optional<String> problem = field.spec().problem(value);
            if (problem.isPresent()) {
                throw new IllegalArgumentException(field.wireName() + ": " + problem.get());
            }
            copy.put(field, value == null ? null : field.spec().canonical(value));
        });
        if (copy.get(PolicyField.POLICY_TYPE) == null) {
            throw new IllegalArgumentException("policyType is required");
        }
        fields = Collections.unmodifiableMap(copy);
    }

    /** The text of a field that was sent with a value, else null. */
    public String text(PolicyField field) {
        Object value = fields.get(field);
        return value == null ? null : value.toString();
    }

    /** Whether this synced policy names the same policy as {@code stored} by the key {@code field}. */
    boolean sameBy(PolicyField field, Policy stored) {
        String key = text(field);
        return key != null && key.equals(stored.text(field));
    }

    @Override
    public String toString() {
        return "SyncedPolicy[" + fields.get(PolicyField.POLICY_TYPE) + ", " + fields.size() + " fields]";
    }

    /** A synced policy of these fields (null values included). */
    public static SyncedPolicy of(Map<PolicyField, ?> fields) {
        EnumMap<PolicyField, Object> copy = new EnumMap<>(PolicyField.class);
        copy.putAll(Objects.requireNonNull(fields, "fields"));
        return new SyncedPolicy(copy);
    }
}
