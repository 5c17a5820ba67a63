package io.campaignoutreach.adapter.http;

import io.javalin.Javalin;
import java.util.List;

/** Primary adapter: the /v2 HTTP API on Javalin. */
public final class ApiServer implements AutoCloseable {

    private final Javalin app;
    private final List<String> routes;
    private final BodyLoader bodies;
    private final ApiServerSettings settings;

    public ApiServer(ApiServices services, ApiServerSettings settings) {
        this.settings = settings;
        HttpApi.Built built = HttpApi.create(services, settings);
        this.app = built.app();
        this.routes = built.routes();
        this.bodies = built.bodies();
    }

    /** How many request bodies are being received now (tests wait for a hung-up client's to end). */
    int bodiesBeingReceived() {
        return bodies.receiving();
    }

    /** Every route the API answers, as "METHOD /path/{param}" (HEAD included), for checks against the published contract. */
    public List<String> routes() {
        return routes;
    }

    /** Starts listening and returns the actual port. */
    public int start() {
        app.start(settings.host(), settings.port());
        return app.port();
    }

    public int port() {
        return app.port();
    }

    /**
     * Stops accepting connections, then waits for requests in flight to finish (at most
     * {@link GracefulStop#IN_FLIGHT_GRACE}) before closing the connections that remain.
     */
    @Override
    public void close() {
        app.stop();
    }
}
