package io.campaignoutreach.adapter.http;

import io.javalin.http.Context;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
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
        return given != null && SAFE.matcher(given).matches() ? given : newId();
    }

    /**
     * A random (version 4) UUID from the thread's own generator: a request id names a request in the
     * logs and is no secret, so it needs neither the shared SecureRandom nor the contention on it
     * that UUID.randomUUID brings under load.
     */
    private static String newId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }

    public static String of(Context ctx) {
        String id = ctx.attribute(ATTRIBUTE);
        return id == null ? assign(ctx) : id;
    }
}
