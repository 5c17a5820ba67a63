package io.campaignoutreach.adapter.http.request;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Timestamps;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * How Jackson binds what {@link BodyShape} let through: a member not sent is an absent
 * {@link Patch}, enumerations by their wire names, instants and dates in the API's formats.
 */
final class BindingModule extends SimpleModule {

    BindingModule() {
        super("campaign-outreach-requests");
        addDeserializer(Instant.class, new TextDeserializer<>(text -> Timestamps.parseDateTime(text).orElseThrow()));
        addDeserializer(LocalDate.class, new TextDeserializer<>(text -> Timestamps.parseDate(text).orElseThrow()));
    }

    @Override
    public void setupModule(SetupContext context) {
        super.setupModule(context);
        context.addDeserializers(new PatchAndEnumDeserializers());
        context.addKeyDeserializers((type, config, description) -> WireNames.knows(type.getRawClass())
                ? new WireNameKey(type.getRawClass()) : null);
    }

    private static final class PatchAndEnumDeserializers extends Deserializers.Base {
        @Override
        public JsonDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                                                        BeanDescription description) {
            return type.getRawClass() == Patch.class ? new PatchDeserializer(type.containedType(0)) : null;
        }

        @Override
        public JsonDeserializer<?> findEnumDeserializer(Class<?> type, DeserializationConfig config,
                                                        BeanDescription description) {
            return WireNames.knows(type) ? new TextDeserializer<>(text -> WireNames.parse(type, text).orElseThrow())
                    : null;
        }
    }

    private static final class WireNameKey extends KeyDeserializer {
        private final Class<?> type;

        WireNameKey(Class<?> type) {
            this.type = type;
        }

        @Override
        public Object deserializeKey(String key, DeserializationContext context) {
            return WireNames.parse(type, key).orElseThrow();
        }
    }

    private static final class TextDeserializer<T> extends JsonDeserializer<T> {
        private final java.util.function.Function<String, T> parse;

        TextDeserializer(java.util.function.Function<String, T> parse) {
            this.parse = parse;
        }

        @Override
        public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return parse.apply(parser.getValueAsString());
        }
    }

    /** Sent with a value, sent as null, or not sent: the three answers a partial update needs. */
    private static final class PatchDeserializer extends JsonDeserializer<Patch<?>> implements ContextualDeserializer {
        private final JavaType valueType;
        private final JsonDeserializer<Object> value;

        PatchDeserializer(JavaType valueType) {
            this(valueType, null);
        }

        private PatchDeserializer(JavaType valueType, JsonDeserializer<Object> value) {
            this.valueType = valueType;
            this.value = value;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
                throws JsonMappingException {
            return new PatchDeserializer(valueType, context.findContextualValueDeserializer(valueType, property));
        }

        @Override
        public Patch<?> deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return Patch.of(value.deserialize(parser, context));
        }

        @Override
        public Patch<?> getNullValue(DeserializationContext context) {
            return Patch.of(null);
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return Patch.absent();
        }
    }
}
