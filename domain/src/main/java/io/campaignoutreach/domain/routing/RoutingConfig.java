package io.campaignoutreach.domain.routing;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * How a transferred call finds a human: which agents and groups are tried, in what order, how long
 * each rings, and what happens when nobody answers.
 */
public record RoutingConfig(
        RoutingConfigId id,
        OrganizationId clientId,
        Instant createdAt,
        Instant updatedAt,
        String name,
        String description,
        String routingType,
        String fallbackBehavior,
        String fallbackNumber,
        Integer maxRingPerAgent,
        Integer maxWaitTime,
        Integer customerAgentPriority,
        Integer previousSoftphoneAgentPriority,
        boolean tryCustomerAgentFirst,
        boolean tryPreviousSoftphoneAgentFirst,
        boolean stateBasedRouting,
        String stateRoutingFallback,
        List<Agent> agents,
        List<Group> groups) {

    public RoutingConfig {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(clientId, "clientId");
        Objects.requireNonNull(name, "name");
        agents = List.copyOf(agents);
        groups = List.copyOf(groups);
    }

    /** An agent who can take transferred calls, alone or within a group. */
    public record Agent(UUID id, UUID routingConfigId, UUID memberId, UUID groupId, Instant createdAt,
                        Instant updatedAt, Instant lastCallAt, Integer priority, Integer weight, boolean isActive,
                        String skills, Member member) {
    }

    /** A set of agents tried together. */
    public record Group(UUID id, UUID routingConfigId, Instant createdAt, Instant updatedAt, String name,
                        String description, String routingType, Integer priority, boolean isActive,
                        List<Agent> agents) {
        public Group {
            agents = List.copyOf(agents);
        }
    }

    /** A person's membership of the organization. */
    public record Member(UUID id, UUID clientId, UUID userId, Instant createdAt, String role, Instant removedAt,
                         UUID removedByUserId, UUID replacementMemberId, String removedReason, String filterData,
                         User user) {
    }

    /** The person behind a member. */
    public record User(UUID id, String name, String email) {
    }
}
