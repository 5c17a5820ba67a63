package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.error.ApiError;
import io.campaignoutreach.adapter.http.json.QueryRules;
import io.campaignoutreach.adapter.http.ratelimit.RequestLimiter;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.AuthenticateUseCase;
import io.campaignoutreach.application.access.UnauthenticatedException;
import io.campaignoutreach.domain.access.Capability;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Registers routes and remembers them, so that an unmatched request can be told apart: a known
 * path with the wrong method is a 405 with {@code Allow}, anything else a 404 (D2). Secured routes
 * authenticate the {@code x-api-key} header and spend a token of the key's request limit before
 * their handler runs; unknown routes never do.
 */
public final class Router {

    public static final String API_KEY_HEADER = "x-api-key";
    /** The path of the catch-all route that answers requests no other route matches. */
    static final String FALLBACK_PATH = "/*";
    private static final List<HandlerType> FALLBACK_METHODS = List.of(HandlerType.GET, HandlerType.HEAD,
            HandlerType.POST, HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE, HandlerType.OPTIONS);

    /** {@code api}: part of the published API document; provider webhooks are not. */
    private record Route(HandlerType method, String path, Pattern pattern, boolean api) {
    }

    private final RoutesConfig routes;
    private final AuthenticateUseCase authenticate;
    private final RequestLimiter limiter;
    private final List<Route> known = new ArrayList<>();

    Router(RoutesConfig routes, AuthenticateUseCase authenticate, RequestLimiter limiter) {
        this.routes = routes;
        this.authenticate = authenticate;
        this.limiter = limiter;
    }

    /** A read without query parameters for callers holding {@code capability}. */
    public void get(String path, Capability capability, SecuredHandler handler) {
        get(path, capability, Set.of(), handler);
    }

    /**
     * A read for callers holding {@code capability} that takes the query parameters named in
     * {@code query}; HEAD answers as GET does, without the body.
     */
    public void get(String path, Capability capability, Set<String> query, SecuredHandler handler) {
        add(HandlerType.GET, path, secured(capability, false, query, handler));
        add(HandlerType.HEAD, path, secured(capability, false, query, handler));
    }

    /** A change for callers holding {@code capability} with a key that is not read-only; no query parameters. */
    public void post(String path, Capability capability, SecuredHandler handler) {
        add(HandlerType.POST, path, secured(capability, true, Set.of(), handler));
    }

    /** A change for callers holding {@code capability} with a key that is not read-only; no query parameters. */
    public void patch(String path, Capability capability, SecuredHandler handler) {
        add(HandlerType.PATCH, path, secured(capability, true, Set.of(), handler));
    }

    /** A replacement for callers holding {@code capability} with a key that is not read-only; no query parameters. */
    public void put(String path, Capability capability, SecuredHandler handler) {
        add(HandlerType.PUT, path, secured(capability, true, Set.of(), handler));
    }

    /** A removal for callers holding {@code capability} with a key that is not read-only; no query parameters. */
    public void delete(String path, Capability capability, SecuredHandler handler) {
        add(HandlerType.DELETE, path, secured(capability, true, Set.of(), handler));
    }

    /**
     * A provider's webhook: outside the API key scheme and the API document, since the provider proves who it is
     * by signing the request, which the handler checks before reading anything else.
     */
    public void providerWebhook(String path, Handler handler) {
        add(HandlerType.POST, path, handler, false);
    }

    /** Runs {@code handler} before every request to {@code path}, whether it is then answered or refused. */
    public void before(String path, Handler handler) {
        routes.before(path, handler);
    }

    /** A route open to everyone, such as the published API document. */
    public void publicGet(String path, Handler handler) {
        add(HandlerType.GET, path, handler);
        add(HandlerType.HEAD, path, handler);
    }

    /** Must be called after every route: unmatched requests end here. */
    void addFallback() {
        for (HandlerType method : FALLBACK_METHODS) {
            routes.addHttpHandler(method, FALLBACK_PATH, this::unmatched);
        }
    }

    private void add(HandlerType method, String path, Handler handler) {
        add(method, path, handler, true);
    }

    private void add(HandlerType method, String path, Handler handler, boolean api) {
        String pattern = path.replaceAll("\\{[^/]+}", "[^/]+").replaceAll("<[^/]+>", ".+");
        known.add(new Route(method, path, Pattern.compile("^" + pattern + "/?$"), api));
        routes.addHttpHandler(method, path, handler);
    }

    /** Every route of the API as "METHOD /path/{param}", in registration order. */
    List<String> routes() {
        return known.stream().filter(Route::api).map(route -> route.method().name() + " " + route.path()).toList();
    }

    /**
     * Access is checked before the request is read, so a caller who may not act learns nothing
     * about its input; the use case checks again for embedded callers. The key's request limit is
     * spent between authentication and the capability check, so a refused capability costs a
     * token too (P1, P31). Query parameters the route does not take are refused like unknown body
     * members, so a misspelt filter never silently lists everything.
     */
    private Handler secured(Capability capability, boolean writes, Set<String> query, SecuredHandler handler) {
        return ctx -> {
            AccessContext access = authenticated(ctx);
            // Set before the checks that may refuse, so that a 429 or 403 is logged with its key too.
            ctx.attribute(AccessContext.class.getName(), access);
            limiter.consume(ctx, access.keyId());
            if (writes) {
                access.requireWrite(capability);
            } else {
                access.require(capability);
            }
            QueryRules.check(ctx.queryParamMap(), query);
            handler.handle(ctx, access);
        };
    }

    /**
     * A valid key is never refused for its address: many clients share one (an office behind NAT),
     * and only the key's own limit applies to it. A key that fails counts against the address, and
     * while the address is throttled its failures are answered 429 instead of 401 (P33). Two
     * {@code x-api-key} headers are ambiguous credentials, refused as an invalid key would be.
     */
    private AccessContext authenticated(Context ctx) {
        try {
            List<String> keys = Collections.list(ctx.req().getHeaders(API_KEY_HEADER));
            if (keys.size() > 1) {
                throw new UnauthenticatedException();
            }
            return authenticate.authenticate(keys.isEmpty() ? null : keys.get(0));
        } catch (UnauthenticatedException e) {
            limiter.refuseThrottledAddress(ctx);
            limiter.recordFailedAuthentication(ctx);
            throw e;
        }
    }

    /** The methods the API answers on {@code path}; empty for a path it does not have. */
    SortedSet<String> allowedMethods(String path) {
        TreeSet<String> allowed = new TreeSet<>();
        for (Route route : known) {
            if (route.pattern().matcher(path).matches()) {
                allowed.add(route.method().name());
            }
        }
        return allowed;
    }

    private void unmatched(Context ctx) {
        SortedSet<String> allowed = allowedMethods(ctx.path());
        if (allowed.isEmpty()) {
            throw ApiError.notFound();
        }
        String allow = String.join(", ", allowed);
        throw new ApiError(405, "METHOD_NOT_ALLOWED", "Method " + ctx.method().name() + " is not allowed here; use "
                + allow, Map.of(), Map.of("Allow", allow));
    }
}
