package io.campaignoutreach.adapter.http.configuration;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.configuration.ConfigDraft;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/routing-configs and PUT /v2/routing-configs/{id}: a workspace document's routing
 * configuration. Groups carry an id of the body's own that agents name their group by; stored, every group and
 * agent gets an id of the service's, and each agent the member record a person needs.
 */
record RoutingConfigRequest(
        @NotNull @CodePointLength(min = 1, max = ConfigText.NAME) String name,
        @Nullable @CodePointLength(max = ConfigText.LONG_TEXT) String description,
        @Nullable @CodePointLength(max = ConfigText.NAME) String routingType,
        @Nullable @CodePointLength(max = ConfigText.NAME) String fallbackBehavior,
        @Nullable @CodePointLength(min = 1, max = ConfigText.PHONE) String fallbackNumber,
        @Nullable @Min(0) @Max(MAX_COUNT) Integer maxRingPerAgent,
        @Nullable @Min(0) @Max(MAX_COUNT) Integer maxWaitTime,
        @Nullable @Min(-MAX_COUNT) @Max(MAX_COUNT) Integer customerAgentPriority,
        @Nullable @Min(-MAX_COUNT) @Max(MAX_COUNT) Integer previousSoftphoneAgentPriority,
        @Nullable Boolean tryCustomerAgentFirst,
        @Nullable Boolean tryPreviousSoftphoneAgentFirst,
        @Nullable Boolean stateBasedRouting,
        @Nullable @CodePointLength(max = ConfigText.NAME) String stateRoutingFallback,
        @Nullable @Size(max = ConfigText.LIST) List<@NotNull @Valid Group> groups,
        @Nullable @Size(max = MAX_AGENTS) List<@NotNull @Valid Agent> agents) {

    static final int MAX_COUNT = 1_000_000;
    static final int MAX_AGENTS = 1_000;

    record Group(@NotNull UUID id,
                 @NotNull @CodePointLength(min = 1, max = ConfigText.NAME) String name,
                 @Nullable @CodePointLength(max = ConfigText.TEXT) String description,
                 @Nullable @CodePointLength(max = ConfigText.NAME) String routingType,
                 @Nullable @Min(-MAX_COUNT) @Max(MAX_COUNT) Integer priority,
                 @Nullable Boolean isActive) {
    }

    record Agent(@NotNull @CodePointLength(min = 1, max = ConfigText.NAME) String name,
                 @Nullable @CodePointLength(max = ConfigText.NAME) String email,
                 @Nullable UUID userId,
                 @Nullable @CodePointLength(max = ConfigText.NAME) String role,
                 @Nullable UUID groupId,
                 @Nullable @Min(-MAX_COUNT) @Max(MAX_COUNT) Integer priority,
                 @Nullable @Min(0) @Max(MAX_COUNT) Integer weight,
                 @Nullable Boolean isActive,
                 @Nullable @CodePointLength(max = ConfigText.TEXT) String skills) {
    }

    /**
     * The configuration this body describes; a group id given twice, an agent naming no group of the body, or a
     * fallback number that is not a US number is reported.
     */
    ConfigDraft<RoutingConfig> draft(Violations violations) {
        String fallback = ConfigText.phone(fallbackNumber, "fallbackNumber", violations);
        List<Group> givenGroups = ConfigText.listed(groups);
        List<Agent> givenAgents = ConfigText.listed(agents);
        Set<UUID> groupIds = new HashSet<>();
        for (int i = 0; i < givenGroups.size(); i++) {
            if (givenGroups.get(i) != null && !groupIds.add(givenGroups.get(i).id())) {
                violations.add(Violation.of(List.of("groups", String.valueOf(i), "id"), ViolationCode.CUSTOM,
                        "repeats the id of another group"));
            }
        }
        for (int i = 0; i < givenAgents.size(); i++) {
            Agent agent = givenAgents.get(i);
            if (agent != null && agent.groupId() != null && !groupIds.contains(agent.groupId())) {
                violations.add(Violation.of(List.of("agents", String.valueOf(i), "groupId"), ViolationCode.CUSTOM,
                        "names no group of this routing configuration"));
            }
        }
        return stamp -> {
            Instant at = stamp.now();
            Map<UUID, UUID> storedGroupIds = new HashMap<>();
            givenGroups.forEach(group -> storedGroupIds.put(group.id(), stamp.ids().newId()));
            List<RoutingConfig.Agent> stored = givenAgents.stream().map(agent -> {
                UUID user = agent.userId() == null ? stamp.ids().newId() : agent.userId();
                RoutingConfig.Member member = new RoutingConfig.Member(stamp.ids().newId(),
                        stamp.organizationId().value(), user, at, agent.role() == null ? "agent" : agent.role(), null,
                        null, null, null, null, new RoutingConfig.User(user, agent.name(), agent.email()));
                return new RoutingConfig.Agent(stamp.ids().newId(), stamp.id(), member.id(),
                        agent.groupId() == null ? null : storedGroupIds.get(agent.groupId()), at, at, null,
                        agent.priority(), agent.weight(), ConfigText.orYes(agent.isActive()), agent.skills(),
                        member);
            }).toList();
            List<RoutingConfig.Group> storedGroups = givenGroups.stream().map(group -> {
                UUID id = storedGroupIds.get(group.id());
                return new RoutingConfig.Group(id, stamp.id(), at, at, group.name(), group.description(),
                        group.routingType(), group.priority(), ConfigText.orYes(group.isActive()),
                        stored.stream().filter(agent -> id.equals(agent.groupId())).toList());
            }).toList();
            return RoutingConfig.builder(RoutingConfigId.of(stamp.id()), stamp.organizationId(), name)
                    .description(description).routingType(routingType == null ? "linear" : routingType)
                    .fallbackBehavior(fallbackBehavior).fallbackNumber(fallback).maxRingPerAgent(maxRingPerAgent)
                    .maxWaitTime(maxWaitTime).customerAgentPriority(customerAgentPriority)
                    .previousSoftphoneAgentPriority(previousSoftphoneAgentPriority)
                    .tryCustomerAgentFirst(ConfigText.yes(tryCustomerAgentFirst))
                    .tryPreviousSoftphoneAgentFirst(ConfigText.yes(tryPreviousSoftphoneAgentFirst))
                    .stateBasedRouting(ConfigText.yes(stateBasedRouting)).stateRoutingFallback(stateRoutingFallback)
                    .agents(stored).groups(storedGroups).createdAt(stamp.createdAt()).updatedAt(at).build();
        };
    }
}
