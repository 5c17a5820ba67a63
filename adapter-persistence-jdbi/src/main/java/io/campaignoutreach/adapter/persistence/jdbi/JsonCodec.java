package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.reflect.Type;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes the adapter's document records to jsonb text and reads them back unchanged: instants and
 * dates as ISO-8601 text, open JSON numbers as Long or Double. It refuses every domain type, so
 * that what is stored always comes from a record of the adapter's own, never from reflection over
 * the domain, which a refactor there would change unnoticed.
 */
final class JsonCodec {

    private static final String DOMAIN_PACKAGE = "io.campaignoutreach.domain.";

    private final ObjectMapper mapper;
    /**
     * A reader per document type, made once: reading through the mapper resolves the type and looks its
     * deserializer up again on every call, which a read of many documents a request pays for each.
     */
    private final Map<Type, ObjectReader> readers = new ConcurrentHashMap<>();

    JsonCodec() {
        mapper = JsonMapper.builder()
                .addModule(new JavaTimeModule())
                // Registered after the JavaTimeModule, so that it is the one that reads instants.
                .addModule(new SimpleModule("stored-instants").addDeserializer(Instant.class,
                        new StoredInstantDeserializer()))
                .addModule(domainTypesRefused())
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

    /** A generator writing to {@code out} that writes any value as {@link #write} does. */
    JsonGenerator generator(Writer out) throws IOException {
        return mapper.getFactory().createGenerator(out);
    }

    <T> T read(String json, Class<T> type) {
        return read(json, (Type) type);
    }

    <T> T read(String json, TypeReference<T> type) {
        return read(json, type.getType());
    }

    private <T> T read(String json, Type type) {
        try {
            return readers.computeIfAbsent(type, t -> mapper.readerFor(mapper.constructType(t))).readValue(json);
        } catch (IOException e) {
            throw new UncheckedIOException("stored JSON does not read as " + type.getTypeName(), e);
        }
    }

    /** Fails on the first domain class or enumeration Jackson is asked to write or read, at any depth. */
    private static SimpleModule domainTypesRefused() {
        SimpleModule module = new SimpleModule("domain-types-refused");
        module.setSerializerModifier(new BeanSerializerModifier() {
            @Override
            public JsonSerializer<?> modifySerializer(SerializationConfig config, BeanDescription bean,
                                                      JsonSerializer<?> serializer) {
                return refusingDomain(bean.getBeanClass(), serializer);
            }

            @Override
            public JsonSerializer<?> modifyEnumSerializer(SerializationConfig config, JavaType type,
                                                          BeanDescription bean, JsonSerializer<?> serializer) {
                return refusingDomain(type.getRawClass(), serializer);
            }
        });
        module.setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription bean,
                                                          JsonDeserializer<?> deserializer) {
                return refusingDomain(bean.getBeanClass(), deserializer);
            }

            @Override
            public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
                                                              BeanDescription bean, JsonDeserializer<?> deserializer) {
                return refusingDomain(type.getRawClass(), deserializer);
            }
        });
        return module;
    }

    private static <H> H refusingDomain(Class<?> type, H handler) {
        if (type.getName().startsWith(DOMAIN_PACKAGE)) {
            throw new IllegalArgumentException(type.getName()
                    + " is a domain type; the store writes and reads document records of its own");
        }
        return handler;
    }
}
