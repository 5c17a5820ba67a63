package io.campaignoutreach.domain.workflow;

import java.util.Arrays;
import java.util.Optional;

/** How a workflow run ends: the enrollment's flow completed, or failed. */
public enum Ending {
    COMPLETED("completed"),
    FAILED("failed");

    private final String wireName;

    Ending(String wireName) {
        this.wireName = wireName;
    }

    /** The name in documents, {@code completed} or {@code failed}. */
    public String wireName() {
        return wireName;
    }

    public static Optional<Ending> fromWireName(String name) {
        return Arrays.stream(values()).filter(e -> e.wireName.equals(name)).findFirst();
    }
}
