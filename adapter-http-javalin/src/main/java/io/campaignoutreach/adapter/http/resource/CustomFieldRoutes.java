package io.campaignoutreach.adapter.http.resource;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.JsonObjectReader;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Routes of the custom field resource: define a field (D18). */
public final class CustomFieldRoutes {

    private static final Set<String> MEMBERS = Set.of("recordType", "fieldKey", "fieldLabel", "fieldDescription",
            "fieldType", "isRequired", "options", "validationRules");
    private static final Set<String> RULES = Set.of("minLength", "maxLength", "min", "max", "pattern", "patternMessage",
            "minDate", "maxDate");
    private static final List<String> RECORD_TYPES = Arrays.stream(RecordType.values()).map(RecordType::wireName)
            .toList();
    private static final List<String> FIELD_TYPES = Arrays.stream(FieldType.values()).map(FieldType::wireName)
            .toList();
    private static final int MAX_TEXT_LENGTH_RULE = 100_000;
    private static final BigDecimal NUMBER_BOUND = new BigDecimal("1e15");

    private final ApiServices services;

    public CustomFieldRoutes(ApiServices services) {
        this.services = services;
    }

    public void register(Router router) {
        router.post("/v2/custom-fields", Capability.CUSTOM_FIELDS_MANAGE, this::create);
    }

    private void create(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        JsonObjectReader in = JsonObjectReader.root(Bodies.readObject(ctx, violations), violations).allowOnly(MEMBERS)
                .require("recordType", "fieldLabel", "fieldDescription", "fieldType");
        RecordType recordType = in.oneOf("recordType", false, RECORD_TYPES, RecordType::fromWireName).orElse(null);
        String label = in.string("fieldLabel", false, 1, CustomFieldDefinition.MAX_LABEL_LENGTH).orElse(null);
        String description = in.string("fieldDescription", false, 1, CustomFieldDefinition.MAX_DESCRIPTION_LENGTH)
                .orElse(null);
        FieldType type = in.oneOf("fieldType", false, FIELD_TYPES, FieldType::fromWireName).orElse(null);
        String key = in.string("fieldKey", false, 1, 64).orElse(null);
        Boolean isRequired = in.bool("isRequired", true).orElse(null);
        List<String> options = in.array("options", true, 0, CustomFieldDefinition.MAX_OPTIONS,
                (node, at) -> option(node, at, violations)).orElse(null);
        ValidationRules rules = in.object("validationRules", false).map(CustomFieldRoutes::rules)
                .orElse(ValidationRules.none());
        violations.throwIfAny();
        CustomFieldDefinition created = services.createCustomField().create(access,
                new CustomFieldDefinition.Draft(recordType, key, label, description, type, isRequired, options, rules));
        ctx.status(201).json(CustomFieldResponse.from(created));
    }

    private static Optional<String> option(JsonNode node, List<String> at, Violations violations) {
        if (!node.isTextual()) {
            violations.add(Values.wrongType(at, "string", node));
            return Optional.empty();
        }
        if (node.textValue().length() > CustomFieldDefinition.MAX_OPTION_LENGTH) {
            violations.add(new Violation(at, "must be at most " + CustomFieldDefinition.MAX_OPTION_LENGTH
                    + " characters", "at most " + CustomFieldDefinition.MAX_OPTION_LENGTH + " characters",
                    node.textValue().length() + " characters", ViolationCode.TOO_BIG));
            return Optional.empty();
        }
        return Optional.of(node.textValue());
    }

    private static ValidationRules rules(JsonObjectReader in) {
        in.allowOnly(RULES);
        Integer minLength = in.integer("minLength", true, 0, MAX_TEXT_LENGTH_RULE).map(Long::intValue).orElse(null);
        Integer maxLength = in.integer("maxLength", true, 0, MAX_TEXT_LENGTH_RULE).map(Long::intValue).orElse(null);
        BigDecimal min = in.number("min", true, NUMBER_BOUND.negate(), NUMBER_BOUND).orElse(null);
        BigDecimal max = in.number("max", true, NUMBER_BOUND.negate(), NUMBER_BOUND).orElse(null);
        String pattern = in.string("pattern", true, 1, CustomFieldDefinition.MAX_PATTERN_LENGTH).orElse(null);
        String patternMessage = in.string("patternMessage", true, 1, 255).orElse(null);
        LocalDate minDate = date(in, "minDate");
        LocalDate maxDate = date(in, "maxDate");
        return new ValidationRules(minLength, maxLength, min, max, pattern, patternMessage, minDate, maxDate);
    }

    private static LocalDate date(JsonObjectReader in, String name) {
        String text = in.string(name, true, 0, Integer.MAX_VALUE).orElse(null);
        if (text == null) {
            return null;
        }
        Optional<LocalDate> date = Timestamps.parseDate(text);
        if (date.isEmpty()) {
            in.violations().add(new Violation(Values.append(in.path(), name), "must be a date YYYY-MM-DD", "date",
                    JsonObjectReader.abbreviate(text), ViolationCode.INVALID_STRING));
        }
        return date.orElse(null);
    }
}
