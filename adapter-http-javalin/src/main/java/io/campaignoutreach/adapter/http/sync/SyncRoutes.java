package io.campaignoutreach.adapter.http.sync;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.error.ErrorResponses;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.JsonObjectReader;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.sync.SyncBatchRejectedException.FailedRecord;
import io.campaignoutreach.application.sync.SyncBatchRejectedException;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncMedicareCommand;
import io.campaignoutreach.application.sync.SyncMedicareUseCase;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.customer.SyncedPolicy;
import io.campaignoutreach.domain.shared.FieldSpec;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Routes of the sync resource: the Medicare bulk sync (D17). The whole body is checked first and
 * every broken rule reported, with the records that broke one; only a body without any is synced.
 */
public final class SyncRoutes {

    private static final Set<String> MEMBERS = Set.of("records");
    /** Customer fields of a record by their name in the body; {@code externalId} is kept as clientCustomerId. */
    private static final Map<String, CustomerField> RECORD_FIELDS = recordFields();
    private static final Set<String> RECORD_MEMBERS = recordMembers();
    private static final Set<String> POLICY_MEMBERS = Collections.unmodifiableSet(new LinkedHashSet<>(
            Arrays.stream(PolicyField.values()).map(PolicyField::wireName).toList()));
    private static final Set<String> CUSTOM_FIELD_MEMBERS = Set.of("fieldKey", "value");
    /** D17: every record names the person and a phone number. */
    private static final List<String> REQUIRED = List.of("firstName", "lastName", "phoneNumber");
    private static final int MAX_PHONE_LENGTH = 32;
    private static final int MAX_CUSTOM_FIELDS = 100;
    private static final int MAX_POLICIES = 50;
    private static final int MAX_FIELD_KEY_LENGTH = 64;
    private static final int MAX_CUSTOM_VALUE_LENGTH = 10_000;
    /** Longest text echoed in failedRecords; longer values are cut, so a refusal never repeats a huge input. */
    private static final int MAX_ECHO_LENGTH = 255;

    private final SyncMedicareUseCase syncMedicare;

    public SyncRoutes(SyncMedicareUseCase syncMedicare) {
        this.syncMedicare = syncMedicare;
    }

    public void register(Router router) {
        // A refusal of the query (an unknown parameter) has the sync's shape too, with no record at fault.
        router.before("/v2/sync/medicare", ctx -> ErrorResponses.alwaysInValidationErrors(ctx, "failedRecords",
                List.of()));
        router.post("/v2/sync/medicare", Capability.CUSTOMERS_SYNC, this::sync);
    }

    private void sync(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        ObjectNode body = Bodies.readObject(ctx, violations);
        JsonObjectReader in = JsonObjectReader.root(body, violations).allowOnly(MEMBERS).require("records");
        List<SyncedCustomer> records = new ArrayList<>();
        in.array("records", false, SyncMedicareUseCase.MIN_RECORDS, SyncMedicareUseCase.MAX_RECORDS,
                (node, at) -> {
                    Optional<SyncedCustomer> record = record(node, at, violations);
                    record.ifPresent(records::add);
                    return record;
                });
        if (!violations.isEmpty()) {
            throw new SyncBatchRejectedException(violations.list(), failedRecords(body, violations));
        }
        Json.send(ctx, SyncResultResponse.from(syncMedicare.sync(access, new SyncMedicareCommand(records))));
    }

    /** One record, or empty when it breaks a rule. */
    private static Optional<SyncedCustomer> record(JsonNode node, List<String> at, Violations violations) {
        if (!node.isObject()) {
            violations.add(Values.wrongType(at, "object", node));
            return Optional.empty();
        }
        Violations own = new Violations();
        Optional<SyncedCustomer> record = read(new JsonObjectReader((ObjectNode) node, at, own));
        violations.addAll(own.list());
        return own.isEmpty() ? record : Optional.empty();
    }

    /**
     * The records some violation points into, whichever rule found it (the record's own rules or
     * the rules of every body), in input order.
     */
    private static List<FailedRecord> failedRecords(ObjectNode body, Violations violations) {
        JsonNode records = body.path("records");
        TreeSet<Integer> indexes = new TreeSet<>();
        for (Violation violation : violations.list()) {
            List<String> path = violation.path();
            if (path.size() >= 2 && path.get(0).equals("records") && path.get(1).matches("\\d{1,4}")) {
                indexes.add(Integer.parseInt(path.get(1)));
            }
        }
        List<FailedRecord> failed = new ArrayList<>();
        for (int index : indexes) {
            JsonNode node = records.path(index);
            failed.add(new FailedRecord(index, echo(node, "phoneNumber"), echo(node, "firstName"),
                    echo(node, "lastName"), echo(node, "externalId")));
        }
        return failed;
    }

    private static Optional<SyncedCustomer> read(JsonObjectReader in) {
        in.allowOnly(RECORD_MEMBERS).require(REQUIRED.toArray(String[]::new));
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        RECORD_FIELDS.forEach((name, field) -> {
            boolean named = field == CustomerField.FIRST_NAME || field == CustomerField.LAST_NAME;
            Patch<Object> value = value(in, name, field.spec(), !named, named || field == SyncedCustomer.EXTERNAL_ID);
            if (named && value.isPresent() && ((String) value.value()).isBlank()) {
                in.violations().add(new Violation(Values.append(in.path(), name), "must not be blank",
                        "at least 1 character that is not a space", "only spaces", ViolationCode.TOO_SMALL));
            } else {
                value.ifPresent(v -> fields.put(field, v));
            }
        });
        Patch<PhoneNumber> phone = in.string("phoneNumber", false, 1, MAX_PHONE_LENGTH).map(text -> {
            Optional<PhoneNumber> parsed = PhoneNumber.parse(text);
            if (parsed.isEmpty()) {
                in.violations().add(new Violation(Values.append(in.path(), "phoneNumber"),
                        "must be a US phone number: 10 digits, or 11 starting with 1", "US phone number",
                        Values.abbreviate(text), ViolationCode.INVALID_STRING));
            }
            return parsed.orElse(null);
        });
        List<CustomValue> customValues = customValues(in);
        List<SyncedPolicy> policies = in.array("policies", false, 0, MAX_POLICIES,
                (node, at) -> policy(node, at, in.violations())).orElse(List.of());
        if (!in.violations().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SyncedCustomer(phone.value(), fields, customValues, policies));
    }

    private static List<CustomValue> customValues(JsonObjectReader in) {
        // Items are kept by index even when others are broken, so that a repeated key is reported too.
        Map<String, Integer> firstAt = new HashMap<>();
        return in.array("customFields", false, 0, MAX_CUSTOM_FIELDS, (node, at) -> {
            Optional<CustomValue> value = customValue(node, at, in.violations());
            int index = Integer.parseInt(at.get(at.size() - 1));
            value.ifPresent(v -> {
                Integer first = firstAt.putIfAbsent(v.fieldKey(), index);
                if (first != null) {
                    in.violations().add(new Violation(Values.append(at, "fieldKey"), "repeats the fieldKey of item "
                            + first + "; send each field once", "a fieldKey not sent before",
                            Values.abbreviate(v.fieldKey()), ViolationCode.CUSTOM));
                }
            });
            return value;
        }).orElse(List.of());
    }

    private static Optional<CustomValue> customValue(JsonNode node, List<String> at, Violations violations) {
        if (!node.isObject()) {
            violations.add(Values.wrongType(at, "object", node));
            return Optional.empty();
        }
        int before = violations.list().size();
        JsonObjectReader in = new JsonObjectReader((ObjectNode) node, at, violations).allowOnly(CUSTOM_FIELD_MEMBERS)
                .require("fieldKey", "value");
        Patch<String> key = in.string("fieldKey", false, 1, MAX_FIELD_KEY_LENGTH);
        Patch<String> value = in.string("value", true, 0, MAX_CUSTOM_VALUE_LENGTH);
        if (violations.list().size() > before) {
            return Optional.empty();
        }
        return Optional.of(new CustomValue(key.value(), value.value()));
    }

    private static Optional<SyncedPolicy> policy(JsonNode node, List<String> at, Violations violations) {
        if (!node.isObject()) {
            violations.add(Values.wrongType(at, "object", node));
            return Optional.empty();
        }
        int before = violations.list().size();
        JsonObjectReader in = new JsonObjectReader((ObjectNode) node, at, violations).allowOnly(POLICY_MEMBERS)
                .require(PolicyField.POLICY_TYPE.wireName());
        Map<PolicyField, Object> fields = new EnumMap<>(PolicyField.class);
        for (PolicyField field : PolicyField.values()) {
            boolean required = field == PolicyField.POLICY_TYPE;
            value(in, field.wireName(), field.spec(), !required, false).ifPresent(v -> fields.put(field, v));
        }
        if (violations.list().size() > before) {
            return Optional.empty();
        }
        return Optional.of(SyncedPolicy.of(fields));
    }

    /** A member read by the kind of the field it fills; present null only where {@code nullable}. */
    private static Patch<Object> value(JsonObjectReader in, String name, FieldSpec spec, boolean nullable,
                                       boolean nonEmpty) {
        return switch (spec.kind()) {
            case STRING -> in.string(name, nullable, nonEmpty ? 1 : 0, spec.maxLength()).<Object>map(v -> v);
            case ENUM -> in.oneOf(name, nullable, spec.allowed(), Optional::of).<Object>map(v -> v);
            case BOOLEAN -> in.bool(name, nullable).<Object>map(v -> v);
            case INT32 -> in.integer(name, nullable, Integer.MIN_VALUE, Integer.MAX_VALUE).<Object>map(Long::intValue);
            case UUID -> in.uuid(name, nullable).<Object>map(Object::toString);
            case DATE_TIME -> in.dateTime(name, nullable).<Object>map(Timestamps::format);
            case DATE -> in.string(name, nullable, 0, Integer.MAX_VALUE).<Object>map(text -> {
                if (Timestamps.parseDate(text).isPresent()) {
                    return text;
                }
                in.violations().add(new Violation(Values.append(in.path(), name), "must be a date YYYY-MM-DD",
                        "date", Values.abbreviate(text), ViolationCode.INVALID_STRING));
                return null;
            });
        };
    }

    private static String echo(JsonNode record, String name) {
        JsonNode value = record.path(name);
        if (!value.isTextual()) {
            return null;
        }
        String text = value.textValue();
        return text.length() <= MAX_ECHO_LENGTH ? text : text.substring(0, MAX_ECHO_LENGTH - 3) + "...";
    }

    private static Map<String, CustomerField> recordFields() {
        Map<String, CustomerField> fields = new LinkedHashMap<>();
        for (CustomerField field : SyncedCustomer.FIELDS) {
            fields.put(field == SyncedCustomer.EXTERNAL_ID ? "externalId" : field.wireName(), field);
        }
        return Collections.unmodifiableMap(fields);
    }

    private static Set<String> recordMembers() {
        Set<String> members = new LinkedHashSet<>(recordFields().keySet());
        members.addAll(List.of("phoneNumber", "customFields", "policies"));
        return Collections.unmodifiableSet(members);
    }
}
