package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Places an organization's calls through its Vapi account ({@code POST /call}, openapi.json operation
 * {@code CallController_create}) and reads a call back when its end never arrived ({@code GET /call/{id}}, or
 * {@code GET /call} filtered by phone number and creation time when the id was lost).
 *
 * <p>The call is created with the account's assistant and phone number, the customer's number, the attempt's
 * variables as {@code assistantOverrides.variableValues}, the per-call server URL as
 * {@code assistantOverrides.server}, and the attempt key and organization as {@code assistantOverrides.metadata}.
 * Vapi's {@code CreateCallDTO} has no top-level {@code metadata}, and Vapi refuses unknown properties with 400
 * ("property metadata should not exist"), so the metadata goes where the schema has it.
 */
final class VapiTelephony implements Telephony {

    static final String ATTEMPT_KEY = "attemptKey";
    static final String ORGANIZATION_ID = "organizationId";
    static final String CREATE_CALL = "create_call";
    static final String FETCH_CALL = "fetch_call";
    static final String LIST_CALLS = "list_calls";

    /** How long Vapi waits for the server URL: the tool calls' answers need the store, so more than a moment. */
    private static final int SERVER_TIMEOUT_SECONDS = 20;
    /** The window around a call's start a listing looks in: Vapi's createdAt follows the request within it. */
    private static final Duration LISTING_BEFORE = Duration.ofMinutes(1);
    private static final Duration LISTING_AFTER = Duration.ofMinutes(15);
    /** The List Calls operation's largest page. */
    private static final int LISTING_LIMIT = 1000;

    private final VapiAccount account;
    private final VapiOptions options;
    private final VapiApi api;
    private final CallEnds ends;
    private final Clock clock;
    private final ProviderEvents events;

    VapiTelephony(VapiAccount account, VapiOptions options, VapiApi api, CallEnds ends, Clock clock,
                  ProviderEvents events) {
        this.account = Objects.requireNonNull(account, "account");
        this.options = Objects.requireNonNull(options, "options");
        this.api = Objects.requireNonNull(api, "api");
        this.ends = Objects.requireNonNull(ends, "ends");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.events = Objects.requireNonNull(events, "events");
    }

    @Override
    public Submission place(CallAttempt attempt) {
        if (!account.canAuthenticateWebhooks()) {
            // Vapi signs with HMAC only through a credential stored at Vapi; without one every message is refused.
            return new Submission.Rejected("the Vapi account's HMAC server credential has no serverCredentialId",
                    false);
        }
        VapiApi.Result result = api.post(CREATE_CALL, account.apiKey(), "/call", VapiJson.write(createBody(attempt)));
        if (result instanceof VapiApi.Unanswered unanswered) {
            return new Submission.Unknown("no answer from Vapi (" + unanswered.outcome() + ")");
        }
        VapiApi.Answered answered = (VapiApi.Answered) result;
        if (answered.ok()) {
            return accepted(answered);
        }
        return rejected(answered);
    }

    @Override
    public Optional<CallEvent.Ended> fetch(PlacedCall call) {
        Optional<VapiCall> found = call.providerCallId() != null ? byId(call) : byAttemptKey(call);
        Optional<CallEvent.Ended> ended = found.filter(VapiCall::ended).map(vapiCall -> endOf(vapiCall, call));
        events.reconciled(ProviderKind.VAPI, ended.isPresent());
        return ended;
    }

    ObjectNode createBody(CallAttempt attempt) {
        ObjectNode body = VapiJson.MAPPER.createObjectNode();
        body.put("assistantId", account.assistantId());
        body.put("phoneNumberId", account.phoneNumberId());
        body.putObject("customer").put("number", attempt.to().e164());
        ObjectNode overrides = body.putObject("assistantOverrides");
        ObjectNode variables = overrides.putObject("variableValues");
        new TreeMap<>(attempt.variables()).forEach(variables::put);
        String url = VapiWebhookUrl.of(options.publicBaseUrl(), account.id(), attempt.attemptKey());
        overrides.set("server", account.server(url, SERVER_TIMEOUT_SECONDS));
        ObjectNode metadata = overrides.putObject("metadata");
        metadata.put(ATTEMPT_KEY, attempt.attemptKey());
        metadata.put(ORGANIZATION_ID, attempt.organizationId().toString());
        return body;
    }

    private Submission accepted(VapiApi.Answered answered) {
        Optional<String> id = readTree(answered.body()).flatMap(node -> VapiJson.text(node, "id"));
        // Vapi answered yes, so the call exists; without its id its events and a listing still find it.
        return id.<Submission>map(Submission.Accepted::new)
                .orElseGet(() -> new Submission.Unknown("Vapi accepted the call without naming it"));
    }

    /** Why Vapi said no, in fixed words: Vapi's own message may quote the customer's number. */
    private Submission rejected(VapiApi.Answered answered) {
        int status = answered.status();
        if (status == 400) {
            return aboutCustomerNumber(answered.body())
                    ? new Submission.Rejected("Vapi refused the customer's number (http 400)", true)
                    : new Submission.Rejected("Vapi refused the call request (http 400)", false);
        }
        if (status == 401 || status == 403) {
            return new Submission.Rejected("Vapi refused the account's API key (http " + status + ")", false);
        }
        if (status == 402) {
            return new Submission.Rejected("the Vapi account is out of credit (http 402)", false);
        }
        if (status == 429 || status >= 500) {
            return new Submission.Rejected("Vapi was unavailable (http " + status + " after " + answered.tries()
                    + " tries)", false);
        }
        return new Submission.Rejected("Vapi refused the call request (http " + status + ")", false);
    }

    /**
     * Whether a 400's validation messages are about the customer's number. Vapi answers validation errors as
     * NestJS does, {@code {"message": [...] or "...", "error": "Bad Request", "statusCode": 400}}, each message
     * naming the property ({@code customer.number must be a valid phone number in the E.164 format}).
     */
    private static boolean aboutCustomerNumber(String body) {
        Optional<JsonNode> json = readTree(body);
        if (json.isEmpty()) {
            return false;
        }
        JsonNode message = json.get().get("message");
        List<String> messages = message == null ? List.of()
                : message.isArray() ? VapiJson.MAPPER.convertValue(message, new TypeReference<List<String>>() { })
                : List.of(message.asText());
        return messages.stream().map(text -> text == null ? "" : text.toLowerCase(Locale.ROOT))
                .anyMatch(text -> text.contains("customer") && (text.contains("number") || text.contains("e164")
                        || text.contains("e.164")));
    }

    private Optional<VapiCall> byId(PlacedCall placed) {
        VapiApi.Result result = api.get(FETCH_CALL, account.apiKey(), "/call/" + encoded(placed.providerCallId()));
        if (result instanceof VapiApi.Answered answered && answered.ok()) {
            return readCall(answered.body()).filter(call -> belongs(call, placed.attemptKey()));
        }
        return Optional.empty();
    }

    /**
     * The call placed for {@code placed} when its id was lost: the calls of the account's phone number created
     * around its start, of which exactly one must carry its attempt key; none or several, and nothing is claimed.
     */
    private Optional<VapiCall> byAttemptKey(PlacedCall placed) {
        Instant from = placed.startedAt().minus(LISTING_BEFORE);
        Instant to = placed.startedAt().plus(LISTING_AFTER);
        String query = "/call?phoneNumberId=" + encoded(account.phoneNumberId()) + "&createdAtGe="
                + encoded(from.toString()) + "&createdAtLe=" + encoded(to.toString()) + "&limit=" + LISTING_LIMIT;
        VapiApi.Result result = api.get(LIST_CALLS, account.apiKey(), query);
        if (!(result instanceof VapiApi.Answered answered) || !answered.ok()) {
            return Optional.empty();
        }
        List<VapiCall> calls = readCalls(answered.body()).stream()
                .filter(call -> call.attemptKey().isPresent() && belongs(call, placed.attemptKey()))
                .toList();
        return calls.size() == 1 ? Optional.of(calls.get(0)) : Optional.empty();
    }

    /** A call marked for another organization or attempt is not this one, whatever else matches. */
    private boolean belongs(VapiCall call, String attemptKey) {
        return call.organizationId().map(account.organizationId().toString()::equals).orElse(true)
                && call.attemptKey().map(attemptKey::equals).orElse(true);
    }

    private CallEvent.Ended endOf(VapiCall call, PlacedCall placed) {
        String attemptKey = placed.attemptKey();
        Instant at = VapiJson.instant(call.endedAt()).orElseGet(clock::instant);
        long duration = CallEnds.durationMs(null, null, call.startedAt(), call.endedAt());
        return ends.ended(attemptKey, call.id(), call.endedReason(), duration, call.conversation(), at);
    }

    private static Optional<VapiCall> readCall(String body) {
        try {
            return Optional.ofNullable(VapiJson.MAPPER.readValue(body, VapiCall.class))
                    .filter(call -> call.id() != null);
        } catch (JsonProcessingException | IllegalArgumentException unreadable) {
            return Optional.empty();
        }
    }

    /** The List Calls answer: an array of calls (a paginated {@code {"results": [...]}} is read too). */
    private static List<VapiCall> readCalls(String body) {
        Optional<JsonNode> json = readTree(body);
        JsonNode array = json.map(node -> node.isArray() ? node : node.get("results")).orElse(null);
        if (array == null || !array.isArray()) {
            return List.of();
        }
        try {
            return List.of(VapiJson.MAPPER.treeToValue(array, VapiCall[].class));
        } catch (JsonProcessingException | IllegalArgumentException unreadable) {
            return List.of();
        }
    }

    private static Optional<JsonNode> readTree(String body) {
        try {
            return Optional.ofNullable(VapiJson.MAPPER.readTree(body));
        } catch (JsonProcessingException unreadable) {
            return Optional.empty();
        }
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    @Override
    public String toString() {
        return "VapiTelephony[" + account + "]";
    }
}
