package io.campaignoutreach.domain.workflow;

import java.util.Objects;

/** Where a workflow run goes after a step: to another node, or to its end. */
public sealed interface Move {

    /** Continue at the node {@code nodeId}. */
    record GoTo(String nodeId) implements Move {
        public GoTo {
            Objects.requireNonNull(nodeId, "nodeId");
        }
    }

    /** The run is over, completed or failed. */
    record Finish(Ending ending) implements Move {
        public Finish {
            Objects.requireNonNull(ending, "ending");
        }
    }
}
