package io.campaignoutreach.domain.enrollment;

import java.util.Locale;

/** How an enrollment's run through its workflow is going (D21's pulse status). */
public enum WorkflowExecutionStatus {
    WAITING, RUNNING, COMPLETED, FAILED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
