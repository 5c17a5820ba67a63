package io.campaignoutreach.adapter.http.provider;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.application.provider.ProviderWebhookService;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.provider.WebhookUrls;
import io.javalin.http.Context;
import java.util.Optional;

/**
 * Where providers report calls and texts: {@code POST /webhooks/<provider>/<account id>/<path>}, outside the API
 * key scheme. The request goes whole (body as received, headers, and the URL the provider signed, rebuilt on the
 * configured public base URL since a proxy may have changed the address it arrived at) to the provider's adapter.
 */
public final class ProviderWebhookRoutes {

    private final ProviderWebhookService webhooks;

    public ProviderWebhookRoutes(ProviderWebhookService webhooks) {
        this.webhooks = webhooks;
    }

    public void register(Router router) {
        router.providerWebhook(WebhookUrls.PREFIX + "/{provider}/{account}/<path>", this::receive);
    }

    private void receive(Context ctx) {
        String query = ctx.queryString();
        String signedUrl = webhooks.publicUrl(ctx.path() + (query == null ? "" : "?" + query));
        WebhookRequest request = new WebhookRequest(ctx.pathParam("path"), signedUrl,
                name -> Optional.ofNullable(ctx.header(name)), ctx.contentType(), ctx.bodyAsBytes());
        WebhookReply reply = webhooks.receive(ctx.pathParam("provider"), ctx.pathParam("account"), request);
        ctx.status(reply.status());
        if (!reply.body().isEmpty()) {
            ctx.contentType(reply.contentType()).result(reply.body());
        }
    }
}
