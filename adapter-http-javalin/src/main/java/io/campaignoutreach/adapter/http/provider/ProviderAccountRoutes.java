package io.campaignoutreach.adapter.http.provider;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.provider.ProviderAccountUseCases;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;

/**
 * Routes of the organization's provider accounts, beyond version 2: which provider carries its calls and its
 * texts, with the account's settings and secrets. A channel the API does not know is a path it does not have.
 */
public final class ProviderAccountRoutes {

    private final ProviderAccountUseCases accounts;

    public ProviderAccountRoutes(ProviderAccountUseCases accounts) {
        this.accounts = accounts;
    }

    public void register(Router router) {
        router.get("/v2/provider-accounts", Capability.PROVIDERS_MANAGE,
                (ctx, access) -> Json.send(ctx, ProviderAccountResponse.Accounts.from(accounts.list(access))));
        router.get("/v2/provider-accounts/{channel}", Capability.PROVIDERS_MANAGE, (ctx, access) ->
                Json.send(ctx, ProviderAccountResponse.from(accounts.get(access, channel(ctx)))));
        router.put("/v2/provider-accounts/{channel}", Capability.PROVIDERS_MANAGE, this::configure);
        router.delete("/v2/provider-accounts/{channel}", Capability.PROVIDERS_MANAGE, (ctx, access) -> {
            accounts.remove(access, channel(ctx));
            ctx.status(204);
        });
    }

    private void configure(Context ctx, AccessContext access) {
        ProviderChannel channel = channel(ctx);
        Violations violations = new Violations();
        ProviderAccountRequest request = RequestBodies.bind(ctx, ProviderAccountRequest.class, violations);
        Json.send(ctx, ProviderAccountResponse.from(accounts.configure(access, channel, request.toChange(),
                violations)));
    }

    private static ProviderChannel channel(Context ctx) {
        return ProviderChannel.fromWireName(ctx.pathParam("channel"))
                .orElseThrow(() -> new NotFoundException("provider account channel"));
    }
}
