package io.campaignoutreach.bootstrap.providers;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.bootstrap.cli.CliContext;
import io.campaignoutreach.bootstrap.cli.RunningServer;
import io.campaignoutreach.bootstrap.cli.ServeCommand;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.campaignoutreach.bootstrap.store.StoreOpener;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The real server started in-process as {@code serve} starts it, on a port chosen beforehand so that
 * {@code COS_PUBLIC_BASE_URL} can name it, with the HTTP calls the provider end-to-end tests make against it.
 */
public final class ServedApi implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration POLL_EVERY = Duration.ofMillis(50);
    /** Generous: on a loaded two-core machine a round of the engine and a webhook may each take seconds. */
    private static final Duration PROVIDER_IN_USE_WITHIN = Duration.ofSeconds(30);

    private final RunningServer server;
    private final String base;
    private final String key;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private ServedApi(RunningServer server, String key) {
        this.server = server;
        this.base = "http://127.0.0.1:" + server.port();
        this.key = key;
    }

    /** The demo campaign that dials all through the legal window. */
    static final String DEMO_CAMPAIGN = "Annual Enrollment 2027 plan review";

    /**
     * Starts {@code serve --demo} in memory on a port chosen first, so that the public base URL names it, with a
     * fresh secrets key, no request limit worth the name (the tests poll) and {@code env} (a provider's API
     * address, more settings).
     */
    static ServedApi demo(Map<String, String> env, ByteArrayOutputStream out) throws Exception {
        int port = freePort();
        byte[] vaultKey = new byte[32];
        new SecureRandom().nextBytes(vaultKey);
        Map<String, String> all = new HashMap<>(Map.of("COS_HOST", "127.0.0.1",
                "COS_RATE_LIMIT_PER_MINUTE", "1000000", "COS_RATE_LIMIT_BURST", "100000",
                "COS_PORT", String.valueOf(port), "COS_SECRETS_KEYS",
                "k1:" + Base64.getEncoder().encodeToString(vaultKey),
                "COS_PUBLIC_BASE_URL", "http://127.0.0.1:" + port));
        all.putAll(env);
        ServedApi api = start(all, List.of("--demo"), settings -> new InMemoryStore(), out, null);
        // A provider's stand-in ends only the calls a test sends callbacks for: the demo's own customers, called
        // there once its account is set, would otherwise hold the demo campaign's ten lines until their deadline.
        String campaign = api.demoCampaign().get("id").asText();
        HttpResponse<String> unthrottled = api.send("PATCH", "/v2/campaigns/" + campaign,
                "{\"maxConcurrentCalls\":100000}");
        assertThat(unthrottled.statusCode()).as(unthrottled.body()).isEqualTo(200);
        return api;
    }

    /** The demo campaign, as the campaign list shows it. */
    JsonNode demoCampaign() throws Exception {
        for (JsonNode campaign : read("/v2/campaigns?perPage=50").get("items")) {
            if (campaign.get("name").asText().equals(DEMO_CAMPAIGN)) {
                return campaign;
            }
        }
        throw new AssertionError("no demo campaign");
    }

    /** A port free a moment ago, for COS_PORT and COS_PUBLIC_BASE_URL together. */
    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /**
     * Starts {@code serve} with {@code env}; {@code key} is the API key to use, or null to take the one
     * {@code serve --demo} prints to {@code out}.
     */
    public static ServedApi start(Map<String, String> env, List<String> args, StoreOpener stores,
                                  ByteArrayOutputStream out, String key) throws Exception {
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        CliContext context = new CliContext(env, print, print, stores);
        RunningServer server = new ServeCommand(context).start(args);
        String apiKey = key != null ? key : out.toString(StandardCharsets.UTF_8).lines()
                .filter(line -> line.startsWith("cc_")).reduce((first, last) -> last).orElseThrow();
        return new ServedApi(server, apiKey);
    }

    /** The same server with another organization's key; closing either stops the server. */
    ServedApi as(String otherKey) {
        return new ServedApi(server, otherKey);
    }

    String base() {
        return base;
    }

    String key() {
        return key;
    }

    public HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).header("x-api-key", key).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The JSON answer of a read, which must be 200. */
    public JsonNode read(String path) throws Exception {
        HttpResponse<String> response = get(path);
        assertThat(response.statusCode()).as("GET " + path + ": " + response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    public HttpResponse<String> send(String method, String path, String json) throws Exception {
        return send(method, path, json, Map.of());
    }

    /** The same, with more headers; an empty {@code json} sends no body. */
    public HttpResponse<String> send(String method, String path, String json, Map<String, String> headers)
            throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).header("x-api-key", key)
                .method(method, json.isEmpty() ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json));
        if (!json.isEmpty()) {
            request.header("content-type", "application/json");
        }
        headers.forEach(request::header);
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A provider's form POST to {@code url}, without the API key, with the given extra headers. */
    HttpResponse<String> postForm(String url, Map<String, List<String>> form, Map<String, String> headers)
            throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("content-type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(formBody(form)));
        headers.forEach(request::header);
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A provider's JSON POST to {@code url}, without the API key, with the given extra headers. */
    HttpResponse<String> postJson(String url, String json, Map<String, String> headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        headers.forEach(request::header);
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    static String formBody(Map<String, List<String>> form) {
        return form.entrySet().stream().flatMap(entry -> entry.getValue().stream()
                        .map(value -> encode(entry.getKey()) + "=" + encode(value)))
                .collect(Collectors.joining("&"));
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** A form of single values, in the order given. */
    static Map<String, List<String>> form(String... namesAndValues) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            form.computeIfAbsent(namesAndValues[i], name -> new java.util.ArrayList<>()).add(namesAndValues[i + 1]);
        }
        return form;
    }

    /** The id of the customer with this phone number (10 digits), found by search. */
    String customerId(String digits) throws Exception {
        JsonNode page = read("/v2/customers?search=" + digits);
        assertThat(page.get("itemsTotal").asInt()).as(page.toString()).isEqualTo(1);
        return page.at("/items/0/id").asText();
    }

    /** The customer's enrollment in the campaign, as the customer read lists it. */
    String enrollmentId(String customerId, String campaignId) throws Exception {
        for (JsonNode enrollment : read("/v2/customers/" + customerId).get("campaigns")) {
            if (enrollment.get("campaignId").asText().equals(campaignId)) {
                return enrollment.get("id").asText();
            }
        }
        throw new AssertionError("customer " + customerId + " is not enrolled in " + campaignId);
    }

    /** The enrollment's call attempts with their trails, oldest first. */
    JsonNode attempts(String campaignId, String enrollmentId) throws Exception {
        return read("/v2/campaigns/" + campaignId + "/enrollments/" + enrollmentId + "/attempts").get("items");
    }

    /**
     * Syncs a customer with this number (10 digits) in the open zone, with consent to AI-voice marketing calls,
     * and enrolls it in the campaign; area code 500 names no place, so the zone and state alone decide the window.
     */
    void enroll(String campaignId, String digits, String firstName, Map.Entry<String, String> zone)
            throws Exception {
        HttpResponse<String> synced = send("POST", "/v2/sync/medicare", "{\"records\":[{\"firstName\":\""
                + firstName + "\",\"lastName\":\"Akana\",\"phoneNumber\":\"" + digits + "\","
                + "\"dateOfBirth\":\"1958-03-02\",\"state\":\"" + zone.getValue() + "\",\"timezone\":\""
                + zone.getKey() + "\",\"consent\":[{\"channel\":\"voice_artificial\",\"purpose\":\"marketing\","
                + "\"kind\":\"given\",\"evidence\":\"signed web form\"}]}]}");
        assertThat(synced.statusCode()).as(synced.body()).isEqualTo(200);
        HttpResponse<String> enrolled = send("POST", "/v2/campaigns/" + campaignId + "/enrollment",
                "{\"customer\":{\"phoneNumber\":\"" + digits + "\"}}");
        assertThat(enrolled.statusCode()).as(enrolled.body()).isEqualTo(202);
    }

    /** The first attempt of the customer's enrollment once the carrier named its call. */
    JsonNode awaitAttempt(String campaignId, String digits, Duration within) throws Exception {
        String enrollment = enrollmentId(customerId(digits), campaignId);
        return await("a call attempt for " + digits, within, () -> {
            JsonNode attempts = attempts(campaignId, enrollment);
            return attempts.size() > 0 && attempts.get(0).hasNonNull("providerCallId") ? attempts.get(0) : null;
        });
    }

    /**
     * Waits until the engine places the organization's calls through its provider account. The engine holds the
     * carrier it read for an organization for up to 10 seconds (ProviderCarriers.REREAD_AFTER), and the demo's
     * calls at start-up read it before the test set the account; so probe customers are enrolled, one after the
     * other, until one's call is the provider's ({@code isProviders} of the carrier's call id), not the
     * simulated carrier's.
     */
    void awaitProviderInUse(String campaignId, Map.Entry<String, String> zone,
                            java.util.function.Predicate<String> isProviders) throws Exception {
        long deadline = System.nanoTime() + PROVIDER_IN_USE_WITHIN.toNanos();
        for (int probe = 10; ; probe++) {
            String digits = "50055501" + probe;
            enroll(campaignId, digits, "Probe", zone);
            Duration left = Duration.ofNanos(Math.max(deadline - System.nanoTime(), Duration.ofSeconds(1).toNanos()));
            String callId = awaitAttempt(campaignId, digits, left).get("providerCallId").asText();
            if (isProviders.test(callId)) {
                return;
            }
            assertThat(System.nanoTime()).as("the provider account in use within "
                    + PROVIDER_IN_USE_WITHIN.toSeconds() + " s; last call " + callId).isLessThan(deadline);
        }
    }

    /** Polls {@code value} until it is non-null, failing with {@code what} after {@code within}. */
    static <T> T await(String what, Duration within, Callable<T> value) throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        while (true) {
            T found = value.call();
            if (found != null) {
                return found;
            }
            assertThat(System.nanoTime()).as(what + " within " + within.toSeconds() + " s").isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(POLL_EVERY.toMillis());
        }
    }

    @Override
    public void close() {
        server.close();
    }
}
