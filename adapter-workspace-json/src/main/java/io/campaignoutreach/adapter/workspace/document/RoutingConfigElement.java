package io.campaignoutreach.adapter.workspace.document;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** A routing configuration as a workspace document gives it, with its groups and agents. */
public record RoutingConfigElement(UUID id, String name, String description, String routingType,
                                   String fallbackBehavior, String fallbackNumber, Integer maxRingPerAgent,
                                   Integer maxWaitTime, Integer customerAgentPriority,
                                   Integer previousSoftphoneAgentPriority, Boolean tryCustomerAgentFirst,
                                   Boolean tryPreviousSoftphoneAgentFirst, Boolean stateBasedRouting,
                                   String stateRoutingFallback, List<Group> groups, List<Agent> agents,
                                   Instant createdAt)
        implements FileElement {

    /** A group, named by an id of the file that its agents give as {@code groupId}. */
    public record Group(UUID id, String name, String description, String routingType, Integer priority,
                        Boolean isActive) {
    }

    /** An agent: the person and how calls ring them. */
    public record Agent(String name, String email, UUID userId, String role, UUID groupId, Integer priority,
                        Integer weight, Boolean isActive, String skills, Instant lastCallAt) {
    }
}
