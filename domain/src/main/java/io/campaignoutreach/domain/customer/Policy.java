package io.campaignoutreach.domain.customer;

import io.campaignoutreach.domain.shared.FieldValues;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/** An insurance policy a customer holds, with its custom field values. Status defaults to Active. */
public record Policy(UUID id, Map<PolicyField, Object> values, List<CustomValue> customFields, Instant createdAt,
                     Instant updatedAt) {

    public static final String DEFAULT_STATUS = "Active";

    public Policy {
        Objects.requireNonNull(id, "id");
        EnumMap<PolicyField, Object> copy = new EnumMap<>(PolicyField.class);
        values.forEach((field, value) -> {
            Optional<String> problem = field.spec().problem(value);
            if (problem.isPresent()) {
                throw new IllegalArgumentException(field.wireName() + ": " + problem.get());
            }
            if (value != null) {
                copy.put(field, field.spec().canonical(value));
            }
        });
        if (!copy.containsKey(PolicyField.POLICY_TYPE)) {
            throw new IllegalArgumentException("policyType is required");
        }
        copy.putIfAbsent(PolicyField.STATUS, DEFAULT_STATUS);
        values = FieldValues.of(copy);
        customFields = List.copyOf(customFields);
    }

    public String text(PolicyField field) {
        Object value = values.get(field);
        return value == null ? null : value.toString();
    }
}
