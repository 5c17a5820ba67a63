package io.campaignoutreach.adapter.http;

import java.time.Duration;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.util.component.LifeCycle;

/**
 * Makes stopping the server graceful: the connectors close first, so nothing new is accepted,
 * then requests in flight have up to the stop timeout to finish before connections are closed.
 * Without a {@link GracefulHandler} Jetty would cut requests in flight at once.
 */
final class GracefulStop {

    /** How long requests in flight may take to finish when the server stops. */
    static final Duration IN_FLIGHT_GRACE = Duration.ofSeconds(20);
    /**
     * Kept-alive connections with no request in flight are closed this soon once stopping begins;
     * Jetty's default of a second would hold every stop up for that long.
     */
    private static final Duration IDLE_CONNECTION_GRACE = Duration.ofMillis(50);

    private GracefulStop() {
    }

    /** Javalin attaches its own handler inside the innermost wrapper it finds in {@code handlers}. */
    static void install(Server server, Handler.Wrapper handlers) {
        server.setHandler(new GracefulHandler(handlers));
        server.setStopTimeout(IN_FLIGHT_GRACE.toMillis());
        // Javalin adds its connector when the server starts, so the connectors are only known then.
        server.addEventListener(new LifeCycle.Listener() {
            @Override
            public void lifeCycleStarted(LifeCycle event) {
                for (Connector connector : server.getConnectors()) {
                    if (connector instanceof AbstractConnector abstractConnector) {
                        abstractConnector.setShutdownIdleTimeout(IDLE_CONNECTION_GRACE.toMillis());
                    }
                }
            }
        });
    }
}
