package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.FieldKind;
import io.campaignoutreach.domain.shared.FieldSpec;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.WorkflowId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * Writes the domain's nested configuration to jsonb text and reads it back unchanged: typed ids as
 * plain uuid strings, instants as ISO-8601 text, open JSON numbers as Long or Double, and the
 * field-keyed maps of customers and policies keyed by their wire names.
 */
final class JsonCodec {

    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {
    };

    private final ObjectMapper mapper;

    JsonCodec() {
        SimpleModule ids = new SimpleModule("campaign-outreach-ids");
        id(ids, OrganizationId.class, OrganizationId::value, OrganizationId::new);
        id(ids, CampaignId.class, CampaignId::value, CampaignId::new);
        id(ids, CustomerId.class, CustomerId::value, CustomerId::new);
        id(ids, EnrollmentId.class, EnrollmentId::value, EnrollmentId::new);
        id(ids, WorkflowId.class, WorkflowId::value, WorkflowId::new);
        id(ids, TransferConfigId.class, TransferConfigId::value, TransferConfigId::new);
        id(ids, RoutingConfigId.class, RoutingConfigId::value, RoutingConfigId::new);
        id(ids, AppointmentConfigId.class, AppointmentConfigId::value, AppointmentConfigId::new);
        mapper = JsonMapper.builder()
                .addModule(new JavaTimeModule())
                .addModule(ids)
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                // Open JSON values come back as the types the domain gets from the HTTP adapter.
                .enable(DeserializationFeature.USE_LONG_FOR_INTS)
                .disable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .build();
    }

    String write(Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    <T> T read(String json, Class<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (IOException e) {
            throw new UncheckedIOException("stored JSON does not read as " + type.getSimpleName(), e);
        }
    }

    <T> T read(String json, TypeReference<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (IOException e) {
            throw new UncheckedIOException("stored JSON does not read as " + type.getType(), e);
        }
    }

    String writeProfile(CustomerProfile profile) {
        Map<String, Object> byName = new LinkedHashMap<>();
        profile.values().forEach((field, value) -> byName.put(field.wireName(), value));
        return write(byName);
    }

    CustomerProfile readProfile(String json) {
        EnumMap<CustomerField, Object> values = new EnumMap<>(CustomerField.class);
        read(json, OBJECT).forEach((name, value) -> CustomerField.fromWireName(name)
                .ifPresent(field -> values.put(field, typed(field.spec(), value))));
        return CustomerProfile.of(values);
    }

    String writePolicies(List<Policy> policies) {
        return write(policies.stream().map(PolicyDocument::from).toList());
    }

    List<Policy> readPolicies(String json) {
        return read(json, new TypeReference<List<PolicyDocument>>() {
        }).stream().map(PolicyDocument::toPolicy).toList();
    }

    /** JSON has one number type; a 32-bit field must come back as the Integer it was. */
    private static Object typed(FieldSpec spec, Object value) {
        if (spec.kind() == FieldKind.INT32 && value instanceof Number number) {
            return Math.toIntExact(number.longValue());
        }
        return value;
    }

    String writeCustomValues(List<CustomValue> values) {
        return write(ValueDocument.all(values));
    }

    List<CustomValue> readCustomValues(String json) {
        return ValueDocument.toDomain(read(json, new TypeReference<List<ValueDocument>>() {
        }));
    }

    /** A custom value as stored, apart from the domain's record. */
    record ValueDocument(String fieldKey, String value) {

        static List<ValueDocument> all(List<CustomValue> values) {
            return values.stream().map(v -> new ValueDocument(v.fieldKey(), v.value())).toList();
        }

        static List<CustomValue> toDomain(List<ValueDocument> documents) {
            return documents == null ? List.of()
                    : documents.stream().map(d -> new CustomValue(d.fieldKey(), d.value())).toList();
        }
    }

    /** A policy as stored: its field values keyed by wire name. */
    record PolicyDocument(UUID id, Map<String, Object> values, List<ValueDocument> customFields,
                          Instant createdAt, Instant updatedAt) {

        static PolicyDocument from(Policy policy) {
            Map<String, Object> byName = new LinkedHashMap<>();
            policy.values().forEach((field, value) -> byName.put(field.wireName(), value));
            return new PolicyDocument(policy.id(), byName, ValueDocument.all(policy.customFields()),
                    policy.createdAt(), policy.updatedAt());
        }

        Policy toPolicy() {
            EnumMap<PolicyField, Object> typedValues = new EnumMap<>(PolicyField.class);
            values.forEach((name, value) -> {
                Optional<PolicyField> field = PolicyField.fromWireName(name);
                field.ifPresent(f -> typedValues.put(f, typed(f.spec(), value)));
            });
            return new Policy(id, typedValues, ValueDocument.toDomain(customFields), createdAt, updatedAt);
        }
    }

    private static <I> void id(SimpleModule module, Class<I> type, Function<I, UUID> value,
                               Function<UUID, I> create) {
        module.addSerializer(type, new JsonSerializer<>() {
            @Override
            public void serialize(I id, JsonGenerator gen, SerializerProvider serializers) throws IOException {
                gen.writeString(value.apply(id).toString());
            }
        });
        module.addDeserializer(type, new JsonDeserializer<>() {
            @Override
            public I deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                return create.apply(UUID.fromString(parser.getValueAsString()));
            }
        });
    }
}
