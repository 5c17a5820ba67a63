package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The contract's rules between members, which a schema cannot state, applied to a generated request so
 * that a request called valid is valid: a start never after its end, a minimum never above its maximum,
 * a pattern message only with a pattern, a default transfer configuration that is the first of the list
 * sent with it, a campaign's new end date not before the start date it keeps, a consent that did not
 * occur in the future, and a routing configuration's agents in groups of the same configuration.
 */
final class MemberRules {

    private static final String CAMPAIGN = "/v2/campaigns/{campaignId}";
    private static final String PROVIDER_ACCOUNT = "/v2/provider-accounts/{channel}";

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
