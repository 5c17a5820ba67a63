package io.campaignoutreach.adapter.http.consent;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.consent.ConsentUseCases;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.List;
import java.util.Set;

/**
 * Routes of the organization's consent ledger, beyond version 2 (P65): record consent given or
 * revoked, read a number's ledger, read and replace the campaigns declared informational. The
 * settings live at their own path, so that no phone number can be mistaken for them.
 */
public final class ConsentRoutes {

    private final ConsentUseCases consent;

    public ConsentRoutes(ConsentUseCases consent) {
        this.consent = consent;
    }

    public void register(Router router) {
        router.post("/v2/consent", Capability.CONSENT_MANAGE, this::record);
        router.get("/v2/consent/{phoneNumber}", Capability.CONSENT_VIEW, Set.of("page", "perPage"), this::ledger);
        router.get("/v2/consent-settings", Capability.CONSENT_VIEW, this::settings);
        router.put("/v2/consent-settings", Capability.CONSENT_MANAGE, this::replaceSettings);
    }

    private void record(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        ConsentRequest request = RequestBodies.bind(ctx, ConsentRequest.class, violations);
        ConsentUseCases.Recorded recorded = consent.record(access, request.toNewConsent(violations), violations);
        Json.send(ctx.status(201), ConsentResponses.Recorded.from(recorded));
    }

    /** The number is read in any form a customer's is, so a client may use the one it stores. */
    private void ledger(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        PhoneNumber phoneNumber = Values.phoneNumber(List.of("phoneNumber"), ctx.pathParam("phoneNumber"),
                violations);
        PageRequest page = new QueryParams(ctx, violations).page();
        violations.throwIfAny();
        Json.send(ctx, ConsentResponses.NumberLedger.from(consent.ledger(access, phoneNumber, page)));
    }

    private void settings(Context ctx, AccessContext access) {
        Json.send(ctx, ConsentResponses.Settings.from(consent.informationalCampaigns(access)));
    }

    private void replaceSettings(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        InformationalCampaignsRequest request = RequestBodies.bind(ctx, InformationalCampaignsRequest.class,
                violations);
        Json.send(ctx, ConsentResponses.Settings.from(consent.replaceInformationalCampaigns(access,
                request.campaignIds(), violations)));
    }
}
