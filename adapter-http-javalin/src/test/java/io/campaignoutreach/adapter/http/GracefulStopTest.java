package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** Stopping the server refuses new connections at once but lets a request in flight finish. */
class GracefulStopTest {

    private static final Duration DEADLINE = Duration.ofSeconds(10);

    @Test
    void givenRequestInFlight_whenServerStops_thenNewConnectionsAreRefusedAndTheRequestCompletes() throws Exception {
        TestApi api = new TestApi();
        UseCaseGate gate = new UseCaseGate();
        api.holdUseCasesAt(gate);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<TestApi.Response> inFlight = threads.submit(() -> api.get("/v2/campaigns?perPage=1", api.fullKey));
            assertThat(gate.awaitEntered(DEADLINE)).as("the request reached its use case").isTrue();

            Future<?> stopping = threads.submit(api::close);
            awaitConnectionsRefused(api.port());
            assertThat(stopping.isDone()).as("the stop waits for the request in flight").isFalse();

            gate.release();
            TestApi.Response response = inFlight.get(DEADLINE.toSeconds(), TimeUnit.SECONDS);
            assertThat(response.status()).isEqualTo(200);
            assertThat(response.json().get("itemsTotal").asInt()).isZero();
            stopping.get(DEADLINE.toSeconds(), TimeUnit.SECONDS);
        } finally {
            gate.release();
            threads.shutdownNow();
        }
    }

    private static void awaitConnectionsRefused(int port) {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (true) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 1_000);
            } catch (IOException refused) {
                return;
            }
            assertThat(System.nanoTime()).as("the server still accepts connections").isLessThan(deadline);
            LockSupport.parkNanos(Duration.ofMillis(10).toNanos());
        }
    }
}
