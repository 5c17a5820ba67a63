package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.SourceType;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Ending;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.Locale;
import java.util.function.Function;

/**
 * How the document's values bind: text only from JSON strings, uuids, dates and date-times in the
 * forms D11 and D12 name, and the domain's enumerations by their wire names. A value that does not
 * fit is a {@link ValueFault} whose message is the problem's, e.g. {@code must be a uuid}.
 */
final class DocumentValues {

    private static final Map<Class<?>, List<String>> NAMES = new HashMap<>();
    private static final SimpleModule MODULE = new SimpleModule("workspace-document");

    static {
        MODULE.addDeserializer(String.class, text(text -> Optional.of(text), null));
        MODULE.addDeserializer(UUID.class, text(Uuids::parse, "must be a uuid"));
        MODULE.addDeserializer(Instant.class, text(Timestamps::parseDateTime,
                "must be a UTC date-time such as 2026-05-01T14:30:00Z"));
        MODULE.addDeserializer(LocalDate.class, text(Timestamps::parseDate, "must be a date YYYY-MM-DD"));
        named(RecordType.class, RecordType::wireName);
        named(FieldType.class, FieldType::wireName);
        named(TransferType.class, TransferType::wireName);
        named(CampaignStatus.class, CampaignStatus::wireName);
        named(CampaignKind.class, CampaignKind::wireName);
        named(SmsType.class, SmsType::key);
        named(Ending.class, Ending::wireName);
        named(CallOutcome.class, CallOutcome::disposition);
        named(DealType.class, DealType::wireName);
        named(SourceType.class, SourceType::wireName);
        named(PricingModel.class, PricingModel::wireName);
        named(EnrollmentStatus.class, EnrollmentStatus::wireName);
        named(WorkflowExecutionStatus.class, WorkflowExecutionStatus::wireName);
        named(CallDirection.class, CallDirection::wireName);
        named(CallPurpose.class, CallPurpose::wireName);
        named(InquiryStatus.class, InquiryStatus::wireName);
        // The consent ledger's values are written in lower case, as the API writes them.
        named(ConsentChannel.class, DocumentValues::lowerCase);
        named(ConsentPurpose.class, DocumentValues::lowerCase);
        named(ConsentKind.class, DocumentValues::lowerCase);
    }

    private static String lowerCase(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    private DocumentValues() {
    }

    static SimpleModule module() {
        return MODULE;
    }

    /** The wire names of an enumeration the document binds, for messages such as "is required: one of ...". */
    static String oneOf(Class<? extends Enum<?>> type) {
        return String.join(", ", NAMES.get(type));
    }

    private static <E extends Enum<E>> void named(Class<E> type, Function<E, String> name) {
        Map<String, E> byName = new HashMap<>();
        Arrays.stream(type.getEnumConstants()).forEach(value -> byName.put(name.apply(value), value));
        NAMES.put(type, Arrays.stream(type.getEnumConstants()).map(name).toList());
        MODULE.addDeserializer(type, text(text -> Optional.ofNullable(byName.get(text)), null, type));
    }

    private static <T> JsonDeserializer<T> text(Function<String, Optional<T>> parse, String fault) {
        return text(parse, fault, null);
    }

    /** A value written as a JSON string; {@code fault} words text that does not parse, else {@code names}' names. */
    private static <T> JsonDeserializer<T> text(Function<String, Optional<T>> parse, String fault,
                                                Class<? extends Enum<?>> names) {
        return new JsonDeserializer<>() {
            @Override
            public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                if (parser.currentToken() != JsonToken.VALUE_STRING) {
                    throw new ValueFault(parser, "must be a string, not " + describe(parser.currentToken()));
                }
                String text = parser.getText();
                return parse.apply(text).orElseThrow(() -> new ValueFault(parser, fault != null ? fault
                        : "must be one of " + oneOf(names) + ", not \"" + text + "\""));
            }
        };
    }

    static String describe(JsonToken token) {
        if (token == null || token == JsonToken.VALUE_NULL) {
            return "null";
        }
        return switch (token) {
            case VALUE_STRING -> "a string";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case START_ARRAY -> "an array";
            default -> "an object";
        };
    }

    /** A value of the document that does not fit its member, with the problem's message. */
    static final class ValueFault extends MismatchedInputException {

        ValueFault(JsonParser parser, String message) {
            super(parser, message, (Class<?>) null);
        }
    }
}
