package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.JsonGenerator;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.shared.Timestamps;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The text of a customer's profile, policies and custom values as stored: the documents of
 * {@link CustomerDocuments}, written field by field to the generator instead of gathered into
 * maps and records that the mapper then looks serializers up for. A sync writes a hundred
 * customers a request, and that gathering and looking up was a tenth of its processor time.
 * The text is the one the codec writes for those records ({@code CustomerDocumentTextTest}).
 * Measured by {@code scripts/bench sync} (docs/benchmarks.md, "Sync: 100 records with policies").
 */
final class CustomerDocumentText {

    private final JsonCodec json;

    CustomerDocumentText(JsonCodec json) {
        this.json = json;
    }

    /** The profile's set fields by stored name, in the fields' order. */
    String profile(CustomerProfile profile) {
        return write(gen -> fields(profile.values(), StoredFieldNames.CUSTOMER_FIELD, gen));
    }

    /** Each policy: id, values by stored name, custom values, creation and last change. */
    String policies(List<Policy> policies) {
        return write(gen -> {
            gen.writeStartArray();
            for (Policy policy : policies) {
                gen.writeStartObject();
                gen.writeFieldName("id");
                gen.writeString(policy.id().toString());
                gen.writeFieldName("values");
                fields(policy.values(), StoredFieldNames.POLICY_FIELD, gen);
                gen.writeFieldName("customFields");
                values(policy.customFields(), gen);
                gen.writeFieldName("createdAt");
                instant(policy.createdAt(), gen);
                gen.writeFieldName("updatedAt");
                instant(policy.updatedAt(), gen);
                gen.writeEndObject();
            }
            gen.writeEndArray();
        });
    }

    /** Each custom value with its field's key. */
    String customValues(List<CustomValue> values) {
        return write(gen -> values(values, gen));
    }

    private interface Document {
        void write(JsonGenerator gen) throws IOException;
    }

    private String write(Document document) {
        StringWriter text = new StringWriter(256);
        try (JsonGenerator gen = json.generator(text)) {
            document.write(gen);
        } catch (IOException e) {
            throw new UncheckedIOException("a customer document could not be written", e);
        }
        return text.toString();
    }

    private static <F extends Enum<F>> void fields(Map<F, Object> values, StoredName<F> names, JsonGenerator gen)
            throws IOException {
        gen.writeStartObject();
        for (Map.Entry<F, Object> entry : values.entrySet()) {
            gen.writeFieldName(names.of(entry.getKey()));
            value(entry.getValue(), gen);
        }
        gen.writeEndObject();
    }

    private static void values(List<CustomValue> values, JsonGenerator gen) throws IOException {
        gen.writeStartArray();
        for (CustomValue value : values) {
            gen.writeStartObject();
            gen.writeFieldName("fieldKey");
            gen.writeString(value.fieldKey());
            gen.writeFieldName("value");
            gen.writeString(value.value());
            gen.writeEndObject();
        }
        gen.writeEndArray();
    }

    /** Field values are text, flags and 32-bit numbers; anything else goes to the codec's mapper. */
    private static void value(Object value, JsonGenerator gen) throws IOException {
        if (value == null) {
            gen.writeNull();
        } else if (value instanceof String text) {
            gen.writeString(text);
        } else if (value instanceof Boolean flag) {
            gen.writeBoolean(flag);
        } else if (value instanceof Integer number) {
            gen.writeNumber(number);
        } else {
            gen.writeObject(value);
        }
    }

    /** As the codec's time module writes an instant: ISO-8601 in UTC, as many fraction digits as it has. */
    private static void instant(Instant at, JsonGenerator gen) throws IOException {
        if (at == null) {
            gen.writeNull();
        } else {
            gen.writeString(Timestamps.formatExact(at));
        }
    }
}
