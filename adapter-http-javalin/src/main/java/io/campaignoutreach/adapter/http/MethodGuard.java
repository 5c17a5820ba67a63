package io.campaignoutreach.adapter.http;

import java.util.Set;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Lets only the methods the API knows reach Javalin, and as sent (P40). Javalin would take the
 * method from {@code X-HTTP-Method-Override} when present, route by it, and remember every new
 * method name it meets for the life of the process; so the header is dropped, and a method outside
 * the known ones is answered 501 here.
 */
final class MethodGuard extends Handler.Wrapper {

    static final String METHOD_OVERRIDE = "X-HTTP-Method-Override";
    static final Set<String> KNOWN = Set.of("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (!KNOWN.contains(request.getMethod())) {
            Response.writeError(request, response, callback, 501);
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
