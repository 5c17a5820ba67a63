package io.campaignoutreach.adapter.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.fixtures.Workflows;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Workflows in the workspace document: the language's members read, each problem at its path. */
class WorkflowImportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ID = "00000000-0000-4000-8000-000000000501";

    private final WorkspaceFixture fixture = new WorkspaceFixture(InMemoryRepositories.create());
    private final OrganizationId organization = fixture.organization("Example Agency");

    private Workflow read;

    /** Reads a document with one workflow of these nodes; the problems found, and the workflow in {@link #read}. */
    private List<String> importNodes(String nodes) {
        try {
            return read(JSON.readTree("{\"workflows\":[{\"id\":\"" + ID + "\",\"name\":\"Flow\",\"nodes\":"
                    + nodes + "}]}"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<String> read(JsonNode document) {
        Problems problems = new Problems();
        read = WorkspaceReader.read(document, fixture.store.organizations().findById(organization).orElseThrow(),
                        new WorkspaceReader.Existing(List.of(), Set.of(), phones -> Set.of()), fixture.ids::next,
                        WorkspaceFixture.NOW, problems)
                .map(workspace -> workspace.workflows().get(0)).orElse(null);
        return problems.listed();
    }

    @Test
    void givenPlainNodeList_whenImported_thenNodesPassAsBefore() {
        String nodes = "[{\"nodeId\":\"sms\",\"nodeType\":\"sms\"},{\"nodeId\":\"call\",\"nodeType\":\"call\"},"
                + "{\"nodeId\":\"wait\",\"nodeType\":\"wait\"},{\"nodeId\":\"book\",\"nodeType\":\"appointment\"}]";

        assertThat(importNodes(nodes)).isEmpty();
        Workflow stored = read;
        assertThat(stored.nodes()).containsExactly(new WorkflowNode("sms", "sms"), new WorkflowNode("call", "call"),
                new WorkflowNode("wait", "wait"), new WorkflowNode("book", "appointment"));
        assertThat(stored.plainList()).isTrue();
    }

    @Test
    void givenAVersion_whenImported_thenKeptAndWithoutOneTheWorkflowIsItsFirstVersion() throws IOException {
        String withVersion = "{\"workflows\":[{\"id\":\"" + ID + "\",\"name\":\"Flow\",\"version\":4,"
                + "\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\"}]}]}";

        assertThat(importNodes("[{\"nodeId\":\"a\",\"nodeType\":\"call\"}]")).isEmpty();
        assertThat(read.version()).isEqualTo(1);
        assertThat(read(JSON.readTree(withVersion))).isEmpty();
        assertThat(read.version()).isEqualTo(4);
        assertThat(read(JSON.readTree(withVersion.replace("\"version\":4", "\"version\":0")))).containsExactly(
                "workflows[0].version: must be at least 1");
    }

    @Test
    void givenWorkflowUsingEveryStep_whenImported_thenItsNodesAreTheLanguagesSteps() {
        String nodes = """
                [{"nodeId": "welcome", "nodeType": "sms", "smsType": "firstContact"},
                 {"nodeId": "call", "nodeType": "call",
                  "next": {"answered": "check", "transferred": "check", "dnc_requested": "lost", "default": "retry"}},
                 {"nodeId": "retry", "nodeType": "wait", "wait": {"days": 1, "hours": 2, "minutes": 30,
                  "untilWindow": true}, "next": "call"},
                 {"nodeId": "check", "nodeType": "branch", "branch": {"on": "successCriteria"}, "then": "won",
                  "else": "outcome"},
                 {"nodeId": "outcome", "nodeType": "branch",
                  "branch": {"on": "lastCallOutcome", "in": ["transferred", "answered"]}, "then": "survey",
                  "else": "lost"},
                 {"nodeId": "survey", "nodeType": "survey_call", "next": "won"},
                 {"nodeId": "won", "nodeType": "end", "end": "completed"},
                 {"nodeId": "lost", "nodeType": "end", "end": "failed"}]""";

        assertThat(importNodes(nodes)).isEmpty();
        assertThat(read.nodes()).isEqualTo(Workflows.everyStep(organization).nodes());
        assertThat(read.entryNodeId()).isEqualTo("welcome");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "unknown outcome | {'nodeId':'a','nodeType':'call','next':{'hangup':'a'}} "
                    + "| workflows[0].nodes[0].next.hangup: must be one of answered, transferred, voicemail, no_answer, "
                    + "busy, failed, dnc_requested, default",
            "call next as text | {'nodeId':'a','nodeType':'call','next':'a'} "
                    + "| workflows[0].nodes[0].next: must be an object, not a string",
            "missing target | {'nodeId':'a','nodeType':'call','next':{'busy':'zz'}} "
                    + "| workflows[0].nodes[0].next.busy: no node with nodeId \"zz\" in this workflow",
            "empty wait | {'nodeId':'a','nodeType':'wait','wait':{}} "
                    + "| workflows[0].nodes[0].wait: needs days, hours or minutes above 0, or untilWindow true",
            "negative wait | {'nodeId':'a','nodeType':'wait','wait':{'hours':-1}} "
                    + "| workflows[0].nodes[0].wait.hours: must not be negative",
            "unknown wait member | {'nodeId':'a','nodeType':'wait','wait':{'weeks':1}} "
                    + "| workflows[0].nodes[0].wait.weeks: unknown member",
            "unknown sms type | {'nodeId':'a','nodeType':'sms','smsType':'promo'} "
                    + "| workflows[0].nodes[0].smsType: must be one of redial, newInquiry, postWelcome, firstContact, "
                    + "missedInquiry, appointmentBooked, missedAppointment, missedFirstContact, appointmentReminder, "
                    + "informationalFollowup, not \"promo\"",
            "branch without else | {'nodeId':'a','nodeType':'branch','branch':{'on':'successCriteria'},'then':'a'} "
                    + "| workflows[0].nodes[0].else: is required: the node when the condition does not hold",
            "branch exits without test | {'nodeId':'a','nodeType':'branch','then':'a','else':'a'} "
                    + "| workflows[0].nodes[0].branch: is required: what the branch tests",
            "branch unknown test | {'nodeId':'a','nodeType':'branch','branch':{'on':'mood'},'then':'a','else':'a'} "
                    + "| workflows[0].nodes[0].branch.on: must be one of lastCallOutcome, successCriteria, "
                    + "failureCriteria, not \"mood\"",
            "branch without outcomes | {'nodeId':'a','nodeType':'branch','branch':{'on':'lastCallOutcome'},"
                    + "'then':'a','else':'a'} | workflows[0].nodes[0].branch.in: is required: at least one call outcome",
            "branch bad outcome | {'nodeId':'a','nodeType':'branch','branch':{'on':'lastCallOutcome','in':['won']},"
                    + "'then':'a','else':'a'} | workflows[0].nodes[0].branch.in[0]: must be one of answered, "
                    + "transferred, voicemail, no_answer, busy, failed, dnc_requested, not \"won\"",
            "criteria with outcomes | {'nodeId':'a','nodeType':'branch','branch':{'on':'failureCriteria',"
                    + "'in':['busy']},'then':'a','else':'a'} "
                    + "| workflows[0].nodes[0].branch.in: only a branch on lastCallOutcome lists outcomes",
            "bad end | {'nodeId':'a','nodeType':'end','end':'cancelled'} "
                    + "| workflows[0].nodes[0].end: must be one of completed, failed, not \"cancelled\"",
            "end with next | {'nodeId':'a','nodeType':'end','next':'a'} "
                    + "| workflows[0].nodes[0].next: an end node has no next",
            "member of another type | {'nodeId':'a','nodeType':'call','smsType':'redial'} "
                    + "| workflows[0].nodes[0].smsType: unknown member",
            "loop without call | {'nodeId':'a','nodeType':'wait','wait':{'minutes':5},'next':'a'} "
                    + "| workflows[0].nodes[0]: is on a loop without a call node (a -> a); a loop must place a call, "
                    + "which the campaign's cadence and maxAttempts bound"})
    void givenBrokenNode_whenImported_thenTheProblemNamesItsPath(String broken, String node, String expected) {
        assertThat(importNodes("[" + node.replace('\'', '"') + "]")).contains(expected);
        assertThat(read).isNull();
    }

    @Test
    void givenPlainWaitInWorkflowWithTransitions_whenImported_thenItsParametersAreRequired() {
        List<String> problems = importNodes("[{\"nodeId\":\"call\",\"nodeType\":\"call\",\"next\":{\"default\":\"w\"}},"
                + "{\"nodeId\":\"w\",\"nodeType\":\"wait\"}]");

        assertThat(problems).containsExactly("workflows[0].nodes[1].wait: is required in a workflow with "
                + "transitions: days, hours, minutes or untilWindow");
    }
}
