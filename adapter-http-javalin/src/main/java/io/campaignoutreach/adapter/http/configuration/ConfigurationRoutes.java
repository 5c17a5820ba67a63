package io.campaignoutreach.adapter.http.configuration;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.request.IdempotentBodies;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.configuration.ConfigDraft;
import io.campaignoutreach.adapter.http.routing.AppointmentConfigResponse;
import io.campaignoutreach.adapter.http.routing.RoutingConfigResponse;
import io.campaignoutreach.adapter.http.routing.TransferConfigResponse;
import io.campaignoutreach.application.configuration.ConfigurationServices;
import io.campaignoutreach.application.configuration.ConfigurationUseCases;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The routes of one kind of configuration, extensions of version 2: list, create (once per
 * {@code Idempotency-Key}), read, replace (PUT: the body says every member) and delete (refused while in use).
 * Reads need campaigns.view, writes campaigns.manage.
 *
 * @param <C> the configuration
 * @param <V> the configuration as a read shows it
 * @param <R> the request body, which describes the configuration whole
 */
public final class ConfigurationRoutes<C, V, R extends Record> {

    private final String path;
    private final ConfigurationUseCases<C, V> configurations;
    private final Class<R> body;
    private final BiFunction<R, Violations, ConfigDraft<C>> draft;
    private final Function<V, Object> shown;
    private final Function<V, Object> id;

    private ConfigurationRoutes(String path, ConfigurationUseCases<C, V> configurations, Class<R> body,
                                BiFunction<R, Violations, ConfigDraft<C>> draft, Function<V, Object> shown,
                                Function<V, Object> id) {
        this.path = path;
        this.configurations = configurations;
        this.body = body;
        this.draft = draft;
        this.shown = shown;
        this.id = id;
    }

    /** Registers the routes of the three kinds. */
    public static void register(Router router, ConfigurationServices services) {
        new ConfigurationRoutes<>("/v2/transfer-configs", services.transfers(), TransferConfigRequest.class,
                TransferConfigRequest::draft, view -> TransferConfigResponse.from(view, false),
                view -> view.config().id()).routes(router);
        new ConfigurationRoutes<>("/v2/routing-configs", services.routings(), RoutingConfigRequest.class,
                RoutingConfigRequest::draft, RoutingConfigResponse::from, RoutingConfig::id).routes(router);
        new ConfigurationRoutes<>("/v2/appointment-configs", services.appointments(),
                AppointmentConfigRequest.class, AppointmentConfigRequest::draft, AppointmentConfigResponse::from,
                view -> view.config().id()).routes(router);
    }

    private void routes(Router router) {
        router.get(path, Capability.CAMPAIGNS_VIEW, Set.of("page", "perPage"), this::list);
        router.post(path, Capability.CAMPAIGNS_MANAGE, this::create);
        router.get(path + "/{id}", Capability.CAMPAIGNS_VIEW, this::get);
        router.put(path + "/{id}", Capability.CAMPAIGNS_MANAGE, this::replace);
        router.delete(path + "/{id}", Capability.CAMPAIGNS_MANAGE, this::delete);
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        PageRequest page = new QueryParams(ctx, violations).page();
        violations.throwIfAny();
        Json.send(ctx, PageResponse.of(configurations.list(access, page), shown));
    }

    private void create(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        IdempotentBodies.Bound<R> bound = IdempotentBodies.bind(ctx, body, violations);
        ConfigDraft<C> described = draft.apply(bound.request(), violations);
        violations.throwIfAny();
        Created<V> created = configurations.create(access, described, bound.idempotency());
        if (created.replayed()) {
            ctx.header(IdempotentBodies.REPLAYED_HEADER, "true");
        }
        ctx.header("Location", path + "/" + id.apply(created.value()));
        Json.send(ctx.status(201), shown.apply(created.value()));
    }

    private void get(Context ctx, AccessContext access) {
        Json.send(ctx, shown.apply(configurations.get(access, QueryParams.pathUuid(ctx, "id"))));
    }

    private void replace(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid("id");
        R request = RequestBodies.bind(ctx, body, violations);
        ConfigDraft<C> described = draft.apply(request, violations);
        violations.throwIfAny();
        Json.send(ctx, shown.apply(configurations.replace(access, id.orElseThrow(), described)));
    }

    private void delete(Context ctx, AccessContext access) {
        configurations.delete(access, QueryParams.pathUuid(ctx, "id"));
        ctx.status(204);
    }
}
