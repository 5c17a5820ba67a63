package io.campaignoutreach.adapter.http.message;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.messaging.InboundTexts;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;

/**
 * The operator's test aid: POST /v2/test/inbound-texts hands the simulated carrier a text from a
 * customer, to try keywords and opt-outs without a phone. Registered only when the operator turned it
 * on, so that otherwise the route does not exist. It needs a key holding every capability ({@code *}):
 * the text reaches every organization that knows the number, as a real one would, so it is not a
 * right of any one resource.
 */
public final class InboundTextRoutes {

    public static final String PATH = "/v2/test/inbound-texts";

    private final InboundTexts texts;

    public InboundTextRoutes(InboundTexts texts) {
        this.texts = texts;
    }

    public void register(Router router) {
        router.post(PATH, Capability.ALL, this::receive);
    }

    /** 202: the carrier has the text and reports it as received; the service applies it shortly after. */
    private void receive(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        InboundTextRequest request = RequestBodies.bind(ctx, InboundTextRequest.class, violations);
        PhoneNumber from = request.sender(violations);
        violations.throwIfAny();
        String providerMessageId = texts.receive(from, request.body());
        Json.send(ctx.status(202), new Handed(providerMessageId, from.e164()));
    }

    /** What the carrier took: its id of the text, and the sender as the service reads it. */
    private record Handed(String providerMessageId, String from) {
    }
}
