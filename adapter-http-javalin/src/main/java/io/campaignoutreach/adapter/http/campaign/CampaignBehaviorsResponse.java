package io.campaignoutreach.adapter.http.campaign;

import io.campaignoutreach.domain.insight.CampaignBehaviors;
import java.util.List;
import java.util.UUID;

/** The spec's Campaign behaviors result. */
record CampaignBehaviorsResponse(String configurationHash, boolean configurationReady,
                                 List<String> configurationIssues, List<Behavior> behaviors, List<Ref> transfers,
                                 List<Ref> appointments, List<Capability> capabilities, List<Snippet> snippets) {

    static CampaignBehaviorsResponse from(CampaignBehaviors b) {
        return new CampaignBehaviorsResponse(b.configurationHash(), b.configurationReady(), b.configurationIssues(),
                b.behaviors().stream().map(Behavior::from).toList(),
                b.transfers().stream().map(ref -> new Ref(text(ref.id()), ref.name())).toList(),
                b.appointments().stream().map(ref -> new Ref(text(ref.id()), ref.name())).toList(),
                b.capabilities().stream().map(c -> new Capability(text(c.id()), c.toolType(), c.name())).toList(),
                b.snippets().stream().map(s -> new Snippet(text(s.id()), s.name(), s.toolsAllowlist())).toList());
    }

    record Behavior(String id, String behaviorKey, String capabilityId, String snippetId, String transferConfigId,
                    String appointmentConfigId, String capabilityToolType, String capabilityName, String snippetName,
                    String transferConfigName, String appointmentConfigName, String source, String scope,
                    boolean enabled, int priority, boolean isDefault, List<String> appliesTo) {

        static Behavior from(CampaignBehaviors.Behavior b) {
            return new Behavior(text(b.id()), b.behaviorKey(), text(b.capabilityId()), text(b.snippetId()),
                    text(b.transferConfigId()), text(b.appointmentConfigId()), b.capabilityToolType(),
                    b.capabilityName(), b.snippetName(), b.transferConfigName(), b.appointmentConfigName(),
                    b.source(), b.scope(), b.enabled(), b.priority(), b.isDefault(), b.appliesTo());
        }
    }

    record Ref(String id, String name) {
    }

    record Capability(String id, String toolType, String name) {
    }

    record Snippet(String id, String name, List<String> toolsAllowlist) {
    }

    private static String text(UUID id) {
        return id == null ? null : id.toString();
    }
}
