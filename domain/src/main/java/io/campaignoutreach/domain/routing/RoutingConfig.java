package io.campaignoutreach.domain.routing;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

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

    /**
     * Hands a transferred call to an agent: of the active agents, on their own or in an active group,
     * the one whose last call is the oldest (one never called first; ties by id), whose
     * {@code lastCallAt} becomes {@code at} wherever they are listed. Empty when no agent is active.
     */
    public Optional<RoutingConfig> handOver(Instant at) {
        Optional<Agent> chosen = Stream.concat(agents.stream(),
                        groups.stream().filter(Group::isActive).flatMap(group -> group.agents().stream()))
                .filter(Agent::isActive)
                .min(Comparator.comparing(Agent::lastCallAt, Comparator.nullsFirst(Comparator.naturalOrder()))
                        .thenComparing(Agent::id));
        return chosen.map(agent -> {
            UnaryOperator<Agent> called = a -> a.id().equals(agent.id()) ? a.calledAt(at) : a;
            return new RoutingConfig(id, clientId, createdAt, updatedAt, name, description, routingType,
                    fallbackBehavior, fallbackNumber, maxRingPerAgent, maxWaitTime, customerAgentPriority,
                    previousSoftphoneAgentPriority, tryCustomerAgentFirst, tryPreviousSoftphoneAgentFirst,
                    stateBasedRouting, stateRoutingFallback, agents.stream().map(called).toList(),
                    groups.stream().map(g -> new Group(g.id(), g.routingConfigId(), g.createdAt(), g.updatedAt(),
                            g.name(), g.description(), g.routingType(), g.priority(), g.isActive(),
                            g.agents().stream().map(called).toList())).toList());
        });
    }

    /** An agent who can take transferred calls, alone or within a group. */
    public record Agent(UUID id, UUID routingConfigId, UUID memberId, UUID groupId, Instant createdAt,
                        Instant updatedAt, Instant lastCallAt, Integer priority, Integer weight, boolean isActive,
                        String skills, Member member) {

        Agent calledAt(Instant at) {
            return new Agent(id, routingConfigId, memberId, groupId, createdAt, updatedAt, at, priority, weight,
                    isActive, skills, member);
        }
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
