package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.shared.FieldKind;
import io.campaignoutreach.domain.shared.FieldSpec;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * The stored form of a customer's jsonb columns, as they are read ({@link CustomerDocumentText}
 * writes them): records of the adapter's own, and a profile and policy values keyed by
 * {@link StoredFieldNames}, so that renaming a domain type, member or field cannot change what is
 * stored, nor stop stored rows from reading (pinned by {@code StoredDocumentsTest}). A stored key
 * no field has is passed over on reading.
 */
final class CustomerDocuments {

    static final TypeReference<Map<String, Object>> PROFILE = new TypeReference<>() {
    };
    static final TypeReference<List<PolicyDocument>> POLICIES = new TypeReference<>() {
    };
    static final TypeReference<List<Value>> VALUES = new TypeReference<>() {
    };

    private CustomerDocuments() {
    }

    static CustomerProfile profile(Map<String, Object> stored) {
        return CustomerProfile.of(byField(stored, StoredFieldNames.CUSTOMER_FIELD, CustomerField.class,
                CustomerField::spec));
    }

    /** A custom value as stored. */
    record Value(String fieldKey, String value) {

        static List<CustomValue> toDomain(List<Value> stored) {
            return stored == null ? List.of()
                    : stored.stream().map(v -> new CustomValue(v.fieldKey(), v.value())).toList();
        }
    }

    /** A policy as stored: its field values by stored name. */
    record PolicyDocument(UUID id, Map<String, Object> values, List<Value> customFields, Instant createdAt,
                          Instant updatedAt) {

        Policy toDomain() {
            return new Policy(id, byField(values, StoredFieldNames.POLICY_FIELD, PolicyField.class, PolicyField::spec),
                    Value.toDomain(customFields), createdAt, updatedAt);
        }
    }

    /**
     * The four related lists, each a list of open JSON objects. The domain names its lists by
     * text, so a list this record does not know is refused on writing rather than left out.
     */
    record RelatedLists(List<Map<String, Object>> prescriptions, List<Map<String, Object>> providers,
                        List<Map<String, Object>> scopeOfAppointments, List<Map<String, Object>> dependents) {

        private static final Set<String> NAMES = Set.of("prescriptions", "providers", "scopeOfAppointments",
                "dependents");

        static RelatedLists from(Map<String, List<Map<String, Object>>> lists) {
            if (!NAMES.containsAll(lists.keySet())) {
                throw new IllegalStateException("a customer's related lists " + lists.keySet()
                        + " include one that has no stored form");
            }
            return new RelatedLists(lists.get("prescriptions"), lists.get("providers"),
                    lists.get("scopeOfAppointments"), lists.get("dependents"));
        }

        Map<String, List<Map<String, Object>>> toDomain() {
            Map<String, List<Map<String, Object>>> lists = new LinkedHashMap<>();
            lists.put("prescriptions", orEmpty(prescriptions));
            lists.put("providers", orEmpty(providers));
            lists.put("scopeOfAppointments", orEmpty(scopeOfAppointments));
            lists.put("dependents", orEmpty(dependents));
            return lists;
        }

        private static List<Map<String, Object>> orEmpty(List<Map<String, Object>> list) {
            return list == null ? List.of() : list;
        }
    }

    private static <F extends Enum<F>> Map<F, Object> byField(Map<String, Object> stored, StoredName<F> names,
                                                             Class<F> type, Function<F, FieldSpec> spec) {
        Map<F, Object> values = new EnumMap<>(type);
        if (stored != null) {
            stored.forEach((name, value) -> names.find(name)
                    .ifPresent(field -> values.put(field, typed(spec.apply(field), value))));
        }
        return values;
    }

    /** JSON has one number type; a 32-bit field must come back as the Integer it was. */
    private static Object typed(FieldSpec spec, Object value) {
        if (spec.kind() == FieldKind.INT32 && value instanceof Number number) {
            return Math.toIntExact(number.longValue());
        }
        return value;
    }
}
