package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Nodes stored before the workflow language read back as the plain nodes they were, and are written back alike. */
class NodeDocumentTest {

    private static final TypeReference<List<NodeDocument>> NODES = new TypeReference<>() {
    };
    private final JsonCodec json = new JsonCodec();

    @Test
    void givenRowsWithOnlyIdAndType_whenRead_thenPlainNodesOfEveryTypeAndWrittenBackUnchanged() {
        String stored = "[{\"nodeId\":\"a\",\"nodeType\":\"call\"},{\"nodeId\":\"b\",\"nodeType\":\"sms\"},"
                + "{\"nodeId\":\"c\",\"nodeType\":\"wait\"},{\"nodeId\":\"d\",\"nodeType\":\"branch\"},"
                + "{\"nodeId\":\"e\",\"nodeType\":\"appointment\"}]";

        List<WorkflowNode> nodes = json.read(stored, NODES).stream().map(NodeDocument::toDomain).toList();

        assertThat(nodes).containsExactly(new WorkflowNode("a", "call"), new WorkflowNode("b", "sms"),
                new WorkflowNode("c", "wait"), new WorkflowNode("d", "branch"), new WorkflowNode("e", "appointment"));
        assertThat(json.write(nodes.stream().map(NodeDocument::from).toList())).isEqualTo(stored);
    }

    @Test
    void givenPlainEndRow_whenRead_thenItEndsCompleted() {
        List<NodeDocument> stored = json.read("[{\"nodeId\":\"done\",\"nodeType\":\"end\"}]", NODES);

        assertThat(stored.get(0).toDomain()).isEqualTo(new WorkflowNode("done", "end"));
    }
}
