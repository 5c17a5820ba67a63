package io.campaignoutreach.adapter.http.json;

import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.SourceType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** The names by which the API writes and reads the values of the enumerations request bodies carry. */
public final class WireNames {

    private static final Map<Class<?>, Function<Object, String>> NAMES = Map.of(
            RecordType.class, value -> ((RecordType) value).wireName(),
            FieldType.class, value -> ((FieldType) value).wireName(),
            DealType.class, value -> ((DealType) value).wireName(),
            SourceType.class, value -> ((SourceType) value).wireName(),
            PricingModel.class, value -> ((PricingModel) value).wireName(),
            CampaignStatus.class, value -> ((CampaignStatus) value).wireName(),
            CampaignKind.class, value -> ((CampaignKind) value).wireName(),
            InquiryStatus.class, value -> ((InquiryStatus) value).wireName(),
            EnrollmentStatus.class, value -> ((EnrollmentStatus) value).wireName(),
            SmsType.class, value -> ((SmsType) value).key());

    private WireNames() {
    }

    public static boolean knows(Class<?> type) {
        return NAMES.containsKey(type) || type.isEnum() && WireNamed.class.isAssignableFrom(type);
    }

    /** The wire names of {@code type}'s values, in declaration order. */
    public static List<String> of(Class<?> type) {
        return Arrays.stream(type.getEnumConstants()).map(names(type)).toList();
    }

    /** The wire name of one value. */
    public static String of(Enum<?> value) {
        return names(value.getDeclaringClass()).apply(value);
    }

    private static Function<Object, String> names(Class<?> type) {
        return NAMES.getOrDefault(type, value -> ((WireNamed) value).wireName());
    }

    public static Optional<Object> parse(Class<?> type, String name) {
        Function<Object, String> names = names(type);
        return Arrays.stream(type.getEnumConstants()).filter(value -> names.apply(value).equals(name))
                .map(Object.class::cast).findFirst();
    }
}
