package io.campaignoutreach.adapter.http.routing;

import io.campaignoutreach.domain.routing.RoutingConfig;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** The spec's Routing config, with its agents, groups, members and users. */
public record RoutingConfigResponse(String id, String clientId, Instant createdAt, Instant updatedAt, String name,
                                    String description, String routingType, String fallbackBehavior,
                                    String fallbackNumber, Integer maxRingPerAgent, Integer maxWaitTime,
                                    Integer customerAgentPriority, Integer previousSoftphoneAgentPriority,
                                    boolean tryCustomerAgentFirst, boolean tryPreviousSoftphoneAgentFirst,
                                    boolean stateBasedRouting, String stateRoutingFallback, List<Agent> agents,
                                    List<Group> groups) {

    public static RoutingConfigResponse from(RoutingConfig r) {
        return new RoutingConfigResponse(r.id().toString(), r.clientId().toString(), r.createdAt(), r.updatedAt(),
                r.name(), r.description(), r.routingType(), r.fallbackBehavior(), r.fallbackNumber(),
                r.maxRingPerAgent(), r.maxWaitTime(), r.customerAgentPriority(), r.previousSoftphoneAgentPriority(),
                r.tryCustomerAgentFirst(), r.tryPreviousSoftphoneAgentFirst(), r.stateBasedRouting(),
                r.stateRoutingFallback(), r.agents().stream().map(Agent::from).toList(),
                r.groups().stream().map(Group::from).toList());
    }

    record Agent(String id, String routingConfigId, String memberId, String groupId, Instant createdAt,
                 Instant updatedAt, Instant lastCallAt, Integer priority, Integer weight, boolean isActive,
                 String skills, Member member) {

        static Agent from(RoutingConfig.Agent a) {
            return new Agent(text(a.id()), text(a.routingConfigId()), text(a.memberId()), text(a.groupId()),
                    a.createdAt(), a.updatedAt(), a.lastCallAt(), a.priority(), a.weight(), a.isActive(), a.skills(),
                    a.member() == null ? null : Member.from(a.member()));
        }
    }

    record Group(String id, String routingConfigId, Instant createdAt, Instant updatedAt, String name,
                 String description, String routingType, Integer priority, boolean isActive, List<Agent> agents) {

        static Group from(RoutingConfig.Group g) {
            return new Group(text(g.id()), text(g.routingConfigId()), g.createdAt(), g.updatedAt(), g.name(),
                    g.description(), g.routingType(), g.priority(), g.isActive(),
                    g.agents().stream().map(Agent::from).toList());
        }
    }

    record Member(String id, String clientId, String userId, Instant createdAt, String role, Instant removedAt,
                  String removedByUserId, String replacementMemberId, String removedReason, String filterData,
                  User user) {

        static Member from(RoutingConfig.Member m) {
            return new Member(text(m.id()), text(m.clientId()), text(m.userId()), m.createdAt(), m.role(),
                    m.removedAt(), text(m.removedByUserId()), text(m.replacementMemberId()), m.removedReason(),
                    m.filterData(), m.user() == null ? null : new User(text(m.user().id()), m.user().name(),
                    m.user().email()));
        }
    }

    record User(String id, String name, String email) {
    }

    /** The routing config as the campaign update answer names it: id and name only. */
    record Summary(String id, String name) {

        static Summary from(RoutingConfig r) {
            return new Summary(r.id().toString(), r.name());
        }
    }

    public static String text(UUID id) {
        return id == null ? null : id.toString();
    }
}
