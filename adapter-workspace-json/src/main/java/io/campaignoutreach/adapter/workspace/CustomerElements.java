package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.adapter.workspace.document.CustomFieldElement;
import io.campaignoutreach.adapter.workspace.document.CustomerElement;
import io.campaignoutreach.adapter.workspace.document.CustomerElement.CustomValueElement;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.FieldKeys;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import io.campaignoutreach.domain.shared.FieldSpec;
import io.campaignoutreach.domain.shared.Violation;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * Turns custom field definitions and customers (with their policies and custom values) into the
 * domain's. Custom values are checked against the definitions of the file and of the organization
 * (D18), and a customer's phone number may belong to no other customer of the file or the organization.
 */
final class CustomerElements {

    private static final int MAX_SHOWN_VALUE = 40;

    private final ReadContext context;
    private final IdGenerator ids;
    /** Live definitions by record type and key: the organization's, then the file's. */
    private final Map<RecordType, Map<String, CustomFieldDefinition>> definitions = new EnumMap<>(RecordType.class);
    private final Map<RecordType, Map<String, String>> fileKeyPaths = new EnumMap<>(RecordType.class);
    private final Map<String, String> phonePaths = new HashMap<>();
    private final Map<UUID, String> phones = new HashMap<>();
    private final ConsentElements consent;

    CustomerElements(ReadContext context, IdGenerator ids, List<CustomFieldDefinition> existing) {
        this.context = context;
        this.ids = ids;
        this.consent = new ConsentElements(context, ids);
        for (RecordType type : RecordType.values()) {
            definitions.put(type, new LinkedHashMap<>());
            fileKeyPaths.put(type, new HashMap<>());
        }
        // Deleted definitions keep their key taken, but take no values.
        existing.forEach(definition -> definitions.get(definition.recordType()).put(definition.fieldKey(), definition));
    }

    CustomFieldDefinition customField(CustomFieldElement element, Checks at, UUID id) {
        int before = context.problems().total();
        at.required("recordType", element.recordType(), "one of " + DocumentValues.oneOf(RecordType.class));
        String label = at.nonBlank("fieldLabel", element.fieldLabel(), CustomFieldDefinition.MAX_LABEL_LENGTH);
        String description = at.nonBlank("fieldDescription", element.fieldDescription(),
                CustomFieldDefinition.MAX_DESCRIPTION_LENGTH);
        at.required("fieldType", element.fieldType(), "one of " + DocumentValues.oneOf(FieldType.class));
        ValidationRules rules = rules(element.validationRules(), at);
        if (context.problems().total() > before) {
            return null;
        }
        RecordType recordType = element.recordType();
        CustomFieldDefinition.Draft draft = new CustomFieldDefinition.Draft(recordType, element.fieldKey(), label,
                description, element.fieldType(), element.isRequired(), element.options(), rules);
        for (Violation violation : CustomFieldDefinition.problems(draft)) {
            context.problems().add(at.path(String.join(".", violation.path())), violation.message());
        }
        Map<String, CustomFieldDefinition> taken = definitions.get(recordType);
        Map<String, String> inFile = fileKeyPaths.get(recordType);
        String key = element.fieldKey();
        if (key == null) {
            key = FieldKeys.derive(label, taken.keySet());
        } else if (inFile.containsKey(key)) {
            at.problem("fieldKey", "repeats the " + recordType.wireName() + " fieldKey of " + inFile.get(key));
        } else if (taken.containsKey(key)) {
            at.problem("fieldKey", "the organization already has a " + recordType.wireName() + " field '" + key + "'");
        }
        String finalKey = key;
        CustomFieldDefinition definition = context.build(at.path(), before, () -> CustomFieldDefinition.create(
                CustomFieldId.of(id), context.organizationId(), draft, finalKey,
                context.createdAt(element.createdAt())));
        if (definition != null) {
            taken.put(finalKey, definition);
            inFile.put(finalKey, at.path());
        }
        return definition;
    }

    private static ValidationRules rules(CustomFieldElement.Rules rules, Checks element) {
        if (rules == null) {
            return ValidationRules.none();
        }
        Checks at = element.in("validationRules");
        return new ValidationRules(at.atLeast("minLength", rules.minLength(), 0),
                at.atLeast("maxLength", rules.maxLength(), 0), rules.min(), rules.max(), rules.pattern(),
                rules.patternMessage(), rules.minDate(), rules.maxDate());
    }

    Customer customer(CustomerElement element, Checks at, UUID id) {
        int before = context.problems().total();
        PhoneNumber phone = phone(element, at);
        Instant created = context.createdAt(element.createdAt());
        Map<CustomerField, Object> fields = fields(element.fields(), at, CustomerField.class,
                CustomerField::fromWireName, CustomerField::spec);
        for (CustomerField source : List.of(CustomerField.CURRENT_SOURCE_ID, CustomerField.ORIGINAL_SOURCE_ID)) {
            fields.computeIfPresent(source, (field, fileId) -> Optional.ofNullable(at.resolve(field.wireName(),
                    UUID.fromString((String) fileId), ElementKind.SOURCES)).map(UUID::toString).orElse(null));
        }
        List<CustomValue> values = customValues(element.customFields(), at, RecordType.CUSTOMERS);
        List<Policy> policies = new ArrayList<>();
        List<CustomerElement.Policy> given = listed(element.policies());
        for (int i = 0; i < given.size(); i++) {
            Optional.ofNullable(policy(given.get(i), at.in("policies", i), created)).ifPresent(policies::add);
        }
        Map<String, List<Map<String, Object>>> related = new LinkedHashMap<>();
        related.put("prescriptions", listed(element.prescriptions()));
        related.put("providers", listed(element.providers()));
        related.put("scopeOfAppointments", listed(element.scopeOfAppointments()));
        related.put("dependents", listed(element.dependents()));
        related.forEach((list, items) -> {
            for (int i = 0; i < items.size(); i++) {
                if (items.get(i) == null) {
                    at.problem(list + "[" + i + "]", "must be an object, not null");
                }
            }
        });
        consent.read(listed(element.consent()), at, phone);
        Customer customer = context.build(at.path(), before, () -> Customer.create(CustomerId.of(id),
                context.organizationId(), phone, CustomerProfile.of(fields), policies, values, related, created));
        if (phone != null && id != null) {
            phones.put(id, phone.e164());
        }
        return customer;
    }

    /** The ledger entries the file's customers give of their numbers; stored only when the file has no problem. */
    List<ConsentEntry> consent() {
        return consent.entries();
    }

    /** The normalized phone of a customer read from the file, by its new id. */
    String phoneOf(UUID customerId) {
        return phones.get(customerId);
    }

    /** The file's phone numbers with the path of the customer that has each. */
    Map<String, String> phonePaths() {
        return phonePaths;
    }

    private PhoneNumber phone(CustomerElement element, Checks at) {
        at.required("phoneNumber", element.phoneNumber(), null);
        String e164 = at.phone("phoneNumber", element.phoneNumber());
        if (e164 == null) {
            return null;
        }
        String earlier = phonePaths.putIfAbsent(e164, at.path());
        if (earlier != null) {
            at.problem("phoneNumber", "same number as " + earlier);
            return null;
        }
        return new PhoneNumber(e164);
    }

    /** The catalog's fields among a customer's or policy's other members, as the catalog keeps them. */
    private static <F extends Enum<F>> Map<F, Object> fields(Map<String, Object> given, Checks at, Class<F> type,
                                                             Function<String, Optional<F>> catalog,
                                                             Function<F, FieldSpec> spec) {
        Map<F, Object> fields = new EnumMap<>(type);
        (given == null ? Map.<String, Object>of() : given).forEach((name, value) -> {
            Optional<F> field = catalog.apply(name);
            if (field.isEmpty()) {
                at.problem(name, "unknown member");
                return;
            }
            Optional<String> problem = spec.apply(field.get()).problem(value);
            if (problem.isPresent()) {
                at.problem(name, problem.get());
            } else if (value != null) {
                fields.put(field.get(), spec.apply(field.get()).canonical(value));
            }
        });
        return fields;
    }

    private Policy policy(CustomerElement.Policy policy, Checks at, Instant created) {
        int before = context.problems().total();
        Map<PolicyField, Object> values = fields(policy.fields(), at, PolicyField.class, PolicyField::fromWireName,
                PolicyField::spec);
        if (policy.fields() == null || policy.fields().get("policyType") == null) {
            at.problem("policyType", "is required: one of MA, MAPD, MS, PDP");
        }
        List<CustomValue> customFields = customValues(policy.customFields(), at, RecordType.POLICIES);
        return context.build(at.path(), before, () -> new Policy(ids.newId(), values, customFields,
                created, created));
    }

    /** The {@code customFields} of a customer or policy: [{fieldKey, value}], each checked against its definition. */
    private List<CustomValue> customValues(List<CustomValueElement> entries, Checks element, RecordType recordType) {
        Map<String, CustomFieldDefinition> byKey = definitions.get(recordType);
        List<CustomValue> values = new ArrayList<>();
        Set<String> given = new HashSet<>();
        List<CustomValueElement> listed = listed(entries);
        for (int i = 0; i < listed.size(); i++) {
            Checks at = element.in("customFields", i);
            String key = at.nonBlank("fieldKey", listed.get(i).fieldKey(), 64);
            String value = listed.get(i).value();
            CustomFieldDefinition definition = key == null ? null : byKey.get(key);
            if (key == null) {
                continue;
            } else if (definition == null || definition.isDeleted()) {
                at.problem("fieldKey", "no " + recordType.wireName() + " custom field '" + key
                        + "' in the file or the organization");
            } else if (!given.add(key)) {
                at.problem("fieldKey", "custom field '" + key + "' is given more than once");
            } else {
                Optional<String> problem = definition.problem(value);
                if (problem.isPresent()) {
                    at.problem(null, (value == null ? "no value" : "value " + shown(value)) + ": " + problem.get());
                } else if (value != null) {
                    values.add(new CustomValue(key, value));
                }
            }
        }
        byKey.values().stream()
                .filter(definition -> !definition.isDeleted() && Boolean.TRUE.equals(definition.isRequired()))
                .filter(definition -> !given.contains(definition.fieldKey()))
                .forEach(definition -> element.problem("customFields", "custom field '" + definition.fieldKey()
                        + "' is required"));
        return values;
    }

    static <T> List<T> listed(List<T> items) {
        return items == null ? List.of() : items;
    }

    private static String shown(String value) {
        String cut = value.length() > MAX_SHOWN_VALUE ? value.substring(0, MAX_SHOWN_VALUE) + "..." : value;
        return "\"" + cut + "\"";
    }
}
