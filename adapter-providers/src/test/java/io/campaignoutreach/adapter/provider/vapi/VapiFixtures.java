package io.campaignoutreach.adapter.provider.vapi;

import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.provider.HeaderLookup;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSinks;
import io.campaignoutreach.application.provider.ToolAnswer;
import io.campaignoutreach.application.provider.VoiceAgentTools;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

/** What the Vapi adapter's tests share: an account, recording ports, and requests as Vapi sends them. */
final class VapiFixtures {

    static final String API_KEY = "vapi-private-key-4f1c9e";
    static final String SERVER_SECRET = "server-secret-8d2a71";
    static final String ASSISTANT_ID = "asst-11";
    static final String PHONE_NUMBER_ID = "pn-22";
    static final String ACCOUNT_ID = "acct-vapi-1";
    static final String PUBLIC_BASE = "https://outreach.example.com";
    static final OrganizationId ORGANIZATION =
            OrganizationId.of(UUID.fromString("7b0c1f9e-3a52-4d0e-9c71-2f4b8a6d5e10"));
    static final String ATTEMPT_KEY = "att-42/1 x";
    static final PhoneNumber CUSTOMER = new PhoneNumber("+14155550123");
    static final PhoneNumber AGENT = new PhoneNumber("+12125550188");
    static final Instant NOW = Instant.parse("2026-12-07T21:00:00Z");
    static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private VapiFixtures() {
    }

    static OpenedAccount account(Map<String, String> extraSettings) {
        Map<String, String> settings = new HashMap<>(Map.of("assistantId", ASSISTANT_ID,
                "phoneNumberId", PHONE_NUMBER_ID));
        settings.putAll(extraSettings);
        return new OpenedAccount(ACCOUNT_ID, ORGANIZATION, ProviderChannel.CALLS, ProviderKind.VAPI, settings,
                Map.of("apiKey", API_KEY, "serverSecret", SERVER_SECRET), 1);
    }

    static OpenedAccount account() {
        return account(Map.of());
    }

    /** The URL Vapi was given for the attempt, as the HTTP adapter passes it on. */
    static String eventsUrl(String attemptKey) {
        return VapiWebhookUrl.of(PUBLIC_BASE, ACCOUNT_ID, attemptKey);
    }

    static WebhookRequest request(String url, Map<String, String> headers, String body) {
        return new WebhookRequest("events", url, HeaderLookup.of(headers), "application/json",
                body.getBytes(StandardCharsets.UTF_8));
    }

    /** A request carrying the server secret as Vapi sends it. */
    static WebhookRequest withSecret(String body) {
        return request(eventsUrl(ATTEMPT_KEY), Map.of("x-vapi-secret", SERVER_SECRET), body);
    }

    /** What a {@link Backoff} paused for, instead of pausing; its draws always take the ceiling. */
    static final class Pauses implements Backoff.Pause {
        final List<Duration> taken = new CopyOnWriteArrayList<>();

        @Override
        public void pause(Duration duration) {
            taken.add(duration);
        }

        Backoff backoff(int retries) {
            return new Backoff(retries, Duration.ofMillis(100), Duration.ofMillis(250), bound -> bound, this);
        }
    }

    /** Every count the adapter reports, as {@code kind:what:outcome} lines. */
    static final class RecordingEvents implements ProviderEvents {
        final List<String> lines = new CopyOnWriteArrayList<>();

        @Override
        public void request(ProviderKind kind, String operation, String outcome) {
            lines.add("request:" + operation + ":" + outcome);
        }

        @Override
        public void retried(ProviderKind kind, String operation) {
            lines.add("retried:" + operation);
        }

        @Override
        public void webhook(ProviderKind kind, String verdict) {
            lines.add("webhook:" + verdict);
        }

        @Override
        public void reconciled(ProviderKind kind, boolean found) {
            lines.add("reconciled:" + found);
        }
    }

    /**
     * A sink that keeps each delivery and the organization it was scoped to, or throws as a store that is down
     * does.
     */
    static final class RecordingSink implements CallEventSink, ProviderSinks {
        final List<List<CallEvent>> deliveries = new CopyOnWriteArrayList<>();
        final List<OrganizationId> scopedTo = new CopyOnWriteArrayList<>();
        volatile boolean down;

        @Override
        public CallEventSink calls(OrganizationId organizationId) {
            scopedTo.add(organizationId);
            return this;
        }

        @Override
        public MessageEventSink texts(OrganizationId organizationId) {
            throw new UnsupportedOperationException("Vapi sends no texts");
        }

        @Override
        public List<CallEvent> deliver(List<CallEvent> events) {
            if (down) {
                throw new IllegalStateException("store unavailable");
            }
            deliveries.add(List.copyOf(events));
            return List.of();
        }

        List<CallEvent> all() {
            List<CallEvent> all = new ArrayList<>();
            deliveries.forEach(all::addAll);
            return all;
        }
    }

    /** Tools that record each call as {@code tool:attempt:toolCallId[:inquiry]} and answer as configured. */
    static final class RecordingTools implements VoiceAgentTools {
        final List<String> calls = new CopyOnWriteArrayList<>();
        volatile Optional<PhoneNumber> transferTo = Optional.of(AGENT);
        volatile boolean down;

        @Override
        public ToolAnswer recordInquiry(OrganizationId organizationId, String attemptKey, String toolCallId,
                                        String inquiry) {
            record("record_inquiry", organizationId, attemptKey, toolCallId + ":" + inquiry);
            return ToolAnswer.done("Noted, someone will get back to you.");
        }

        @Override
        public ToolAnswer doNotCall(OrganizationId organizationId, String attemptKey, String toolCallId) {
            record("do_not_call", organizationId, attemptKey, toolCallId);
            return ToolAnswer.done("You will not be called again.");
        }

        @Override
        public ToolAnswer transferDestination(OrganizationId organizationId, String attemptKey, String toolCallId) {
            record("transfer", organizationId, attemptKey, toolCallId);
            return transferTo.map(number -> ToolAnswer.transferTo(number, "Connecting you to an agent."))
                    .orElseGet(() -> ToolAnswer.done("No agent is free right now."));
        }

        private void record(String tool, OrganizationId organizationId, String attemptKey, String rest) {
            if (down) {
                throw new IllegalStateException("store unavailable");
            }
            if (!ORGANIZATION.equals(organizationId)) {
                throw new AssertionError("tools called for another organization");
            }
            calls.add(tool + ":" + attemptKey + ":" + rest);
        }
    }
}
