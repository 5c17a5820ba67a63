package io.campaignoutreach.adapter.http.workflow;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.workflow.WorkflowUseCases.WorkflowDraft;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Optional;
import org.hibernate.validator.constraints.CodePointLength;

/** The body of POST /v2/workflows: a workflow, first node first; runs start at the first node unless named. */
record WorkflowCreateRequest(
        @NotNull @NotBlank @CodePointLength(max = WorkflowNodeRequest.MAX_TEXT) String name,
        @NotNull @Size(min = 1, max = MAX_NODES) List<@NotNull @Valid WorkflowNodeRequest> nodes,
        @Nullable @CodePointLength(min = 1, max = WorkflowNodeRequest.MAX_TEXT) String entryNodeId,
        @Nullable Boolean published) {

    /** The most nodes a workflow has: far more than any flow a person draws, few enough to check at once. */
    static final int MAX_NODES = 200;

    /** The draft, or empty when a node broke a rule (said in {@code violations}). */
    Optional<WorkflowDraft> toDraft(Violations violations) {
        return WorkflowNodeRequest.toNodes(nodes, violations)
                .map(read -> new WorkflowDraft(name, read, entryNodeId, Boolean.TRUE.equals(published)));
    }
}
