package io.campaignoutreach.adapter.http.provider;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.provider.ProviderAccountUseCases;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;

/**
 * Routes of the organization's provider accounts, beyond version 2: which provider carries its calls and its
 * texts, with the account's settings and secrets. An account is not deleted: setting the channel back to the
 * simulated provider drops its secrets and returns it to the server's carrier.
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
    }

    /** The channel and the body are checked together, so a request with both wrong is told of both. */
    private void configure(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<ProviderChannel> channel = channel(ctx, violations);
        ProviderAccountRequest request = RequestBodies.bind(ctx, ProviderAccountRequest.class, violations);
        if (channel.isEmpty()) {
            violations.throwIfAny();
        }
        Json.send(ctx, ProviderAccountResponse.from(accounts.configure(access, channel.get(), request.toChange(),
                violations)));
    }

    private static ProviderChannel channel(Context ctx) {
        Violations violations = new Violations();
        Optional<ProviderChannel> channel = channel(ctx, violations);
        violations.throwIfAny();
        return channel.orElseThrow();
    }

    private static Optional<ProviderChannel> channel(Context ctx, Violations violations) {
        String text = ctx.pathParam("channel");
        Optional<ProviderChannel> channel = ProviderChannel.fromWireName(text);
        if (channel.isEmpty()) {
            violations.add(Values.notOneOf(List.of("channel"), WireNames.of(ProviderChannel.class), text));
        }
        return channel;
    }
}
