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
 * each rings, and what happens when nobody answers. Built through {@link #builder}: all but its
 * id, organization and name are optional.
 */
public final class RoutingConfig {

    private final RoutingConfigId id;
    private final OrganizationId clientId;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final String name;
    private final String description;
    private final String routingType;
    private final String fallbackBehavior;
    private final String fallbackNumber;
    private final Integer maxRingPerAgent;
    private final Integer maxWaitTime;
    private final Integer customerAgentPriority;
    private final Integer previousSoftphoneAgentPriority;
    private final boolean tryCustomerAgentFirst;
    private final boolean tryPreviousSoftphoneAgentFirst;
    private final boolean stateBasedRouting;
    private final String stateRoutingFallback;
    private final List<Agent> agents;
    private final List<Group> groups;

    private RoutingConfig(Builder b) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.clientId = Objects.requireNonNull(b.clientId, "clientId");
        this.createdAt = b.createdAt;
        this.updatedAt = b.updatedAt;
        this.name = Objects.requireNonNull(b.name, "name");
        this.description = b.description;
        this.routingType = b.routingType;
        this.fallbackBehavior = b.fallbackBehavior;
        this.fallbackNumber = b.fallbackNumber;
        this.maxRingPerAgent = b.maxRingPerAgent;
        this.maxWaitTime = b.maxWaitTime;
        this.customerAgentPriority = b.customerAgentPriority;
        this.previousSoftphoneAgentPriority = b.previousSoftphoneAgentPriority;
        this.tryCustomerAgentFirst = b.tryCustomerAgentFirst;
        this.tryPreviousSoftphoneAgentFirst = b.tryPreviousSoftphoneAgentFirst;
        this.stateBasedRouting = b.stateBasedRouting;
        this.stateRoutingFallback = b.stateRoutingFallback;
        this.agents = List.copyOf(b.agents);
        this.groups = List.copyOf(b.groups);
    }

    /**
     * A routing configuration with its identity and name; the rest is set on the builder, which
     * then creates a new one or builds one as a store or reader found it.
     */
    public static Builder builder(RoutingConfigId id, OrganizationId clientId, String name) {
        return new Builder(id, clientId, name);
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
            return toBuilder().agents(agents.stream().map(called).toList())
                    .groups(groups.stream().map(g -> new Group(g.id(), g.routingConfigId(), g.createdAt(),
                            g.updatedAt(), g.name(), g.description(), g.routingType(), g.priority(), g.isActive(),
                            g.agents().stream().map(called).toList())).toList())
                    .build();
        });
    }

    /** A builder holding every member of this configuration, for {@link #handOver} to change its agents. */
    private Builder toBuilder() {
        return builder(id, clientId, name).createdAt(createdAt).updatedAt(updatedAt).description(description)
                .routingType(routingType).fallbackBehavior(fallbackBehavior).fallbackNumber(fallbackNumber)
                .maxRingPerAgent(maxRingPerAgent).maxWaitTime(maxWaitTime).customerAgentPriority(customerAgentPriority)
                .previousSoftphoneAgentPriority(previousSoftphoneAgentPriority)
                .tryCustomerAgentFirst(tryCustomerAgentFirst)
                .tryPreviousSoftphoneAgentFirst(tryPreviousSoftphoneAgentFirst).stateBasedRouting(stateBasedRouting)
                .stateRoutingFallback(stateRoutingFallback).agents(agents).groups(groups);
    }

    public RoutingConfigId id() { return id; }
    public OrganizationId clientId() { return clientId; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public String name() { return name; }
    public String description() { return description; }
    public String routingType() { return routingType; }
    public String fallbackBehavior() { return fallbackBehavior; }
    public String fallbackNumber() { return fallbackNumber; }
    public Integer maxRingPerAgent() { return maxRingPerAgent; }
    public Integer maxWaitTime() { return maxWaitTime; }
    public Integer customerAgentPriority() { return customerAgentPriority; }
    public Integer previousSoftphoneAgentPriority() { return previousSoftphoneAgentPriority; }
    public boolean tryCustomerAgentFirst() { return tryCustomerAgentFirst; }
    public boolean tryPreviousSoftphoneAgentFirst() { return tryPreviousSoftphoneAgentFirst; }
    public boolean stateBasedRouting() { return stateBasedRouting; }
    public String stateRoutingFallback() { return stateRoutingFallback; }
    public List<Agent> agents() { return agents; }
    public List<Group> groups() { return groups; }

    @Override
    public boolean equals(Object o) {
        return o instanceof RoutingConfig other && id.equals(other.id) && clientId.equals(other.clientId)
                && Objects.equals(createdAt, other.createdAt) && Objects.equals(updatedAt, other.updatedAt)
                && name.equals(other.name) && Objects.equals(description, other.description)
                && Objects.equals(routingType, other.routingType)
                && Objects.equals(fallbackBehavior, other.fallbackBehavior)
                && Objects.equals(fallbackNumber, other.fallbackNumber)
                && Objects.equals(maxRingPerAgent, other.maxRingPerAgent)
                && Objects.equals(maxWaitTime, other.maxWaitTime)
                && Objects.equals(customerAgentPriority, other.customerAgentPriority)
                && Objects.equals(previousSoftphoneAgentPriority, other.previousSoftphoneAgentPriority)
                && tryCustomerAgentFirst == other.tryCustomerAgentFirst
                && tryPreviousSoftphoneAgentFirst == other.tryPreviousSoftphoneAgentFirst
                && stateBasedRouting == other.stateBasedRouting
                && Objects.equals(stateRoutingFallback, other.stateRoutingFallback) && agents.equals(other.agents)
                && groups.equals(other.groups);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, clientId, createdAt, updatedAt, name, description, routingType, fallbackBehavior,
                fallbackNumber, maxRingPerAgent, maxWaitTime, customerAgentPriority, previousSoftphoneAgentPriority,
                tryCustomerAgentFirst, tryPreviousSoftphoneAgentFirst, stateBasedRouting, stateRoutingFallback, agents,
                groups);
    }

    /** Only the id: the agents listed carry people's names and e-mail addresses. */
    @Override
    public String toString() {
        return "RoutingConfig[" + id + "]";
    }

    /** Collects a routing configuration's optional members; lists not set are empty. */
    public static final class Builder {

        private final RoutingConfigId id;
        private final OrganizationId clientId;
        private final String name;
        private Instant createdAt;
        private Instant updatedAt;
        private String description;
        private String routingType;
        private String fallbackBehavior;
        private String fallbackNumber;
        private Integer maxRingPerAgent;
        private Integer maxWaitTime;
        private Integer customerAgentPriority;
        private Integer previousSoftphoneAgentPriority;
        private boolean tryCustomerAgentFirst;
        private boolean tryPreviousSoftphoneAgentFirst;
        private boolean stateBasedRouting;
        private String stateRoutingFallback;
        private List<Agent> agents = List.of();
        private List<Group> groups = List.of();

        private Builder(RoutingConfigId id, OrganizationId clientId, String name) {
            this.id = id;
            this.clientId = clientId;
            this.name = name;
        }

        public Builder createdAt(Instant createdAt) {
            this.createdAt = createdAt;
            return this;
        }

        public Builder updatedAt(Instant updatedAt) {
            this.updatedAt = updatedAt;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder routingType(String routingType) {
            this.routingType = routingType;
            return this;
        }

        public Builder fallbackBehavior(String fallbackBehavior) {
            this.fallbackBehavior = fallbackBehavior;
            return this;
        }

        public Builder fallbackNumber(String fallbackNumber) {
            this.fallbackNumber = fallbackNumber;
            return this;
        }

        public Builder maxRingPerAgent(Integer maxRingPerAgent) {
            this.maxRingPerAgent = maxRingPerAgent;
            return this;
        }

        public Builder maxWaitTime(Integer maxWaitTime) {
            this.maxWaitTime = maxWaitTime;
            return this;
        }

        public Builder customerAgentPriority(Integer customerAgentPriority) {
            this.customerAgentPriority = customerAgentPriority;
            return this;
        }

        public Builder previousSoftphoneAgentPriority(Integer previousSoftphoneAgentPriority) {
            this.previousSoftphoneAgentPriority = previousSoftphoneAgentPriority;
            return this;
        }

        public Builder tryCustomerAgentFirst(boolean tryCustomerAgentFirst) {
            this.tryCustomerAgentFirst = tryCustomerAgentFirst;
            return this;
        }

        public Builder tryPreviousSoftphoneAgentFirst(boolean tryPreviousSoftphoneAgentFirst) {
            this.tryPreviousSoftphoneAgentFirst = tryPreviousSoftphoneAgentFirst;
            return this;
        }

        public Builder stateBasedRouting(boolean stateBasedRouting) {
            this.stateBasedRouting = stateBasedRouting;
            return this;
        }

        public Builder stateRoutingFallback(String stateRoutingFallback) {
            this.stateRoutingFallback = stateRoutingFallback;
            return this;
        }

        public Builder agents(List<Agent> agents) {
            this.agents = agents;
            return this;
        }

        public Builder groups(List<Group> groups) {
            this.groups = groups;
            return this;
        }

        /** A new configuration, created and last changed {@code now}. */
        public RoutingConfig create(Instant now) {
            return createdAt(now).updatedAt(now).build();
        }

        /** The configuration as set here; for stores and readers, whose timestamps may be missing. */
        public RoutingConfig build() {
            return new RoutingConfig(this);
        }
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
