package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.error.ApiError;
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
import java.util.List;
import java.util.Map;
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

    private record Route(HandlerType method, String path, Pattern pattern) {
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

    /** A read for callers holding {@code capability}; HEAD answers as GET does, without the body. */
    public void get(String path, Capability capability, SecuredHandler handler) {
        add(HandlerType.GET, path, secured(capability, false, handler));
        add(HandlerType.HEAD, path, secured(capability, false, handler));
    }

    /** A change for callers holding {@code capability} with a key that is not read-only. */
    public void post(String path, Capability capability, SecuredHandler handler) {
        add(HandlerType.POST, path, secured(capability, true, handler));
    }

    /** A change for callers holding {@code capability} with a key that is not read-only. */
    public void patch(String path, Capability capability, SecuredHandler handler) {
        add(HandlerType.PATCH, path, secured(capability, true, handler));
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
        known.add(new Route(method, path, Pattern.compile("^" + path.replaceAll("\\{[^/]+}", "[^/]+") + "/?$")));
        routes.addHttpHandler(method, path, handler);
    }

    /** Every registered route as "METHOD /path/{param}", in registration order. */
    List<String> routes() {
        return known.stream().map(route -> route.method().name() + " " + route.path()).toList();
    }

    /**
     * Access is checked before the request is read, so a caller who may not act learns nothing
     * about its input; the use case checks again for embedded callers. The key's request limit is
     * spent between authentication and the capability check, so a refused capability costs a
     * token too (P1, P31).
     */
    private Handler secured(Capability capability, boolean writes, SecuredHandler handler) {
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
            handler.handle(ctx, access);
        };
    }

    /** A 401 counts against the client's address, which may not try again while it is throttled (P33). */
    private AccessContext authenticated(Context ctx) {
        limiter.refuseThrottledAddress(ctx);
        try {
            return authenticate.authenticate(ctx.header(API_KEY_HEADER));
        } catch (UnauthenticatedException e) {
            limiter.recordFailedAuthentication(ctx);
            throw e;
        }
    }

    private void unmatched(Context ctx) {
        TreeSet<String> allowed = new TreeSet<>();
        for (Route route : known) {
            if (route.pattern().matcher(ctx.path()).matches()) {
                allowed.add(route.method().name());
            }
        }
        if (allowed.isEmpty()) {
            throw ApiError.notFound();
        }
        String allow = String.join(", ", allowed);
        throw new ApiError(405, "METHOD_NOT_ALLOWED", "Method " + ctx.method().name() + " is not allowed here; use "
                + allow, Map.of(), Map.of("Allow", allow));
    }
}
