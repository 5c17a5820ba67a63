package io.campaignoutreach.adapter.http;

import io.javalin.http.Context;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * D1 request ids: the caller's {@code X-Request-Id} when it is 1 to 128 safe characters, else a
 * new UUID. The id is echoed on every response and put in the logging context.
 */
public final class RequestIds {

    public static final String HEADER = "X-Request-Id";
    private static final String ATTRIBUTE = "requestId";
    private static final Pattern SAFE = Pattern.compile("^[A-Za-z0-9._:~\\-]{1,128}$");

    private RequestIds() {
    }

    static String assign(Context ctx) {
        String id = choose(ctx.header(HEADER));
        ctx.attribute(ATTRIBUTE, id);
        ctx.header(HEADER, id);
        return id;
    }

    /** The caller's id when it is safe to echo, else a new one. */
    public static String choose(String given) {
        return given != null && SAFE.matcher(given).matches() ? given : UUID.randomUUID().toString();
    }

    public static String of(Context ctx) {
        String id = ctx.attribute(ATTRIBUTE);
        return id == null ? assign(ctx) : id;
    }
}
