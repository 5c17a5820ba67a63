package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.error.JettyErrorHandler;
import java.util.Set;
import java.util.SortedSet;
import java.util.function.Function;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Lets only the methods the API knows reach Javalin, and as sent (P40). Javalin would take the
 * method from {@code X-HTTP-Method-Override} when present, route by it, and remember every new
 * method name it meets for the life of the process; so the header is dropped, and a method outside
 * the known ones (TRACE, PROPFIND, an invented name) is answered here: 405 with {@code Allow} on a
 * path the API has, 404 elsewhere, as Javalin's own fallback answers the known methods.
 */
final class MethodGuard extends Handler.Wrapper {

    static final String METHOD_OVERRIDE = "X-HTTP-Method-Override";
    static final Set<String> KNOWN = Set.of("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");

    private final Function<String, SortedSet<String>> allowedMethods;

    /** {@code allowedMethods} gives the methods the API answers on a path; empty for a path it does not have. */
    MethodGuard(Handler next, Function<String, SortedSet<String>> allowedMethods) {
        super(next);
        this.allowedMethods = allowedMethods;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (!KNOWN.contains(request.getMethod())) {
            SortedSet<String> allowed = allowedMethods.apply(Request.getPathInContext(request));
            if (!allowed.isEmpty()) {
                response.getHeaders().put(HttpHeader.ALLOW, String.join(", ", allowed));
            }
            JettyErrorHandler.write(request, response, callback, allowed.isEmpty() ? 404 : 405);
            return true;
        }
        if (request.getHeaders().contains(METHOD_OVERRIDE)) {
            HttpFields withoutOverride = HttpFields.build(request.getHeaders()).remove(METHOD_OVERRIDE).asImmutable();
            return super.handle(new Request.Wrapper(request) {
                @Override
                public HttpFields getHeaders() {
                    return withoutOverride;
                }
            }, response, callback);
        }
        return super.handle(request, response, callback);
    }
}
