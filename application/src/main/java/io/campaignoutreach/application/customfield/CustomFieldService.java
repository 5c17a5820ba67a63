package io.campaignoutreach.application.customfield;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.FieldKeys;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Clock;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Defines custom fields (D18). A key derived from the label that another request takes at the
 * same moment is derived again; a key the caller chose that is taken is a conflict.
 */
public final class CustomFieldService implements CreateCustomFieldUseCase {

    private static final int DERIVATION_ATTEMPTS = 5;

    private final CustomFieldRepository definitions;
    private final IdGenerator ids;
    private final Clock clock;

    public CustomFieldService(CustomFieldRepository definitions, IdGenerator ids, Clock clock) {
        this.definitions = definitions;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public CustomFieldDefinition create(AccessContext access, CustomFieldDefinition.Draft draft, Violations found) {
        access.requireWrite(Capability.CUSTOM_FIELDS_MANAGE);
        CustomFieldDefinition.problems(draft, found);
        found.throwIfAny();
        if (draft.fieldKey() != null) {
            try {
                return insert(access, draft, draft.fieldKey());
            } catch (ConflictException taken) {
                throw new ConflictException("fieldKey '" + draft.fieldKey() + "' is already used by a "
                        + draft.recordType().wireName() + " custom field");
            }
        }
        for (int attempt = 1; ; attempt++) {
            Set<String> taken = definitions.findByRecordType(access.organizationId(), draft.recordType()).stream()
                    .map(CustomFieldDefinition::fieldKey).collect(Collectors.toSet());
            try {
                return insert(access, draft, FieldKeys.derive(draft.fieldLabel(), taken));
            } catch (ConflictException takenMeanwhile) {
                if (attempt == DERIVATION_ATTEMPTS) {
                    throw takenMeanwhile;
                }
            }
        }
    }

    private CustomFieldDefinition insert(AccessContext access, CustomFieldDefinition.Draft draft, String key) {
        CustomFieldDefinition definition = CustomFieldDefinition.create(CustomFieldId.of(ids.newId()),
                access.organizationId(), draft, key, clock.instant());
        definitions.insert(definition);
        return definition;
    }
}
