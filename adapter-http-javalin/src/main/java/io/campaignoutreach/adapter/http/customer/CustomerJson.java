package io.campaignoutreach.adapter.http.customer;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.source.Source;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes the spec's Customer read record: every field always present (null when not set), in the
 * order of the catalog, with the customer's enrollments, custom values, policies, related lists
 * and call summary ({@code totalCalls} 0 and the last call's members null when it has no calls).
 * A customer has a hundred members and more: they are written straight to the generator, under
 * names encoded once for all answers, rather than gathered into maps that are then written.
 * Written by hand for speed: {@code scripts/bench read} (docs/benchmarks.md, "GET one customer,
 * next to bare endpoints") measured the mapper's way at a tenth of the read.
 */
final class CustomerJson extends JsonSerializable.Base {

    private static final CustomerField[] CUSTOMER_FIELD_ORDER = CustomerField.values();
    private static final PolicyField[] POLICY_FIELD_ORDER = PolicyField.values();
    private static final SerializableString[] CUSTOMER_FIELDS = names(CUSTOMER_FIELD_ORDER, CustomerField::wireName);
    private static final SerializableString[] POLICY_FIELDS = names(POLICY_FIELD_ORDER, PolicyField::wireName);
    private static final SerializableString ID = name("id");
    private static final SerializableString CLIENT_ID = name("clientId");
    private static final SerializableString CALLER_ID = name("callerId");
    private static final SerializableString CAMPAIGNS = name("campaigns");
    private static final SerializableString CAMPAIGN_ID = name("campaignId");
    private static final SerializableString CAMPAIGN_NAME = name("campaignName");
    private static final SerializableString STATUS = name("status");
    private static final SerializableString CUSTOM_FIELDS = name("customFields");
    private static final SerializableString FIELD_KEY = name("fieldKey");
    private static final SerializableString VALUE = name("value");
    private static final SerializableString POLICIES = name("policies");
    private static final SerializableString CREATED_AT = name("createdAt");
    private static final SerializableString UPDATED_AT = name("updatedAt");
    private static final SerializableString TOTAL_CALLS = name("totalCalls");
    private static final SerializableString LAST_CALL_DATE = name("lastCallDate");
    private static final SerializableString LAST_CALL_DISPOSITION = name("lastCallDisposition");
    private static final SerializableString SOURCE = name("source");
    private static final SerializableString NAME = name("name");
    private static final SerializableString SOURCE_ID = name("sourceId");

    private final CustomerView view;

    private CustomerJson(CustomerView view) {
        this.view = view;
    }

    static CustomerJson of(CustomerView view) {
        return new CustomerJson(view);
    }

    @Override
    public void serialize(JsonGenerator gen, SerializerProvider serializers) throws IOException {
        Customer customer = view.customer();
        gen.writeStartObject();
        gen.writeFieldName(ID);
        gen.writeString(customer.id().toString());
        gen.writeFieldName(CLIENT_ID);
        gen.writeString(customer.organizationId().toString());
        Object[] profile = byOrdinal(customer.profile().values(), CUSTOMER_FIELD_ORDER.length);
        for (CustomerField field : CUSTOMER_FIELD_ORDER) {
            gen.writeFieldName(CUSTOMER_FIELDS[field.ordinal()]);
            // The last contact is the later of the stored one and the last call's.
            value(field == CustomerField.LAST_CONTACTED_AT ? view.lastContactedAt() : profile[field.ordinal()],
                    gen, serializers);
            if (field == CustomerField.PREFERRED_NAME) {
                gen.writeFieldName(CALLER_ID);
                gen.writeString(customer.phone().e164());
            }
        }
        gen.writeFieldName(CAMPAIGNS);
        gen.writeStartArray();
        for (CustomerView.CampaignMembership membership : view.campaigns()) {
            membership(membership, gen, serializers);
        }
        gen.writeEndArray();
        customValues(customer.customValues(), gen, serializers);
        gen.writeFieldName(POLICIES);
        gen.writeStartArray();
        for (Policy policy : customer.policies()) {
            policy(policy, gen, serializers);
        }
        gen.writeEndArray();
        for (Map.Entry<String, List<Map<String, Object>>> list : customer.relatedLists().entrySet()) {
            gen.writeFieldName(list.getKey());
            serializers.defaultSerializeValue(list.getValue(), gen);
        }
        gen.writeFieldName(CREATED_AT);
        instant(customer.createdAt(), gen);
        gen.writeFieldName(UPDATED_AT);
        instant(customer.updatedAt(), gen);
        gen.writeFieldName(TOTAL_CALLS);
        gen.writeNumber(view.calls().totalCalls());
        gen.writeFieldName(LAST_CALL_DATE);
        instant(view.calls().lastCallAt(), gen);
        gen.writeFieldName(LAST_CALL_DISPOSITION);
        gen.writeString(view.calls().lastCallDisposition());
        if (view.currentSource() != null) {
            source(view.currentSource(), gen);
        }
        gen.writeEndObject();
    }

    @Override
    public void serializeWithType(JsonGenerator gen, SerializerProvider serializers, TypeSerializer typeSer)
            throws IOException {
        serialize(gen, serializers);
    }

    private static void membership(CustomerView.CampaignMembership membership, JsonGenerator gen,
                                   SerializerProvider serializers) throws IOException {
        Enrollment e = membership.enrollment();
        gen.writeStartObject();
        gen.writeFieldName(ID);
        gen.writeString(e.id().toString());
        gen.writeFieldName(CAMPAIGN_ID);
        gen.writeString(e.campaignId().toString());
        gen.writeFieldName(CAMPAIGN_NAME);
        gen.writeString(membership.campaignName());
        gen.writeFieldName(STATUS);
        gen.writeString(e.status().wireName());
        gen.writeFieldName(CREATED_AT);
        instant(e.createdAt(), gen);
        gen.writeFieldName(UPDATED_AT);
        instant(e.updatedAt(), gen);
        gen.writeEndObject();
    }

    private static void policy(Policy policy, JsonGenerator gen, SerializerProvider serializers) throws IOException {
        gen.writeStartObject();
        gen.writeFieldName(ID);
        gen.writeString(policy.id().toString());
        Object[] values = byOrdinal(policy.values(), POLICY_FIELD_ORDER.length);
        for (PolicyField field : POLICY_FIELD_ORDER) {
            gen.writeFieldName(POLICY_FIELDS[field.ordinal()]);
            value(values[field.ordinal()], gen, serializers);
        }
        customValues(policy.customFields(), gen, serializers);
        gen.writeFieldName(CREATED_AT);
        instant(policy.createdAt(), gen);
        gen.writeFieldName(UPDATED_AT);
        instant(policy.updatedAt(), gen);
        gen.writeEndObject();
    }

    /** The {@code customFields} member: each value with its field's key. */
    private static void customValues(List<CustomValue> values, JsonGenerator gen, SerializerProvider serializers)
            throws IOException {
        gen.writeFieldName(CUSTOM_FIELDS);
        gen.writeStartArray();
        for (CustomValue value : values) {
            gen.writeStartObject();
            gen.writeFieldName(FIELD_KEY);
            gen.writeString(value.fieldKey());
            gen.writeFieldName(VALUE);
            value(value.value(), gen, serializers);
            gen.writeEndObject();
        }
        gen.writeEndArray();
    }

    /**
     * A field's value. Most are text, flags, whole numbers or instants, written here as the mapper
     * would write them, without looking up a serializer for each; the rest (dates, decimals, lists)
     * by the mapper's own serializers.
     */
    private static void value(Object value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
        if (value == null) {
            gen.writeNull();
        } else if (value instanceof String text) {
            gen.writeString(text);
        } else if (value instanceof Boolean flag) {
            gen.writeBoolean(flag);
        } else if (value instanceof Integer number) {
            gen.writeNumber(number);
        } else if (value instanceof Long number) {
            gen.writeNumber(number);
        } else if (value instanceof Instant at) {
            instant(at, gen);
        } else {
            serializers.defaultSerializeValue(value, gen);
        }
    }

    /** An instant as the mapper writes it ({@link Timestamps#format}), or null. */
    private static void instant(Instant at, JsonGenerator gen) throws IOException {
        if (at == null) {
            gen.writeNull();
        } else {
            gen.writeString(Timestamps.format(at));
        }
    }

    private static void source(Source source, JsonGenerator gen) throws IOException {
        gen.writeFieldName(SOURCE);
        gen.writeStartObject();
        gen.writeFieldName(ID);
        gen.writeString(source.id().toString());
        gen.writeFieldName(NAME);
        gen.writeString(source.name());
        gen.writeFieldName(SOURCE_ID);
        gen.writeString(source.sourceId());
        gen.writeEndObject();
    }

    /**
     * The values set, each at its field's ordinal: every field is written, most of them unset, and
     * looking each one up in the record's values cost more than writing it.
     */
    private static <E extends Enum<E>> Object[] byOrdinal(Map<E, Object> values, int fields) {
        Object[] byOrdinal = new Object[fields];
        values.forEach((field, value) -> byOrdinal[field.ordinal()] = value);
        return byOrdinal;
    }

    /** Each field's wire name, encoded once, at its ordinal. */
    private static <E extends Enum<E>> SerializableString[] names(E[] fields, Function<E, String> wireName) {
        SerializableString[] names = new SerializableString[fields.length];
        for (E field : fields) {
            names[field.ordinal()] = name(wireName.apply(field));
        }
        return names;
    }

    private static SerializableString name(String name) {
        return new SerializedString(name);
    }
}
