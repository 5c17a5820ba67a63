package io.campaignoutreach.adapter.http;

import io.javalin.Javalin;

/** Primary adapter: the /v2 HTTP API on Javalin. */
public final class ApiServer implements AutoCloseable {

    private final Javalin app;
    private final ApiServerSettings settings;

    public ApiServer(ApiServices services, ApiServerSettings settings) {
        this.settings = settings;
        this.app = HttpApi.create(services);
    }

    /** Starts listening and returns the actual port. */
    public int start() {
        app.start(settings.host(), settings.port());
        return app.port();
    }

    public int port() {
        return app.port();
    }

    /** Stops accepting connections and lets requests in flight finish. */
    @Override
    public void close() {
        app.stop();
    }
}
