package io.campaignoutreach.adapter.http.json;

import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.SourceType;
import io.campaignoutreach.domain.workflow.Ending;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** The names by which the API writes and reads the values of the enumerations request bodies carry. */
public final class WireNames {

    /** The consent ledger's values are written as their names in lower case, as they are stored (P65). */
    private static final Function<Object, String> LOWER_CASE = value -> ((Enum<?>) value).name()
            .toLowerCase(Locale.ROOT);
    private static final Map<Class<?>, Function<Object, String>> NAMES = Map.ofEntries(
            Map.entry(RecordType.class, value -> ((RecordType) value).wireName()),
            Map.entry(FieldType.class, value -> ((FieldType) value).wireName()),
            Map.entry(DealType.class, value -> ((DealType) value).wireName()),
            Map.entry(SourceType.class, value -> ((SourceType) value).wireName()),
            Map.entry(PricingModel.class, value -> ((PricingModel) value).wireName()),
            Map.entry(CampaignStatus.class, value -> ((CampaignStatus) value).wireName()),
            Map.entry(CampaignKind.class, value -> ((CampaignKind) value).wireName()),
            Map.entry(InquiryStatus.class, value -> ((InquiryStatus) value).wireName()),
            Map.entry(EnrollmentStatus.class, value -> ((EnrollmentStatus) value).wireName()),
            Map.entry(SmsType.class, value -> ((SmsType) value).key()),
            Map.entry(CallOutcome.class, value -> ((CallOutcome) value).disposition()),
            Map.entry(Ending.class, value -> ((Ending) value).wireName()),
            Map.entry(ConsentChannel.class, LOWER_CASE),
            Map.entry(ConsentPurpose.class, LOWER_CASE),
            Map.entry(ConsentKind.class, LOWER_CASE),
            Map.entry(ConsentSource.class, LOWER_CASE),
            Map.entry(ProviderKind.class, value -> ((ProviderKind) value).wireName()),
            Map.entry(ProviderChannel.class, value -> ((ProviderChannel) value).wireName()),
            Map.entry(TransferType.class, value -> ((TransferType) value).wireName()));

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
