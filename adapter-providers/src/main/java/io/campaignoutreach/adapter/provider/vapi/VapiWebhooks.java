package io.campaignoutreach.adapter.provider.vapi;

import io.campaignoutreach.adapter.provider.webhooks.RefusalReason;
import io.campaignoutreach.adapter.provider.webhooks.VapiServerCredential;
import io.campaignoutreach.adapter.provider.webhooks.WebhookVerdict;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSinks;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.domain.outreach.CallStage;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Receives the messages Vapi sends a call's server URL. Each request is checked with the account's
 * {@link VapiServerCredential} before anything in it is read; then {@code status-update} and
 * {@code end-of-call-report} become call events for the organization's call event sink, {@code tool-calls} and
 * {@code transfer-destination-request} are answered by {@link VapiToolCalls}, and every other type (conversation
 * updates, transcripts, speech updates, hang notices) is taken and ignored.
 *
 * <p>A message is the service's when its URL names the attempt ({@code ?attempt=}) or its call's metadata does; one
 * marked for another organization than the account's is ignored.
 */
final class VapiWebhooks {

    static final String USD = "USD";

    private final Clock clock;
    private final ProviderSinks sinks;
    private final VapiToolCalls toolCalls;
    private final CallEnds ends;
    private final ProviderEvents events;

    VapiWebhooks(Clock clock, ProviderSinks sinks, VapiToolCalls toolCalls, CallEnds ends, ProviderEvents events) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.sinks = Objects.requireNonNull(sinks, "sinks");
        this.toolCalls = Objects.requireNonNull(toolCalls, "toolCalls");
        this.ends = Objects.requireNonNull(ends, "ends");
        this.events = Objects.requireNonNull(events, "events");
    }

    WebhookReply receive(OpenedAccount account, WebhookRequest request) {
        WebhookVerdict verdict = verify(account, request);
        if (verdict instanceof WebhookVerdict.Refused refused) {
            events.webhook(ProviderKind.VAPI, refused.reason().tag());
            return WebhookReply.refused();
        }
        events.webhook(ProviderKind.VAPI, "accepted");
        if (!VapiWebhookUrl.isEvents(request.path())) {
            return WebhookReply.badRequest();
        }
        Optional<VapiServerMessage> read = read(request.body());
        if (read.isEmpty()) {
            return WebhookReply.badRequest();
        }
        VapiServerMessage message = read.get();
        if (!sameOrganization(account, message)) {
            return WebhookReply.noContent();
        }
        Optional<String> attemptKey = VapiWebhookUrl.attemptKey(request.publicUrl())
                .or(() -> Optional.ofNullable(message.call()).flatMap(VapiCall::attemptKey));
        try {
            return switch (message.type()) {
                case VapiServerMessage.STATUS_UPDATE -> deliver(account,
                        attemptKey.flatMap(key -> status(key, message)).map(List::of).orElse(List.of()));
                case VapiServerMessage.END_OF_CALL_REPORT -> deliver(account,
                        attemptKey.map(key -> report(key, message)).orElse(List.of()));
                case VapiServerMessage.TOOL_CALLS -> WebhookReply.json(
                        toolCalls.answer(account.organizationId(), attemptKey, message));
                case VapiServerMessage.TRANSFER_DESTINATION_REQUEST -> WebhookReply.json(
                        toolCalls.transferDestination(account.organizationId(), attemptKey, requestId(message)));
                default -> WebhookReply.noContent();
            };
        } catch (RuntimeException storeDown) {
            // The sink or the tools could not take the message now; Vapi sends it again if its server has a
            // backoff plan, and a call's end is read back by fetch at its deadline otherwise.
            return WebhookReply.unavailable();
        }
    }

    private WebhookVerdict verify(OpenedAccount account, WebhookRequest request) {
        VapiServerCredential credential;
        try {
            credential = VapiAccount.credential(account, clock);
        } catch (IllegalStateException | IllegalArgumentException unconfigured) {
            // An account without a server secret cannot tell Vapi's requests from anyone's: none is taken.
            return WebhookVerdict.refused(RefusalReason.MISSING, "the account has no server credential");
        }
        return credential.verify(request.headers(), request.body());
    }

    private static Optional<VapiServerMessage> read(byte[] body) {
        try {
            VapiServerMessage.Envelope envelope = VapiJson.MAPPER.readValue(body, VapiServerMessage.Envelope.class);
            return Optional.ofNullable(envelope).map(VapiServerMessage.Envelope::message)
                    .filter(message -> message.type() != null && !message.type().isBlank());
        } catch (IOException | IllegalArgumentException unreadable) {
            return Optional.empty();
        }
    }

    private static boolean sameOrganization(OpenedAccount account, VapiServerMessage message) {
        return Optional.ofNullable(message.call()).flatMap(VapiCall::organizationId)
                .map(account.organizationId().toString()::equals).orElse(true);
    }

    /** A status update as progress, or as the end when the status is {@code ended} and says why. */
    private Optional<CallEvent> status(String attemptKey, VapiServerMessage message) {
        String callId = callId(message);
        Instant at = VapiJson.timestamp(message.timestamp()).orElseGet(clock::instant);
        String status = message.status() == null ? "" : message.status();
        return switch (status) {
            case "scheduled", "queued" -> Optional.of(new CallEvent.Progress(attemptKey, callId, CallStage.QUEUED, at));
            case "ringing" -> Optional.of(new CallEvent.Progress(attemptKey, callId, CallStage.RINGING, at));
            case "in-progress", "forwarding" ->
                    Optional.of(new CallEvent.Progress(attemptKey, callId, CallStage.IN_PROGRESS, at));
            case VapiCall.ENDED -> endedReason(message).map(reason -> ended(attemptKey, message, reason));
            default -> Optional.empty();
        };
    }

    /** The end and the analysis of the call, delivered together so the analysis always has its end. */
    private List<CallEvent> report(String attemptKey, VapiServerMessage message) {
        CallEvent.Ended ended = ended(attemptKey, message, endedReason(message).orElse(null));
        Optional<VapiAnalysis> analysis = Optional.ofNullable(message.analysis());
        String summary = analysis.map(VapiAnalysis::summary).orElse(message.summary());
        String transcript = Optional.ofNullable(message.artifact()).map(VapiArtifact::transcript)
                .orElse(message.transcript());
        String evaluation = analysis.flatMap(VapiAnalysis::evaluation).orElse(null);
        BigDecimal cost = VapiJson.cost(message.cost())
                .or(() -> Optional.ofNullable(message.call()).flatMap(call -> VapiJson.cost(call.cost())))
                .orElse(null);
        CallEvent.Analysis report = new CallEvent.Analysis(attemptKey, ended.providerCallId(), summary, transcript,
                evaluation, cost, cost == null ? null : USD, null);
        return List.of(ended, report);
    }

    private CallEvent.Ended ended(String attemptKey, VapiServerMessage message, String reason) {
        Optional<VapiCall> call = Optional.ofNullable(message.call());
        String startedAt = Optional.ofNullable(message.startedAt()).or(() -> call.map(VapiCall::startedAt))
                .orElse(null);
        String endedAt = Optional.ofNullable(message.endedAt()).or(() -> call.map(VapiCall::endedAt)).orElse(null);
        long duration = CallEnds.durationMs(message.durationMs(), message.durationSeconds(), startedAt, endedAt);
        Instant at = VapiJson.instant(endedAt).or(() -> VapiJson.timestamp(message.timestamp()))
                .orElseGet(clock::instant);
        return ends.ended(attemptKey, callId(message), reason, duration, message.conversation(), at);
    }

    /**
     * Hands events to the sink. Events it cannot apply yet are answered 503, so that Vapi, when it retries, brings
     * them again; nothing to deliver (a message for a call that is not the service's) is simply taken.
     */
    private WebhookReply deliver(OpenedAccount account, List<CallEvent> callEvents) {
        if (callEvents.isEmpty()) {
            return WebhookReply.noContent();
        }
        List<CallEvent> notYet = sinks.calls(account.organizationId()).deliver(callEvents);
        return notYet == null || notYet.isEmpty() ? WebhookReply.noContent() : WebhookReply.unavailable();
    }

    private static Optional<String> endedReason(VapiServerMessage message) {
        return Optional.ofNullable(message.endedReason()).filter(reason -> !reason.isBlank())
                .or(() -> Optional.ofNullable(message.call()).map(VapiCall::endedReason)
                        .filter(reason -> !reason.isBlank()));
    }

    private static String callId(VapiServerMessage message) {
        return message.call() == null ? null : message.call().id();
    }

    /**
     * The id a transfer-destination request is known by to the tools port, which answers a repeat as the first:
     * Vapi gives the request no id of its own, so the call's id and the message's timestamp name it, and the same
     * message delivered again is the same request.
     */
    private static String requestId(VapiServerMessage message) {
        String timestamp = message.timestamp() == null || message.timestamp().isNull() ? ""
                : ":" + message.timestamp().asText();
        return "transfer-destination-request:" + Objects.requireNonNullElse(callId(message), "unknown") + timestamp;
    }
}
