package io.campaignoutreach.adapter.http.workflow;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.workflow.WorkflowUseCases.WorkflowDraft;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Optional;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/workflows/{workflowId}/versions: the new version's nodes and entry node (the first node
 * unless named), and a new name if it changes (not sent: the name stays). A version is always published.
 */
record WorkflowVersionRequest(
        Patch<@NotBlank @CodePointLength(max = WorkflowNodeRequest.MAX_TEXT) String> name,
        @NotNull @Size(min = 1, max = WorkflowCreateRequest.MAX_NODES) List<@NotNull @Valid WorkflowNodeRequest> nodes,
        @Nullable @CodePointLength(min = 1, max = WorkflowNodeRequest.MAX_TEXT) String entryNodeId) {

    Optional<WorkflowDraft> toDraft(Violations violations) {
        return WorkflowNodeRequest.toNodes(nodes, violations)
                .map(read -> new WorkflowDraft(name.orElse(null), read, entryNodeId, true));
    }
}
