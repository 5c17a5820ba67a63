package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.shared.IdGenerator;
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
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Reads custom field definitions and customers (with their policies and custom values). Custom
 * values are checked against the definitions of the file and of the organization (D18), and a
 * customer's phone number may belong to no other customer of the file or the organization.
 */
final class CustomerReader {

    static final List<String> RECORD_TYPES = Arrays.stream(RecordType.values()).map(RecordType::wireName).toList();
    static final List<String> FIELD_TYPES = Arrays.stream(FieldType.values()).map(FieldType::wireName).toList();
    private static final Set<String> CUSTOMER_MEMBERS = Set.of("id", "phoneNumber", "createdAt", "customFields",
            "policies");
    private static final int MAX_SHOWN_VALUE = 40;

    private final ReadContext context;
    private final IdGenerator ids;
    /** Live definitions by record type and key: the organization's, then the file's. */
    private final Map<RecordType, Map<String, CustomFieldDefinition>> definitions = new EnumMap<>(RecordType.class);
    private final Map<RecordType, Map<String, String>> fileKeyPaths = new EnumMap<>(RecordType.class);
    private final Map<String, String> phonePaths = new HashMap<>();
    private final Map<UUID, String> phones = new HashMap<>();

    CustomerReader(ReadContext context, IdGenerator ids, List<CustomFieldDefinition> existing) {
        this.context = context;
        this.ids = ids;
        for (RecordType type : RecordType.values()) {
            definitions.put(type, new LinkedHashMap<>());
            fileKeyPaths.put(type, new HashMap<>());
        }
        existing.forEach(definition -> {
            // Deleted definitions keep their key taken, but take no values.
            definitions.get(definition.recordType()).put(definition.fieldKey(), definition);
        });
    }

    CustomFieldDefinition customField(JsonMembers element, UUID id) {
        int before = context.problems().total();
        if (!element.has("recordType")) {
            element.problem("recordType", "is required: one of " + String.join(", ", RECORD_TYPES));
        }
        RecordType recordType = element.choice("recordType", RecordType::fromWireName, RECORD_TYPES);
        String fieldKey = element.string("fieldKey");
        String label = element.requiredString("fieldLabel", CustomFieldDefinition.MAX_LABEL_LENGTH);
        String description = element.requiredString("fieldDescription",
                CustomFieldDefinition.MAX_DESCRIPTION_LENGTH);
        if (!element.has("fieldType")) {
            element.problem("fieldType", "is required: one of " + String.join(", ", FIELD_TYPES));
        }
        FieldType fieldType = element.choice("fieldType", FieldType::fromWireName, FIELD_TYPES);
        Boolean isRequired = element.bool("isRequired");
        List<String> options = element.has("options") ? element.strings("options") : null;
        element.markRead("options");
        ValidationRules rules = element.object("validationRules").map(CustomerReader::rules)
                .orElse(ValidationRules.none());
        Instant created = context.createdAt(element);
        element.finish();
        if (context.problems().total() > before) {
            return null;
        }
        CustomFieldDefinition.Draft draft = new CustomFieldDefinition.Draft(recordType, fieldKey, label, description,
                fieldType, isRequired, options, rules);
        for (Violation violation : CustomFieldDefinition.problems(draft)) {
            context.problems().add(element.path(String.join(".", violation.path())), violation.message());
        }
        Map<String, CustomFieldDefinition> taken = definitions.get(recordType);
        Map<String, String> inFile = fileKeyPaths.get(recordType);
        String key = fieldKey;
        if (key == null) {
            key = FieldKeys.derive(label, taken.keySet());
        } else if (inFile.containsKey(key)) {
            element.problem("fieldKey", "repeats the " + recordType.wireName() + " fieldKey of " + inFile.get(key));
        } else if (taken.containsKey(key)) {
            element.problem("fieldKey", "the organization already has a " + recordType.wireName() + " field '"
                    + key + "'");
        }
        String finalKey = key;
        CustomFieldDefinition definition = context.build(element.path(), before, () -> CustomFieldDefinition.create(
                CustomFieldId.of(id), context.organizationId(), draft, finalKey, created));
        if (definition != null) {
            taken.put(finalKey, definition);
            inFile.put(finalKey, element.path());
        }
        return definition;
    }

    private static ValidationRules rules(JsonMembers rules) {
        ValidationRules built = new ValidationRules(rules.int32("minLength", 0, Integer.MAX_VALUE),
                rules.int32("maxLength", 0, Integer.MAX_VALUE), rules.decimal("min", true),
                rules.decimal("max", true), rules.string("pattern"), rules.string("patternMessage"),
                rules.date("minDate"), rules.date("maxDate"));
        rules.finish();
        return built;
    }

    Customer customer(JsonMembers element, UUID id) {
        int before = context.problems().total();
        PhoneNumber phone = phone(element);
        Instant created = context.createdAt(element);
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        for (String name : element.names()) {
            if (CUSTOMER_MEMBERS.contains(name) || Customer.RELATED_LISTS.contains(name)) {
                continue;
            }
            Optional<CustomerField> field = CustomerField.fromWireName(name);
            if (field.isEmpty()) {
                continue; // reported as an unknown member by finish()
            }
            Object value = fieldValue(element, name, field.get().spec());
            if (field.get() == CustomerField.CURRENT_SOURCE_ID || field.get() == CustomerField.ORIGINAL_SOURCE_ID) {
                UUID source = value == null ? null : context.fileIds().resolve(element.path(name),
                        UUID.fromString((String) value), ElementKind.SOURCES, context.problems());
                value = source == null ? null : source.toString();
            }
            if (value != null) {
                fields.put(field.get(), value);
            }
        }
        List<CustomValue> values = customValues(element, RecordType.CUSTOMERS);
        List<Policy> policies = new ArrayList<>();
        for (JsonMembers policy : element.objects("policies")) {
            Policy built = policy(policy, created);
            if (built != null) {
                policies.add(built);
            }
        }
        Map<String, List<Map<String, Object>>> related = new LinkedHashMap<>();
        for (String list : Customer.RELATED_LISTS) {
            List<Map<String, Object>> items = new ArrayList<>();
            List<JsonNode> nodes = element.array(list);
            for (int i = 0; i < nodes.size(); i++) {
                if (nodes.get(i).isObject()) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> item = (Map<String, Object>) JsonMembers.open(nodes.get(i));
                    items.add(item);
                } else {
                    context.problems().add(element.path(list) + "[" + i + "]", "must be an object, not "
                            + JsonMembers.describe(nodes.get(i)));
                }
            }
            related.put(list, items);
        }
        element.finish();
        Customer customer = context.build(element.path(), before, () -> Customer.create(CustomerId.of(id),
                context.organizationId(), phone, CustomerProfile.of(fields), policies, values, related, created));
        if (phone != null && id != null) {
            phones.put(id, phone.e164());
        }
        return customer;
    }

    /** The normalized phone of a customer read from the file, by its new id. */
    String phoneOf(UUID customerId) {
        return phones.get(customerId);
    }

    /** The file's phone numbers with the path of the customer that has each. */
    Map<String, String> phonePaths() {
        return phonePaths;
    }

    private PhoneNumber phone(JsonMembers element) {
        if (!element.has("phoneNumber")) {
            element.problem("phoneNumber", "is required");
        }
        String e164 = context.phone(element, "phoneNumber");
        if (e164 == null) {
            return null;
        }
        String earlier = phonePaths.putIfAbsent(e164, element.path());
        if (earlier != null) {
            element.problem("phoneNumber", "same number as " + earlier);
            return null;
        }
        return new PhoneNumber(e164);
    }

    /** A JSON value as the field catalogs keep it (String, Boolean or Integer), or null and a problem. */
    private Object fieldValue(JsonMembers element, String name, FieldSpec spec) {
        JsonNode json = element.raw(name);
        if (json == null) {
            return null;
        }
        Object value = json.isTextual() ? json.textValue()
                : json.isBoolean() ? json.booleanValue()
                : json.isIntegralNumber() && json.canConvertToInt() ? (Object) json.intValue()
                : json;
        Optional<String> problem = spec.problem(value);
        if (problem.isPresent()) {
            element.problem(name, problem.get());
            return null;
        }
        return spec.canonical(value);
    }

    private Policy policy(JsonMembers policy, Instant created) {
        int before = context.problems().total();
        Map<PolicyField, Object> values = new EnumMap<>(PolicyField.class);
        for (String name : policy.names()) {
            Optional<PolicyField> field = PolicyField.fromWireName(name);
            if (field.isPresent()) {
                Object value = fieldValue(policy, name, field.get().spec());
                if (value != null) {
                    values.put(field.get(), value);
                }
            }
        }
        if (!values.containsKey(PolicyField.POLICY_TYPE) && !policy.has("policyType")) {
            policy.problem("policyType", "is required: one of MA, MAPD, MS, PDP");
        }
        List<CustomValue> customFields = customValues(policy, RecordType.POLICIES);
        policy.finish();
        return context.build(policy.path(), before, () -> new Policy(ids.newId(), values, customFields, created,
                created));
    }

    /** The {@code customFields} of a customer or policy: [{fieldKey, value}], each checked against its definition. */
    private List<CustomValue> customValues(JsonMembers element, RecordType recordType) {
        Map<String, CustomFieldDefinition> byKey = definitions.get(recordType);
        List<CustomValue> values = new ArrayList<>();
        Set<String> given = new HashSet<>();
        for (JsonMembers entry : element.objects("customFields")) {
            String key = entry.requiredString("fieldKey", 64);
            JsonNode raw = entry.raw("value");
            String value = raw == null ? null : raw.isTextual() ? raw.textValue() : null;
            if (raw != null && !raw.isTextual()) {
                entry.problem("value", "must be a string (numbers, dates and booleans are written as text), not "
                        + JsonMembers.describe(raw));
            }
            entry.finish();
            if (key == null) {
                continue;
            }
            CustomFieldDefinition definition = byKey.get(key);
            if (definition == null || definition.isDeleted()) {
                entry.problem("fieldKey", "no " + recordType.wireName() + " custom field '" + key
                        + "' in the file or the organization");
                continue;
            }
            if (!given.add(key)) {
                entry.problem("fieldKey", "custom field '" + key + "' is given more than once");
                continue;
            }
            Optional<String> problem = definition.problem(value);
            if (problem.isPresent()) {
                context.problems().add(entry.path(), (value == null ? "no value" : "value " + shown(value)) + ": "
                        + problem.get());
                continue;
            }
            if (value != null) {
                values.add(new CustomValue(key, value));
            }
        }
        byKey.values().stream()
                .filter(definition -> !definition.isDeleted() && Boolean.TRUE.equals(definition.isRequired()))
                .filter(definition -> !given.contains(definition.fieldKey()))
                .forEach(definition -> element.problem("customFields", "custom field '" + definition.fieldKey()
                        + "' is required"));
        return values;
    }

    private static String shown(String value) {
        String cut = value.length() > MAX_SHOWN_VALUE ? value.substring(0, MAX_SHOWN_VALUE) + "..." : value;
        return "\"" + cut + "\"";
    }
}
