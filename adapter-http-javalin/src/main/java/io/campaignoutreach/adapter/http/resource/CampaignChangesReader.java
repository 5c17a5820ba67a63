package io.campaignoutreach.adapter.http.resource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.json.JsonObjectReader;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.DialerConfigChange;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.FeaturesChange;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.workflow.WorkflowId;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads the body of PATCH /v2/campaigns/{id} into a {@link CampaignChanges}, reporting every
 * broken rule. Shapes and limits the spec leaves open are in docs/decisions.md.
 */
final class CampaignChangesReader {

    static final int MAX_DESCRIPTION_LENGTH = 10_000;
    static final int MAX_SMS_TEXT_LENGTH = 1_600;
    static final int MAX_SMS_COMPANY_NAME_LENGTH = 255;
    static final int MAX_REDIAL_PATTERNS = 20;
    static final int MAX_TRANSFER_CONFIGS = 50;
    static final int MAX_TAGS = 50;
    static final int MAX_TAG_LENGTH = 100;
    static final int MAX_VOICEMAIL_MESSAGE_LENGTH = 2_000;

    private static final Set<String> MEMBERS = Set.of("name", "description", "status", "redial", "redialPatterns",
            "smsTypes", "smsContent", "features", "enableFlow", "flowWorkflowId", "transferConfigId",
            "appointmentConfigId", "smsCompanyName", "transferConfigIds", "maxConcurrentCalls", "endDate",
            "callFormId", "tags", "kind", "dialerConfig");
    private static final List<String> STATUSES = Arrays.stream(CampaignStatus.values())
            .map(CampaignStatus::wireName).toList();
    private static final List<String> KINDS = Arrays.stream(CampaignKind.values()).map(CampaignKind::wireName).toList();
    private static final Set<String> SMS_KEYS = Arrays.stream(SmsType.values()).map(SmsType::key)
            .collect(Collectors.toUnmodifiableSet());

    private CampaignChangesReader() {
    }

    /** The changes, or null when a rule was broken (then {@code violations} says which). */
    static CampaignChanges read(ObjectNode body, Violations violations) {
        JsonObjectReader in = JsonObjectReader.root(body, violations).allowOnly(MEMBERS);
        CampaignChanges.Builder changes = CampaignChanges.builder();
        set(in.string("name", false, 0, Integer.MAX_VALUE), changes::name);
        set(in.string("description", true, 0, MAX_DESCRIPTION_LENGTH), changes::description);
        set(in.oneOf("status", false, STATUSES, CampaignStatus::fromWireName), changes::status);
        set(in.bool("redial", false), changes::redial);
        set(in.array("redialPatterns", false, 0, MAX_REDIAL_PATTERNS,
                (node, at) -> redialPattern(node, at, violations)), changes::redialPatterns);
        in.object("smsTypes", false).ifPresent(o -> changes.smsTypes(smsMap(o, r -> key -> r.bool(key, false))));
        in.object("smsContent", false).ifPresent(o -> changes.smsContent(smsMap(o,
                r -> key -> r.string(key, false, 0, MAX_SMS_TEXT_LENGTH))));
        in.object("features", false).ifPresent(o -> changes.features(features(o)));
        set(in.bool("enableFlow", false), changes::enableFlow);
        set(in.uuid("flowWorkflowId", true).map(WorkflowId::of), changes::flowWorkflowId);
        set(in.uuid("transferConfigId", true).map(TransferConfigId::of), changes::transferConfigId);
        set(in.uuid("appointmentConfigId", true).map(AppointmentConfigId::of), changes::appointmentConfigId);
        set(in.string("smsCompanyName", false, 1, MAX_SMS_COMPANY_NAME_LENGTH), changes::smsCompanyName);
        set(in.array("transferConfigIds", true, 0, MAX_TRANSFER_CONFIGS,
                (node, at) -> Values.uuid(node, at, violations).map(TransferConfigId::of)), changes::transferConfigIds);
        set(in.integer("maxConcurrentCalls", true, 1, DialingSettings.MAX_CONCURRENT_CALLS),
                changes::maxConcurrentCalls);
        set(in.dateTime("endDate", true), changes::endDate);
        set(in.uuid("callFormId", true), changes::callFormId);
        set(in.array("tags", false, 0, MAX_TAGS, (node, at) -> tag(node, at, violations)), changes::tags);
        set(in.oneOf("kind", false, KINDS, CampaignKind::fromWireName), changes::kind);
        Patch<JsonObjectReader> dialer = in.object("dialerConfig", true);
        if (dialer.isPresent()) {
            changes.dialerConfig(dialer.value() == null ? null : dialerConfig(dialer.value()));
        }
        return violations.isEmpty() ? changes.build() : null;
    }

    private static <T> void set(Patch<T> patch, Consumer<T> setter) {
        if (patch.isPresent()) {
            setter.accept(patch.value());
        }
    }

    private static Optional<RedialPattern> redialPattern(JsonNode node, List<String> at, Violations violations) {
        if (!node.isObject()) {
            violations.add(Values.wrongType(at, "object", node));
            return Optional.empty();
        }
        int before = violations.list().size();
        JsonObjectReader in = new JsonObjectReader((ObjectNode) node, at, violations)
                .allowOnly(Set.of("days", "attempts", "intervalMinutes"));
        Patch<List<Integer>> days = in.array("days", false, 1, 31, (day, dayAt) -> Values.integer(day, dayAt, 0,
                RedialPattern.MAX_DAY_OFFSET, violations).map(Long::intValue));
        Patch<Long> attempts = in.integer("attempts", false, 1, RedialPattern.MAX_ATTEMPTS);
        Patch<BigDecimal> interval = in.number("intervalMinutes", false, BigDecimal.ZERO,
                BigDecimal.valueOf(RedialPattern.MAX_INTERVAL_MINUTES));
        in.require("days", "attempts", "intervalMinutes");
        if (violations.list().size() > before) {
            return Optional.empty();
        }
        return Optional.of(new RedialPattern(days.value(), attempts.value().intValue(),
                interval.value().doubleValue()));
    }

    private static <V> Map<SmsType, V> smsMap(JsonObjectReader in,
                                              Function<JsonObjectReader, Function<String, Patch<V>>> reader) {
        in.allowOnly(SMS_KEYS);
        Map<SmsType, V> values = new EnumMap<>(SmsType.class);
        Function<String, Patch<V>> read = reader.apply(in);
        for (SmsType type : SmsType.values()) {
            Patch<V> value = read.apply(type.key());
            if (value.isPresent()) {
                values.put(type, value.value());
            }
        }
        return values;
    }

    private static FeaturesChange features(JsonObjectReader in) {
        in.allowOnly(Set.of("transfers", "appointments", "inquiries", "checkPlan"));
        return new FeaturesChange(in.bool("transfers", false).orElse(null),
                in.bool("appointments", false).orElse(null), in.bool("inquiries", false).orElse(null),
                in.bool("checkPlan", false).orElse(null));
    }

    private static DialerConfigChange dialerConfig(JsonObjectReader in) {
        in.allowOnly(Set.of("voicemailMessage", "voicemailDetectionEnabled"));
        return new DialerConfigChange(in.string("voicemailMessage", true, 0, MAX_VOICEMAIL_MESSAGE_LENGTH),
                in.bool("voicemailDetectionEnabled", false));
    }

    private static Optional<String> tag(JsonNode node, List<String> at, Violations violations) {
        if (!node.isTextual()) {
            violations.add(Values.wrongType(at, "string", node));
            return Optional.empty();
        }
        String tag = node.textValue();
        if (tag.isBlank() || tag.length() > MAX_TAG_LENGTH) {
            violations.add(new Violation(at,
                    "must be 1 to " + MAX_TAG_LENGTH + " characters and not blank", "1 to " + MAX_TAG_LENGTH
                    + " characters", tag.length() + " characters",
                    tag.length() > MAX_TAG_LENGTH ? ViolationCode.TOO_BIG
                            : ViolationCode.TOO_SMALL));
            return Optional.empty();
        }
        return Optional.of(tag);
    }
}
