package io.campaignoutreach.domain.inquiry;

import java.util.Objects;
import java.util.UUID;

/**
 * A person of the organization as an inquiry names them (its assignee, or the customer's own
 * agent). The service keeps no user directory: the name and image are kept as imported.
 */
public record AssignedUser(UUID id, String name, String image) {

    public AssignedUser {
        Objects.requireNonNull(id, "id");
    }
}
