package io.campaignoutreach.adapter.http.customfield;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.customfield.CreateCustomFieldUseCase;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;

/** Routes of the custom field resource: define a field (D18). */
public final class CustomFieldRoutes {

    private final CreateCustomFieldUseCase createCustomField;

    public CustomFieldRoutes(CreateCustomFieldUseCase createCustomField) {
        this.createCustomField = createCustomField;
    }

    public void register(Router router) {
        router.post("/v2/custom-fields", Capability.CUSTOM_FIELDS_MANAGE, this::create);
    }

    private void create(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        CustomFieldRequest request = RequestBodies.bind(ctx, CustomFieldRequest.class, violations);
        CustomFieldDefinition created = createCustomField.create(access, request.toDraft(), violations);
        Json.send(ctx.status(201), CustomFieldResponse.from(created));
    }
}
