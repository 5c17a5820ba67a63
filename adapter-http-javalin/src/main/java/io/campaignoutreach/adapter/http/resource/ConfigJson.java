package io.campaignoutreach.adapter.http.resource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.application.campaign.AppointmentConfigView;
import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.ConfigUsage;
import io.campaignoutreach.application.campaign.TransferConfigView;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.List;

/**
 * Writes transfer, routing and appointment configurations in the spec's shapes. The domain records
 * carry the spec's member names, so they are written by the API mapper and completed with usage.
 */
final class ConfigJson {

    private ConfigJson() {
    }

    /** A transfer config; {@code routingSummaryOnly} writes its routing config as {id, name} (update response). */
    static ObjectNode transfer(TransferConfigView view, boolean routingSummaryOnly) {
        ObjectNode node = Json.mapper().valueToTree(view.config());
        JsonNode callback = node.path("agentFirstFallbackConfig").path("callback");
        if (callback instanceof ObjectNode callbackNode) {
            // Only routing-group drafts carry the abandon offer; the transfer shape does not.
            callbackNode.remove("abandonOfferEnabled");
        }
        usage(node, view.usage());
        RoutingConfig routing = view.routingConfig();
        if (routing == null) {
            node.putNull("routingConfig");
        } else if (routingSummaryOnly) {
            node.putObject("routingConfig").put("id", routing.id().toString()).put("name", routing.name());
        } else {
            node.set("routingConfig", Json.mapper().valueToTree(routing));
        }
        return node;
    }

    static ObjectNode appointment(AppointmentConfigView view) {
        ObjectNode node = Json.mapper().valueToTree(view.config());
        node.put("assignedCampaignCount", view.usage().assignedCampaignCount());
        node.put("assignedTransferConfigCount", view.usedByTransferConfigs().size());
        node.set("usedByCampaigns", campaigns(view.usage().usedByCampaigns()));
        ArrayNode transfers = node.putArray("usedByTransferConfigs");
        for (TransferConfig transfer : view.usedByTransferConfigs()) {
            transfers.addObject().put("id", transfer.id().toString()).put("name", transfer.name());
        }
        node.put("usedByReceptionist", view.usage().usedByReceptionist());
        return node;
    }

    private static void usage(ObjectNode node, ConfigUsage usage) {
        node.put("assignedCampaignCount", usage.assignedCampaignCount());
        node.set("usedByCampaigns", campaigns(usage.usedByCampaigns()));
        node.put("usedByReceptionist", usage.usedByReceptionist());
    }

    /** The {@code usedByCampaigns} shape of every configuration read: {id, name, kind, status}. */
    static ArrayNode campaigns(List<CampaignReference> references) {
        ArrayNode array = Json.mapper().createArrayNode();
        for (CampaignReference ref : references) {
            array.addObject().put("id", ref.id().toString()).put("name", ref.name())
                    .put("kind", ref.kind().wireName()).put("status", ref.status().wireName());
        }
        return array;
    }
}
