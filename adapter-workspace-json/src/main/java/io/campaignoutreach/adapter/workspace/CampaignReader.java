package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Reads the campaigns of a workspace document. */
final class CampaignReader {

    static final List<String> STATUSES = Arrays.stream(CampaignStatus.values()).map(CampaignStatus::wireName).toList();
    static final List<String> KINDS = Arrays.stream(CampaignKind.values()).map(CampaignKind::wireName).toList();

    private final ReadContext context;

    CampaignReader(ReadContext context) {
        this.context = context;
    }

    Campaign campaign(JsonMembers element, UUID id) {
        int before = context.problems().total();
        String name = element.requiredString("name", CampaignProfile.MAX_NAME_LENGTH);
        String description = element.string("description");
        CampaignStatus status = element.choice("status", CampaignStatus::fromWireName, STATUSES);
        Instant startDate = element.instant("startDate");
        Instant endDate = element.instant("endDate");
        UUID templateId = element.uuid("templateId");
        String templateName = element.string("templateName");
        String suitType = element.string("suitType");
        String suite = element.string("suite");
        String mode = element.string("mode");
        CampaignKind kind = element.choice("kind", CampaignKind::fromWireName, KINDS);
        String direction = element.string("direction");
        String vertical = element.string("vertical");
        String sourceType = element.string("sourceType");
        List<String> tags = element.strings("tags");

        boolean dialAfterhours = element.bool("dialAfterhours", false);
        boolean outboundEnabled = element.bool("outboundEnabled", true);
        Integer batchSize = element.int32("outboundBatchSize", 1, Integer.MAX_VALUE);
        Long maxConcurrentCalls = element.whole("maxConcurrentCalls", 1, DialingSettings.MAX_CONCURRENT_CALLS);
        Integer maxAttempts = element.int32("maxAttempts", 1, Integer.MAX_VALUE);
        List<RedialPattern> redialPatterns = redialPatterns(element);
        Boolean redial = element.bool("redial");
        DialerConfig dialerConfig = element.object("dialerConfig").map(config -> {
            DialerConfig built = new DialerConfig(config.string("voicemailMessage"),
                    config.bool("voicemailDetectionEnabled", false));
            config.finish();
            return built;
        }).orElse(null);

        UUID flowWorkflowId = context.resolve(element, "flowWorkflowId", ElementKind.WORKFLOWS);
        Boolean enableFlow = element.bool("enableFlow");
        boolean behaviorsEngineEnabled = element.bool("behaviorsEngineEnabled", false);

        Map<SmsType, Boolean> smsTypes = new EnumMap<>(SmsType.class);
        element.object("smsTypes").ifPresent(types -> {
            for (String key : types.names()) {
                SmsType.fromKey(key).ifPresent(type -> {
                    Boolean flag = types.bool(key);
                    if (flag != null) {
                        smsTypes.put(type, flag);
                    }
                });
            }
            types.finish();
        });
        Map<SmsType, String> smsContent = new EnumMap<>(SmsType.class);
        element.object("smsContent").ifPresent(texts -> {
            for (String key : texts.names()) {
                SmsType.fromKey(key).ifPresent(type -> {
                    String text = texts.string(key);
                    if (text != null) {
                        smsContent.put(type, text);
                    }
                });
            }
            texts.finish();
        });
        String smsCompanyName = element.string("smsCompanyName");

        Criteria success = criteria(element, "successCriteria");
        Criteria failure = criteria(element, "failureCriteria");
        List<String> requiredVars = element.strings("requiredVars");
        for (int i = 0; i < requiredVars.size(); i++) {
            if (CustomerField.fromWireName(requiredVars.get(i)).isEmpty()) {
                context.problems().add(element.path("requiredVars") + "[" + i + "]", "\"" + requiredVars.get(i)
                        + "\" is not a customer field name such as firstName or dateOfBirth");
            }
        }
        Map<String, Object> variableMappings = element.openObject("variableMappings");
        List<Object> automations = new ArrayList<>();
        element.array("campaignAutomations").forEach(item -> automations.add(JsonMembers.open(item)));
        boolean hasInquiryCallback = element.bool("hasInquiryCallback", false);
        Features features = element.object("features").map(f -> {
            Features built = new Features(f.bool("transfers", false), f.bool("appointments", false),
                    f.bool("inquiries", false), f.bool("checkPlan", false));
            f.finish();
            return built;
        }).orElse(Features.none());

        List<TransferConfigId> transferConfigIds = transferConfigIds(element);
        UUID appointmentConfigId = context.resolve(element, "appointmentConfigId", ElementKind.APPOINTMENT_CONFIGS);
        UUID callFormId = element.uuid("callFormId");
        Instant created = context.createdAt(element);
        element.finish();

        return context.build(element.path(), before, () -> Campaign.create(CampaignId.of(id), context.organizationId(),
                status == null ? CampaignStatus.DRAFT : status, startDate, endDate,
                new CampaignProfile(name, description, templateId, templateName, suitType, suite, mode,
                        kind == null ? CampaignKind.VOICE_AI : kind, direction, vertical, sourceType, tags),
                new DialingSettings(dialAfterhours, outboundEnabled, batchSize == null ? 1 : batchSize,
                        maxConcurrentCalls, maxAttempts == null ? 3 : maxAttempts,
                        redial == null ? !redialPatterns.isEmpty() : redial, redialPatterns, RedialTracking.never(),
                        dialerConfig),
                new FlowSettings(enableFlow == null ? flowWorkflowId != null : enableFlow,
                        flowWorkflowId == null ? null : WorkflowId.of(flowWorkflowId), behaviorsEngineEnabled),
                new SmsSettings(smsTypes, smsContent, smsCompanyName == null
                        ? context.organization().smsCompanyName() : smsCompanyName),
                new OutcomeRules(success, failure, requiredVars, variableMappings, automations, hasInquiryCallback,
                        features),
                new CampaignLinks(transferConfigIds,
                        appointmentConfigId == null ? null : AppointmentConfigId.of(appointmentConfigId), callFormId),
                created));
    }

    private List<RedialPattern> redialPatterns(JsonMembers element) {
        List<RedialPattern> patterns = new ArrayList<>();
        for (JsonMembers pattern : element.objects("redialPatterns")) {
            int before = context.problems().total();
            List<Integer> days = pattern.integers("days", 0, RedialPattern.MAX_DAY_OFFSET);
            if (!pattern.has("attempts")) {
                pattern.problem("attempts", "is required");
            }
            Integer attempts = pattern.int32("attempts", 1, RedialPattern.MAX_ATTEMPTS);
            BigDecimal interval = pattern.decimal("intervalMinutes", false);
            if (interval != null && interval.compareTo(BigDecimal.valueOf(RedialPattern.MAX_INTERVAL_MINUTES)) > 0) {
                pattern.problem("intervalMinutes", "must be at most " + (int) RedialPattern.MAX_INTERVAL_MINUTES);
            }
            pattern.finish();
            RedialPattern built = context.build(pattern.path(), before, () -> new RedialPattern(days, attempts,
                    interval == null ? 0 : interval.doubleValue()));
            if (built != null) {
                patterns.add(built);
            }
        }
        return patterns;
    }

    private Criteria criteria(JsonMembers element, String member) {
        Optional<JsonMembers> criteria = element.object(member);
        if (criteria.isEmpty()) {
            return Criteria.none();
        }
        JsonMembers c = criteria.get();
        String operator = c.string("operator");
        List<Criteria.Condition> conditions = new ArrayList<>();
        for (JsonMembers condition : c.objects("conditions")) {
            String field = condition.requiredString("field", ConfigurationReader.MAX_TEXT);
            String conditionOperator = condition.requiredString("operator", ConfigurationReader.MAX_TEXT);
            Object value = condition.open("value");
            condition.finish();
            if (field != null && conditionOperator != null) {
                conditions.add(new Criteria.Condition(field, conditionOperator, value));
            }
        }
        c.finish();
        return new Criteria(operator == null ? "and" : operator, conditions);
    }

    private List<TransferConfigId> transferConfigIds(JsonMembers element) {
        List<JsonNode> items = element.array("transferConfigIds");
        List<TransferConfigId> ids = new ArrayList<>();
        Set<UUID> seen = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            String path = element.path("transferConfigIds") + "[" + i + "]";
            JsonNode item = items.get(i);
            Optional<UUID> fileId = item.isTextual() ? Uuids.parse(item.textValue())
                    : Optional.empty();
            if (fileId.isEmpty()) {
                context.problems().add(path, "must be a uuid");
                continue;
            }
            if (!seen.add(fileId.get())) {
                context.problems().add(path, "repeats transferConfig " + fileId.get());
                continue;
            }
            UUID id = context.fileIds().resolve(path, fileId.get(), ElementKind.TRANSFER_CONFIGS, context.problems());
            if (id != null) {
                ids.add(TransferConfigId.of(id));
            }
        }
        return ids;
    }
}
