package io.campaignoutreach.application.customfield;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;

/** Use case: define a custom field of customers or policies (needs custom_fields.manage; not for read-only keys). */
public interface CreateCustomFieldUseCase {

    /**
     * Creates the definition. Broken rules are a {@link io.campaignoutreach.domain.shared.ValidationException};
     * a key of the caller's own that is taken is a {@link io.campaignoutreach.domain.shared.ConflictException}.
     */
    CustomFieldDefinition create(AccessContext access, CustomFieldDefinition.Draft draft);
}
