package io.campaignoutreach.domain.transfer;

import java.util.Objects;

/** Something that keeps a transfer configuration from working, and which part of it is at fault. */
public record ReadinessIssue(String section, String message) {

    public ReadinessIssue {
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(message, "message");
    }
}
