package io.campaignoutreach.adapter.provider.twilio;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import io.campaignoutreach.adapter.provider.webhooks.TwilioSignature;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.provider.AnsweredCalls;
import io.campaignoutreach.application.provider.CallScript;
import io.campaignoutreach.application.provider.HeaderLookup;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSinks;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A local stand-in for Twilio (WireMock on a dynamic port) and the adapter's collaborators, recording what they are
 * handed. Pauses go to {@link #sleeps} instead of the clock, so no test waits for a backoff or a pacing slot.
 */
final class TwilioTestKit implements AutoCloseable {

    static final String ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
    static final String AUTH_TOKEN = "tok-9f8e7d6c5b4a39281706f5e4d3c2b1a0";
    static final String PUBLIC_BASE = "https://outreach.example.com";
    static final String ACCOUNT_ID = "acct-7";
    static final OrganizationId ORGANIZATION = OrganizationId.of(UUID.fromString(
            "6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7"));
    static final Instant NOW = Instant.parse("2026-12-07T15:00:00Z");
    static final String ACCOUNT_PATH = "/2010-04-01/Accounts/" + ACCOUNT_SID;

    final WireMockServer twilio = new WireMockServer(wireMockConfig().dynamicPort());
    final List<Duration> sleeps = new CopyOnWriteArrayList<>();
    final List<String> reported = new CopyOnWriteArrayList<>();
    final List<CallEvent> callEvents = new CopyOnWriteArrayList<>();
    final List<OrganizationId> scopedTo = new CopyOnWriteArrayList<>();
    final List<MessageEvent> messageEvents = new CopyOnWriteArrayList<>();
    final List<String> answeredAsked = new CopyOnWriteArrayList<>();
    volatile boolean storeDown;
    volatile boolean handBack;
    volatile CallScript forPerson = CallScript.HANG_UP;
    volatile CallScript forMachine = CallScript.HANG_UP;
    Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    Duration requestTimeout = Duration.ofSeconds(5);

    TwilioTestKit() {
        twilio.start();
    }

    TwilioAdapter adapter() {
        TwilioOptions options = TwilioOptions.defaults(URI.create(PUBLIC_BASE))
                .withApiBase(URI.create(twilio.baseUrl()))
                .withRequestTimeout(requestTimeout)
                .withBackoff(new Backoff(3, Duration.ofMillis(200), Duration.ofMillis(800), () -> 0.5))
                .withSleeper(sleeps::add);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).build();
        return new TwilioAdapter(options, http, clock, sinks(), answeredCalls(), events());
    }

    OpenedAccount callsAccount(Map<String, String> extraSettings) {
        return account(ProviderChannel.CALLS, extraSettings);
    }

    OpenedAccount textsAccount(Map<String, String> extraSettings) {
        return account(ProviderChannel.TEXTS, extraSettings);
    }

    private OpenedAccount account(ProviderChannel channel, Map<String, String> extraSettings) {
        Map<String, String> settings = new HashMap<>(extraSettings);
        settings.put("accountSid", ACCOUNT_SID);
        return new OpenedAccount(ACCOUNT_ID, ORGANIZATION, channel, ProviderKind.TWILIO, settings,
                Map.of("authToken", AUTH_TOKEN), 1);
    }

    /** A form-encoded request signed as Twilio signs it, with {@code token}, for the URL Twilio was given. */
    static WebhookRequest signed(String path, String query, Map<String, String> parameters, String token) {
        String url = PUBLIC_BASE + "/webhooks/twilio/" + ACCOUNT_ID + "/" + path + (query.isEmpty() ? "" : "?" + query);
        Map<String, List<String>> multi = new HashMap<>();
        parameters.forEach((name, value) -> multi.put(name, List.of(value)));
        String signature = new TwilioSignature(token).sign(url, multi);
        return request(path, url, parameters, Map.of(TwilioSignature.HEADER, signature));
    }

    static WebhookRequest request(String path, String url, Map<String, String> parameters,
                                  Map<String, String> headers) {
        Form form = Form.empty();
        parameters.forEach(form::add);
        return new WebhookRequest(path, url, HeaderLookup.of(headers),
                "application/x-www-form-urlencoded; charset=utf-8", form.encoded().getBytes(StandardCharsets.UTF_8));
    }

    /** Parameters of a callback: the account's SID and the given pairs. */
    static Map<String, String> params(String... pairs) {
        Map<String, String> parameters = new HashMap<>();
        parameters.put("AccountSid", ACCOUNT_SID);
        for (int i = 0; i < pairs.length; i += 2) {
            parameters.put(pairs[i], pairs[i + 1]);
        }
        return parameters;
    }

    static String basicAuthorization() {
        return "Basic " + Base64.getEncoder().encodeToString((ACCOUNT_SID + ":" + AUTH_TOKEN)
                .getBytes(StandardCharsets.UTF_8));
    }

    static Form bodyOf(LoggedRequest request) {
        return Form.parse(request.getBodyAsString());
    }

    static String errorJson(int code, int status) {
        return "{\"code\": " + code + ", \"message\": \"The 'To' number +15005550001 is not valid.\", "
                + "\"more_info\": \"https://www.twilio.com/docs/errors/" + code + "\", \"status\": " + status + "}";
    }

    List<String> reportedStarting(String prefix) {
        List<String> matching = new ArrayList<>();
        reported.stream().filter(line -> line.startsWith(prefix)).forEach(matching::add);
        return matching;
    }

    /** Sinks that note the organization each delivery was scoped to. */
    private ProviderSinks sinks() {
        return new ProviderSinks() {
            @Override
            public CallEventSink calls(OrganizationId organizationId) {
                scopedTo.add(organizationId);
                return callSink();
            }

            @Override
            public MessageEventSink texts(OrganizationId organizationId) {
                scopedTo.add(organizationId);
                return messageSink();
            }
        };
    }

    private CallEventSink callSink() {
        return events -> {
            if (storeDown) {
                throw new IllegalStateException("store unreachable");
            }
            callEvents.addAll(events);
            return handBack ? List.copyOf(events) : List.of();
        };
    }

    private MessageEventSink messageSink() {
        return events -> {
            if (storeDown) {
                throw new IllegalStateException("store unreachable");
            }
            messageEvents.addAll(events);
            return handBack ? List.copyOf(events) : List.of();
        };
    }

    private AnsweredCalls answeredCalls() {
        return (organizationId, attemptKey, machine) -> {
            answeredAsked.add(attemptKey + (machine ? ":machine" : ":person"));
            return machine ? forMachine : forPerson;
        };
    }

    private ProviderEvents events() {
        return new ProviderEvents() {
            @Override
            public void request(ProviderKind kind, String operation, String outcome) {
                reported.add("request " + kind.wireName() + " " + operation + " " + outcome);
            }

            @Override
            public void retried(ProviderKind kind, String operation) {
                reported.add("retried " + kind.wireName() + " " + operation);
            }

            @Override
            public void webhook(ProviderKind kind, String verdict) {
                reported.add("webhook " + kind.wireName() + " " + verdict);
            }

            @Override
            public void reconciled(ProviderKind kind, boolean found) {
                reported.add("reconciled " + kind.wireName() + " " + found);
            }
        };
    }

    @Override
    public void close() {
        twilio.stop();
    }
}
