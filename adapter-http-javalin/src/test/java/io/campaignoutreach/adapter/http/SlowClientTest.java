package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.domain.campaign.Campaign;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Clients that send their bodies slowly, stall, announce huge bodies or hang up mid-body cannot
 * take the API away from everyone else, and are answered (or forgotten) as the client's doing.
 */
class SlowClientTest {

    /** More than the server has request threads, so that any thread held per body would starve the rest. */
    private static final int TRICKLING_CLIENTS = 300;
    /** What a normal request may take while the tricklers trickle; without them it takes milliseconds. */
    private static final Duration NORMAL_REQUEST_BOUND = Duration.ofSeconds(2);

    private TestApi api;
    private Campaign campaign;
    private final List<Socket> sockets = new ArrayList<>();
    private final ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();

    @BeforeEach
    void setUp() {
        api = TestApi.withBodyDeadline(Duration.ofSeconds(60));
        campaign = CampaignBuilder.aCampaign(api.orgA.id()).build();
        api.store.campaigns().insert(campaign);
    }

    @AfterEach
    void tearDown() throws IOException {
        trickle.shutdownNow();
        for (Socket socket : sockets) {
            socket.close();
        }
        api.close();
    }

    @Test
    void givenHundredsOfClientsTricklingBodies_whenOthersCallTheApi_thenTheyAreAnsweredWithinTheBound()
            throws IOException {
        for (int i = 0; i < TRICKLING_CLIENTS; i++) {
            sockets.add(startBody(api.connect(), 1_000));
        }
        trickle.scheduleAtFixedRate(this::oneMoreByteEach, 0, 500, TimeUnit.MILLISECONDS);
        awaitReceiving(TRICKLING_CLIENTS);

        List<Long> millis = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            long start = System.nanoTime();
            var read = api.get("/v2/campaigns", api.fullKey);
            var change = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, "{\"description\":\"d" + i + "\"}");
            millis.add((System.nanoTime() - start) / 1_000_000);
            assertThat(read.status()).isEqualTo(200);
            assertThat(change.status()).isEqualTo(200);
        }

        assertThat(millis).allSatisfy(ms -> assertThat(ms).isLessThan(NORMAL_REQUEST_BOUND.toMillis()));
        assertThat(api.bodiesBeingReceived()).isEqualTo(TRICKLING_CLIENTS);
    }

    @ParameterizedTest
    @ValueSource(longs = {2_097_153L, 2_147_483_647L, 2_147_483_648L, 10_737_418_240L, Long.MAX_VALUE})
    void givenAnnouncedLengthOverTheLimit_whenSent_thenPayloadTooLargeAtOnceWithoutReadingIt(long length) {
        // The raw client waits at most 10 s for the answer: a server that waited for the body would fail here.
        var response = api.sendOversized("PATCH", "/v2/campaigns/" + campaign.id(), api.fullKey, length);

        assertThat(response.status()).isEqualTo(413);
        assertThat(response.code()).isEqualTo("PAYLOAD_TOO_LARGE");
        assertThat(response.header(RequestIds.HEADER)).isNotBlank();
    }

    @Test
    void givenBodyNotWholeByTheDeadline_whenWaiting_thenRequestTimeoutAsJsonAndNothingChanged() throws IOException {
        try (TestApi strict = TestApi.withBodyDeadline(Duration.ofMillis(500));
             Socket socket = strict.connect()) {
            strict.store.campaigns().insert(CampaignBuilder.aCampaign(strict.orgA.id()).build());
            socket.setSoTimeout(10_000);
            startBody(socket, 100);

            var response = RawResponses.read(socket.getInputStream());

            assertThat(response.status()).isEqualTo(408);
            assertThat(response.code()).isEqualTo("REQUEST_TIMEOUT");
            assertThat(response.header("Connection")).isEqualTo("close");
            assertThat(strict.bodiesBeingReceived()).isZero();
        }
    }

    @Test
    void givenClientHangingUpMidBody_whenTheConnectionCloses_thenNoServerErrorIsLoggedOrCounted() throws IOException {
        try (CapturedLogs logs = CapturedLogs.attach()) {
            for (int i = 0; i < 20; i++) {
                Socket socket = api.connect();
                startBody(socket, 1_000).getOutputStream().write("{\"descr".getBytes(StandardCharsets.US_ASCII));
                socket.close();
            }
            awaitReceiving(0);

            assertThat(api.get("/v2/campaigns", api.fullKey).status()).isEqualTo(200);
            assertThat(logs.events()).noneMatch(event -> event.getLevel().isGreaterOrEqual(Level.WARN));
            assertThat(api.get("/metrics", null).text()).doesNotContain("status=\"500\"");
        }
    }

    /** Sends the head of a PATCH announcing {@code length} bytes of body, and none of the body. */
    private Socket startBody(Socket socket, int length) throws IOException {
        String head = "PATCH /v2/campaigns/" + campaign.id() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "x-api-key: " + api.fullKey + "\r\nContent-Type: application/json\r\nContent-Length: " + length
                + "\r\n\r\n";
        socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    private void oneMoreByteEach() {
        for (Socket socket : sockets) {
            try {
                OutputStream out = socket.getOutputStream();
                out.write(' ');
                out.flush();
            } catch (IOException closed) {
                // A socket the test is closing: nothing more to send on it.
            }
        }
    }

    private void awaitReceiving(int expected) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (api.bodiesBeingReceived() != expected) {
            assertThat(System.nanoTime()).as("bodies being received: " + api.bodiesBeingReceived() + ", awaited "
                    + expected).isLessThan(deadline);
            LockSupport.parkNanos(Duration.ofMillis(5).toNanos());
        }
    }
}
