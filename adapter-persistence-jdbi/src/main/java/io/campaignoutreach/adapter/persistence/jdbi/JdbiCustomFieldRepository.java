package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Secondary adapter: stores custom field definitions in PostgreSQL, options and rules as jsonb. */
final class JdbiCustomFieldRepository implements CustomFieldRepository {

    private static final String COLUMNS = """
            id, organization_id, record_type, field_key, field_label, field_description, field_type, is_required,
            options, validation_rules, created_at, updated_at, deleted_at""";
    private static final TypeReference<List<String>> OPTIONS = new TypeReference<>() {
    };

    private final Handles handles;
    private final JsonCodec json;

    JdbiCustomFieldRepository(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public void insert(CustomFieldDefinition d) {
        // A taken key inserts nothing instead of failing: a failed statement would abort the caller's
        // transaction, and the service derives another key and tries again within it. A taken id
        // still fails, as a unique violation.
        int inserted = SqlFailures.asConflict("custom field " + d.id() + " already exists", () ->
                handles.with(h -> h.createUpdate("insert into custom_fields (" + COLUMNS + """
                                ) values (:id, :org, :recordType, :fieldKey, :fieldLabel, :fieldDescription,
                                          :fieldType, :isRequired, cast(:options as jsonb),
                                          cast(:validationRules as jsonb), :createdAt, :updatedAt, :deletedAt)
                                on conflict (organization_id, record_type, field_key) do nothing""")
                        .bind("id", d.id().value())
                        .bind("org", d.organizationId().value())
                        .bind("recordType", StoredNames.RECORD_TYPE.of(d.recordType()))
                        .bind("fieldKey", d.fieldKey())
                        .bind("fieldLabel", d.fieldLabel())
                        .bind("fieldDescription", d.fieldDescription())
                        .bind("fieldType", StoredNames.FIELD_TYPE.of(d.fieldType()))
                        .bind("isRequired", d.isRequired())
                        .bind("options", d.options() == null ? null : json.write(d.options()))
                        .bind("validationRules", json.write(RulesDocument.from(d.validationRules())))
                        .bind("createdAt", d.createdAt())
                        .bind("updatedAt", d.updatedAt())
                        .bind("deletedAt", d.deletedAt())
                        .execute()));
        if (inserted == 0) {
            throw new ConflictException("custom field key " + d.fieldKey() + " is already used for "
                    + d.recordType().wireName());
        }
    }

    @Override
    public Optional<CustomFieldDefinition> findById(OrganizationId organizationId, CustomFieldId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from custom_fields where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(CustomFieldRow.class))
                .findOne()
                .map(row -> row.toDomain(json)));
    }

    @Override
    public List<CustomFieldDefinition> findByRecordType(OrganizationId organizationId, RecordType recordType) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from custom_fields"
                        + " where organization_id = :org and record_type = :recordType order by created_at, id")
                .bind("org", organizationId.value())
                .bind("recordType", StoredNames.RECORD_TYPE.of(recordType))
                .map(RowMappers.of(CustomFieldRow.class))
                .map(row -> row.toDomain(json))
                .list());
    }

    /** Validation rules as stored: decimal bounds as their exact text, so a jsonb number never rescales them. */
    record RulesDocument(Integer minLength, Integer maxLength, String min, String max, String pattern,
                         String patternMessage, LocalDate minDate, LocalDate maxDate) {

        static RulesDocument from(ValidationRules rules) {
            return new RulesDocument(rules.minLength(), rules.maxLength(), text(rules.min()), text(rules.max()),
                    rules.pattern(), rules.patternMessage(), rules.minDate(), rules.maxDate());
        }

        ValidationRules toDomain() {
            return new ValidationRules(minLength, maxLength, decimal(min), decimal(max), pattern, patternMessage,
                    minDate, maxDate);
        }

        private static String text(BigDecimal value) {
            return value == null ? null : value.toString();
        }

        private static BigDecimal decimal(String text) {
            return text == null ? null : new BigDecimal(text);
        }
    }

    public record CustomFieldRow(UUID id, UUID organizationId, String recordType, String fieldKey, String fieldLabel,
                                 String fieldDescription, String fieldType, Boolean isRequired, String options,
                                 String validationRules, Instant createdAt, Instant updatedAt, Instant deletedAt) {

        CustomFieldDefinition toDomain(JsonCodec json) {
            return CustomFieldDefinition.reconstitute(CustomFieldId.of(id), OrganizationId.of(organizationId),
                    StoredNames.RECORD_TYPE.parse(recordType),
                    fieldKey, fieldLabel, fieldDescription,
                    StoredNames.FIELD_TYPE.parse(fieldType),
                    isRequired, options == null ? null : json.read(options, OPTIONS),
                    json.read(validationRules, RulesDocument.class).toDomain(), createdAt, updatedAt, deletedAt);
        }
    }
}
