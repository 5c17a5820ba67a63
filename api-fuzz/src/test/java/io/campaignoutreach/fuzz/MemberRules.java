package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The contract's rules between members, which a schema cannot state, applied to a generated request so
 * that a request called valid is valid: a start never after its end, a minimum never above its maximum,
 * a pattern message only with a pattern, a default transfer configuration that is the first of the list
 * sent with it, a campaign's new end date not before the start date it keeps, a consent that did not
 * occur in the future, a routing configuration's agents in groups of the same configuration, and a
 * workflow whose nodes take their type's members and name nodes of the workflow.
 */
final class MemberRules {

    private static final String CAMPAIGN = "/v2/campaigns/{campaignId}";
    private static final String PROVIDER_ACCOUNT = "/v2/provider-accounts/{channel}";
    private static final List<String> WORKFLOW_BODIES = List.of("/v2/workflows", "/v2/workflows/{id}/versions");
    /** The members each node type takes besides nodeId and nodeType; any other type takes {@code next}. */
    private static final Map<String, List<String>> NODE_MEMBERS = Map.of("wait", List.of("wait", "next"),
            "sms", List.of("smsType", "next"), "branch", List.of("branch", "then", "else"), "end", List.of("end"));
    /** The types a node's parameters name, in the order they are looked for. */
    private static final List<String> TYPED = List.of("wait", "sms", "branch", "end");
    private static final List<String> TRANSITIONS = List.of("next", "then", "else");

    private MemberRules() {
    }

    static void apply(String template, String path, List<Map.Entry<String, String>> query, JsonNode body,
                      SeedIds ids) {
        ordered(query, "startDate", "endDate");
        notInTheFuture(body, "occurredAt", Instant.now());
        if (body instanceof ObjectNode object) {
            firstTransferConfig(object);
            ordered(object, "startDate", "endDate");
            ordered(object, "minDate", "maxDate");
            agentsInTheirGroups(object);
            if (template.equals(CAMPAIGN)) {
                ids.campaignStart(path.substring(path.lastIndexOf('/') + 1))
                        .ifPresent(start -> notBefore(object, "endDate", start));
            }
            if (template.equals(PROVIDER_ACCOUNT)) {
                serverCarrierOnly(object);
            }
            if (WORKFLOW_BODIES.contains(template)) {
                connectedNodes(object);
            }
            if (object.get("validationRules") instanceof ObjectNode rules) {
                ordered(rules, "min", "max");
                ordered(rules, "minLength", "maxLength");
                ordered(rules, "minDate", "maxDate");
                if (rules.hasNonNull("patternMessage") && !rules.hasNonNull("pattern")) {
                    rules.put("pattern", "^.*$");
                }
            }
        }
    }

    /** A routing configuration's agent names a group of the same body, or none. */
    private static void agentsInTheirGroups(ObjectNode routing) {
        if (!(routing.get("agents") instanceof ArrayNode agents)) {
            return;
        }
        Set<String> groups = new HashSet<>();
        if (routing.get("groups") instanceof ArrayNode given) {
            given.forEach(group -> groups.add(group.path("id").asText()));
        }
        agents.forEach(agent -> {
            if (agent instanceof ObjectNode member && member.hasNonNull("groupId")
                    && !groups.contains(member.get("groupId").asText())) {
                member.putNull("groupId");
            }
        });
    }

    /**
     * A server without a public base URL or sealing keys, as the fuzzed one runs, takes the simulated carrier
     * alone, whose account holds no settings or secrets: what each provider's account holds is the domain's table.
     */
    private static void serverCarrierOnly(ObjectNode account) {
        account.put("provider", "simulated");
        account.remove("settings");
        account.remove("secrets");
    }

    /**
     * Generated node types are free text, so each node takes the type its parameters say (a node with
     * {@code wait} is a wait, ...) and keeps only that type's members, with what its type needs together (a
     * branch's then and else, outcomes only for a test of the last call's, a wait of some length); every
     * transition names the node listed after it, and the last node's {@code next} is left out, so the run ends
     * there. The entry is the first node. What still breaks a rule (a repeated nodeId, a last node that
     * branches to itself) is the server's to refuse with its codes of rules between members.
     */
    private static void connectedNodes(ObjectNode workflow) {
        if (!(workflow.get("nodes") instanceof ArrayNode nodes) || nodes.isEmpty()
                || !nodes.get(0).path("nodeId").isTextual()) {
            return;
        }
        for (int i = 0; i < nodes.size(); i++) {
            if (!(nodes.get(i) instanceof ObjectNode node)) {
                continue;
            }
            String type = TYPED.stream().filter(t -> node.has(NODE_MEMBERS.get(t).get(0))).findFirst()
                    .orElse(node.path("nodeType").asText());
            node.put("nodeType", type);
            List<String> taken = NODE_MEMBERS.getOrDefault(type, List.of("next"));
            List<String> members = new ArrayList<>();
            node.fieldNames().forEachRemaining(members::add);
            members.stream().filter(m -> !m.equals("nodeId") && !m.equals("nodeType") && !taken.contains(m))
                    .forEach(node::remove);
            boolean last = i + 1 == nodes.size();
            JsonNode following = nodes.get(last ? i : i + 1).path("nodeId");
            if (node.get("branch") instanceof ObjectNode branch) {
                node.set("then", following);
                node.set("else", following);
                testedOutcomes(branch);
            }
            if (node.get("wait") instanceof ObjectNode wait) {
                someDuration(wait);
            }
            for (String member : TRANSITIONS) {
                if (node.has(member) && following.isTextual()) {
                    node.set(member, following);
                }
            }
            if (last && !type.equals("branch")) {
                node.remove("next");
            }
        }
        if (workflow.has("entryNodeId")) {
            workflow.set("entryNodeId", nodes.get(0).get("nodeId"));
        }
    }

    /** A branch on the last call's outcome lists outcomes; one on the criteria lists none. */
    private static void testedOutcomes(ObjectNode branch) {
        if (!branch.path("on").asText().equals("lastCallOutcome")) {
            branch.remove("in");
        } else if (!branch.has("in")) {
            branch.putArray("in").add("answered");
        }
    }

    /** A wait of no duration lasts until the calling window opens. */
    private static void someDuration(ObjectNode wait) {
        boolean none = List.of("days", "hours", "minutes").stream().allMatch(part -> wait.path(part).asInt(0) == 0);
        if (none) {
            wait.put("untilWindow", true);
        }
    }

    private static void ordered(List<Map.Entry<String, String>> query, String low, String high) {
        int lowAt = indexOf(query, low);
        int highAt = indexOf(query, high);
        if (lowAt >= 0 && highAt >= 0 && after(query.get(lowAt).getValue(), query.get(highAt).getValue())) {
            String lowValue = query.get(lowAt).getValue();
            query.set(lowAt, Map.entry(low, query.get(highAt).getValue()));
            query.set(highAt, Map.entry(high, lowValue));
        }
    }

    private static int indexOf(List<Map.Entry<String, String>> query, String name) {
        for (int i = 0; i < query.size(); i++) {
            if (query.get(i).getKey().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Two members of one schema: numbers by value, instants by time, other text (ISO dates) as written. */
    private static void ordered(ObjectNode object, String low, String high) {
        JsonNode lowValue = object.get(low);
        JsonNode highValue = object.get(high);
        if (lowValue == null || highValue == null || lowValue.isNull() || highValue.isNull()) {
            return;
        }
        boolean reversed = lowValue.isNumber() && highValue.isNumber()
                ? lowValue.decimalValue().compareTo(highValue.decimalValue()) > 0
                : lowValue.isTextual() && highValue.isTextual() && after(lowValue.asText(), highValue.asText());
        if (reversed) {
            object.set(low, highValue);
            object.set(high, lowValue);
        }
    }

    /** A list sent as null counts as empty; the default sent with it then goes into it. */
    private static void firstTransferConfig(ObjectNode object) {
        JsonNode chosen = object.get("transferConfigId");
        JsonNode sent = object.get("transferConfigIds");
        if (chosen == null || sent == null) {
            return;
        }
        if (sent.isNull()) {
            object.set("transferConfigIds", object.arrayNode());
        }
        if (!(object.get("transferConfigIds") instanceof ArrayNode list)) {
            return;
        }
        if (list.isEmpty()) {
            if (chosen.isTextual()) {
                list.add(chosen);
            }
        } else {
            object.set("transferConfigId", list.get(0));
        }
    }

    /** Every member {@code name} at any depth, moved back to {@code now} when it is a time after it. */
    private static void notInTheFuture(JsonNode node, String name, Instant now) {
        if (node instanceof ObjectNode object && object.get(name) != null && object.get(name).isTextual()
                && parse(object.get(name).asText()).filter(now::isBefore).isPresent()) {
            object.put(name, now.minusSeconds(60).truncatedTo(ChronoUnit.SECONDS).toString());
        }
        if (node != null && node.isContainerNode()) {
            node.forEach(child -> notInTheFuture(child, name, now));
        }
    }

    private static void notBefore(ObjectNode object, String member, Instant start) {
        JsonNode value = object.get(member);
        if (value != null && value.isTextual() && parse(value.asText()).filter(start::isAfter).isPresent()) {
            object.put(member, start.toString());
        }
    }

    private static boolean after(String first, String second) {
        Optional<Instant> firstInstant = parse(first);
        Optional<Instant> secondInstant = parse(second);
        return firstInstant.isPresent() && secondInstant.isPresent()
                ? firstInstant.get().isAfter(secondInstant.get()) : first.compareTo(second) > 0;
    }

    private static Optional<Instant> parse(String text) {
        try {
            return Optional.of(Instant.parse(text));
        } catch (RuntimeException notAnInstant) {
            return Optional.empty();
        }
    }
}
