package io.campaignoutreach.adapter.provider.vapi;

import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.ATTEMPT_KEY;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.CLOCK;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.PUBLIC_BASE;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.SERVER_SECRET;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.request;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.withSecret;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingEvents;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingSink;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingTools;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.domain.call.CallOutcome;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The assistant's tool calls and transfer requests, answered in the shapes Vapi reads. */
class VapiToolCallsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final RecordingSink sink = new RecordingSink();
    private final RecordingTools tools = new RecordingTools();
    private final VapiAdapter adapter = new VapiAdapter(VapiOptions.of(PUBLIC_BASE)
            .withApiBase(URI.create("http://127.0.0.1:9")), HttpClient.newHttpClient(), CLOCK, sink, tools,
            new RecordingEvents());
    private final OpenedAccount account = VapiFixtures.account();

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static JsonNode body(WebhookReply reply) {
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).isEqualTo("application/json");
        return json(reply.body());
    }

    private static String functionCall(String id, String name, String arguments) {
        return "{\"id\": \"" + id + "\", \"type\": \"function\", \"function\": {\"name\": \"" + name
                + "\", \"arguments\": " + arguments + "}}";
    }

    @Test
    void givenRecordInquiryWithObjectArguments_whenCalled_thenRecordedWithTheToolCallIdAndAnswered() {
        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.toolCalls("["
                + functionCall("tc-1", "record_inquiry", "{\"inquiry\": \"Can I move my visit?\"}") + "]")));

        assertThat(body(reply)).isEqualTo(json("""
                {"results": [{"name": "record_inquiry", "toolCallId": "tc-1",
                  "result": "Noted, someone will get back to you."}]}
                """));
        assertThat(tools.calls).containsExactly("record_inquiry:" + ATTEMPT_KEY + ":tc-1:Can I move my visit?");
    }

    @Test
    void givenArgumentsAsAStringOfJsonOrAsQuestion_whenCalled_thenReadAlike() {
        String asString = functionCall("tc-2", "record_inquiry",
                JSON.valueToTree("{\"inquiry\": \"Is parking free?\"}").toString());
        String asQuestion = "{\"id\": \"tc-3\", \"name\": \"record_inquiry\", "
                + "\"parameters\": {\"question\": \"Do you open on Sundays?\"}}";

        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.toolCalls("[" + asString + ", "
                + asQuestion + "]")));

        assertThat(body(reply).get("results")).hasSize(2);
        assertThat(tools.calls).containsExactly(
                "record_inquiry:" + ATTEMPT_KEY + ":tc-2:Is parking free?",
                "record_inquiry:" + ATTEMPT_KEY + ":tc-3:Do you open on Sundays?");
    }

    @Test
    void givenOnlyToolWithToolCallList_whenCalled_thenItsCallsAreAnswered() {
        String body = """
                {"message": {"type": "tool-calls", "call": %s, "toolCallList": [],
                 "toolWithToolCallList": [{"type": "function", "function": {"name": "record_inquiry"},
                   "toolCall": {"id": "tc-4", "type": "function",
                     "function": {"name": "record_inquiry", "arguments": "{\\"inquiry\\": \\"Price?\\"}"}}}]}}
                """.formatted(VapiMessages.CALL);

        WebhookReply reply = adapter.receive(account, withSecret(body));

        assertThat(body(reply).at("/results/0/toolCallId").asText()).isEqualTo("tc-4");
        assertThat(tools.calls).containsExactly("record_inquiry:" + ATTEMPT_KEY + ":tc-4:Price?");
    }

    @Test
    void givenSameToolCallDeliveredTwice_whenCalled_thenEachDeliveryPassesTheSameIdForThePortToDeduplicate() {
        String body = VapiMessages.toolCalls("[" + functionCall("tc-5", "record_inquiry",
                "{\"inquiry\": \"Twice?\"}") + "]");

        WebhookReply first = adapter.receive(account, withSecret(body));
        WebhookReply second = adapter.receive(account, withSecret(body));

        assertThat(second).isEqualTo(first);
        assertThat(tools.calls).containsExactly("record_inquiry:" + ATTEMPT_KEY + ":tc-5:Twice?",
                "record_inquiry:" + ATTEMPT_KEY + ":tc-5:Twice?");
    }

    @Test
    void givenMissingArgumentsOrUnknownTool_whenCalled_thenErrorsAndNoToolRuns() {
        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.toolCalls("["
                + functionCall("tc-6", "record_inquiry", "{}") + ", "
                + functionCall("tc-7", "record_inquiry", "\"not json\"") + ", "
                + functionCall("tc-8", "book_flight", "{}") + "]")));

        JsonNode results = body(reply).get("results");
        assertThat(results).hasSize(3);
        for (JsonNode result : results) {
            assertThat(result.has("error")).as(result.toString()).isTrue();
            assertThat(result.has("result")).isFalse();
        }
        assertThat(results.get(2).get("toolCallId").asText()).isEqualTo("tc-8");
        assertThat(tools.calls).isEmpty();
    }

    @Test
    void givenCallNotTheServices_whenToolCalled_thenErrorAndNoToolRuns() {
        String body = VapiMessages.toolCalls("[" + functionCall("tc-9", "do_not_call", "{}") + "]")
                .replace(VapiMessages.CALL, "{\"id\": \"call-x\"}");

        WebhookReply reply = adapter.receive(account, request(PUBLIC_BASE + "/webhooks/vapi/acct-vapi-1/events",
                Map.of("x-vapi-secret", SERVER_SECRET), body));

        assertThat(body(reply).at("/results/0/error").asText()).isNotBlank();
        assertThat(tools.calls).isEmpty();
    }

    @Test
    void givenDoNotCall_whenTheCallEnds_thenItsOutcomeIsDncRequested() {
        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.toolCalls("["
                + functionCall("tc-10", "do_not_call", "{}") + "]")));
        adapter.receive(account, withSecret(VapiMessages.bareReport("assistant-ended-call", VapiMessages.CALL)));

        assertThat(body(reply).at("/results/0/result").asText()).isEqualTo("You will not be called again.");
        assertThat(tools.calls).containsExactly("do_not_call:" + ATTEMPT_KEY + ":tc-10");
        CallEvent.Ended ended = (CallEvent.Ended) sink.all().get(0);
        assertThat(ended.result().outcome()).isEqualTo(CallOutcome.DNC_REQUESTED);
        assertThat(ended.answeredBy()).isEqualTo("human");
    }

    @Test
    void givenDoNotCallInTheReportsConversation_whenNoToolCallWasSeen_thenStillDncRequested() {
        String report = """
                {"message": {"type": "end-of-call-report", "endedReason": "customer-ended-call", "call": %s,
                 "artifact": {"messages": [{"role": "user", "message": "Stop calling me."},
                   {"role": "tool_calls", "message": "", "toolCalls": [{"id": "tc-11", "type": "function",
                     "function": {"name": "do_not_call", "arguments": "{}"}}]}]}, "analysis": {}}}
                """.formatted(VapiMessages.CALL);

        adapter.receive(account, withSecret(report));

        assertThat(((CallEvent.Ended) sink.all().get(0)).result().outcome()).isEqualTo(CallOutcome.DNC_REQUESTED);
    }

    @Test
    void givenTransferDestinationRequest_whenAnAgentIsFree_thenNumberDestinationWithMessage() {
        String body = "{\"message\": {\"type\": \"transfer-destination-request\", \"timestamp\": 1796677240000, "
                + "\"call\": " + VapiMessages.CALL + "}}";

        WebhookReply reply = adapter.receive(account, withSecret(body));

        assertThat(body(reply)).isEqualTo(json("""
                {"destination": {"type": "number", "number": "+12125550188",
                  "message": "Connecting you to an agent."}}
                """));
        assertThat(tools.calls).containsExactly("transfer:" + ATTEMPT_KEY
                + ":transfer-destination-request:call-1:1796677240000");
    }

    @Test
    void givenTransferDestinationRequest_whenNobodyIsFree_thenErrorSoVapiDoesNotTransfer() {
        tools.transferTo = Optional.empty();
        String body = "{\"message\": {\"type\": \"transfer-destination-request\", \"call\": " + VapiMessages.CALL
                + "}}";

        WebhookReply reply = adapter.receive(account, withSecret(body));

        assertThat(body(reply)).isEqualTo(json("{\"error\": \"No agent is free right now.\"}"));
    }

    @Test
    void givenTransferDestinationTool_whenAnAgentIsFree_thenResultNamesTheNumber() {
        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.toolCalls("["
                + functionCall("tc-12", "transfer_call_destination", "{}") + "]")));

        assertThat(body(reply).at("/results/0/result").asText())
                .isEqualTo("Connecting you to an agent. Transfer to +12125550188.");
        assertThat(tools.calls).containsExactly("transfer:" + ATTEMPT_KEY + ":tc-12");
    }

    @Test
    void givenToolsStoreDown_whenToolCalled_thenUnavailable() {
        tools.down = true;

        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.toolCalls("["
                + functionCall("tc-13", "do_not_call", "{}") + "]")));

        assertThat(reply).isEqualTo(WebhookReply.unavailable());
    }
}
