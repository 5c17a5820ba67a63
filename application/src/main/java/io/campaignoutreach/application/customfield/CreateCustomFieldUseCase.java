package io.campaignoutreach.application.customfield;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.shared.Violations;

/** Use case: define a custom field of customers or policies (needs custom_fields.manage; not for read-only keys). */
public interface CreateCustomFieldUseCase {

    /**
     * Creates the definition. Broken rules are a {@link io.campaignoutreach.domain.shared.ValidationException};
     * a key of the caller's own that is taken is a {@link io.campaignoutreach.domain.shared.ConflictException}.
     */
    default CustomFieldDefinition create(AccessContext access, CustomFieldDefinition.Draft draft) {
        return create(access, draft, new Violations());
    }

    /**
     * As {@link #create(AccessContext, CustomFieldDefinition.Draft)}, for a caller that already
     * found broken rules in the same request ({@code found}, members it could not read left null
     * in the draft): they are reported together with the draft's own, and nothing is created.
     */
    CustomFieldDefinition create(AccessContext access, CustomFieldDefinition.Draft draft, Violations found);
}
