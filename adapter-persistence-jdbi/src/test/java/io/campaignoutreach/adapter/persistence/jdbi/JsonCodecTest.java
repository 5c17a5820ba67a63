package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.workflow.Workflow;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonCodecTest {

    private final JsonCodec json = new JsonCodec();

    @Test
    void givenDomainRecord_whenWritten_thenRefused() {
        assertThatThrownBy(() -> json.write(List.of(new Workflow.WorkflowNode("start", "call"))))
                .isInstanceOf(IllegalStateException.class)
                .hasStackTraceContaining("WorkflowNode is a domain type");
    }

    @Test
    void givenDomainEnumInsideOpenJson_whenWritten_thenRefused() {
        assertThatThrownBy(() -> json.write(Map.of("status", CampaignStatus.ACTIVE)))
                .isInstanceOf(IllegalStateException.class)
                .hasStackTraceContaining("CampaignStatus is a domain type");
    }

    @Test
    void givenDomainType_whenRead_thenRefused() {
        assertThatThrownBy(() -> json.read("{\"nodeId\":\"start\",\"nodeType\":\"call\"}", Workflow.WorkflowNode.class))
                .isInstanceOf(UncheckedIOException.class)
                .hasStackTraceContaining("WorkflowNode is a domain type");
    }

    @Test
    void givenOpenJson_whenReadBack_thenIntegersAreLongAndDecimalsDouble() {
        Object read = json.read(json.write(Map.of("count", 3, "share", 2.5)), Object.class);

        assertThat(read).isEqualTo(Map.of("count", 3L, "share", 2.5));
    }
}
