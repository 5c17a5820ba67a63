package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * The ids the seeded workspace holds, by kind, so that generated requests address what exists and
 * reach the happy paths instead of stopping at 404 or {@code not_found}.
 */
final class SeedIds {

    /** Which kind of the workspace a uuid member or parameter of each name refers to. */
    /** The number whose consent ledger the run seeds and reads, as +1 and 10 digits. */
    static final String CONSENTED_NUMBER = "+12125550199";
    /** Customers the run seeds for deletes alone, so that a delete never takes one another operation uses. */
    static final String DELETABLE_CUSTOMERS = "deletableCustomers";
    private static final Map<String, String> KIND_BY_NAME = Map.ofEntries(
            Map.entry("campaignId", "campaigns"), Map.entry("customerId", "customers"),
            Map.entry("transferConfigId", "transferConfigs"), Map.entry("transferConfigIds", "transferConfigs"),
            Map.entry("routingConfigId", "routingConfigs"), Map.entry("appointmentConfigId", "appointmentConfigs"),
            Map.entry("flowWorkflowId", "workflows"), Map.entry("workflowId", "workflows"),
            Map.entry("informationalCampaigns", "campaigns"));

    /** Objects that sit under a member of this name are of this kind. */
    private static final Map<String, String> KIND_BY_MEMBER = Map.of("transferConfig", "transferConfigs",
            "appointmentConfig", "appointmentConfigs", "routingConfig", "routingConfigs", "customer", "customers",
            "campaign", "campaigns");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, Set<String>> byKind = new HashMap<>();
    private final List<String> jobs = new ArrayList<>();
    /**
     * The attempts path of each seeded enrollment: the enrollment and its own campaign, since another
     * campaign's enrollment is not found.
     */
    private final List<String> attemptPaths = new ArrayList<>();
    /** The seeded campaigns' start dates, which no update changes: an end date must not come before them. */
    private final Map<String, Instant> campaignStarts = new HashMap<>();

    /**
     * Reads what the seeded organization holds through the API itself (an import gives every element a
     * fresh id): campaigns with their configurations, sources, inquiries and their customers, and workflows.
     */
    static SeedIds discover(String baseUrl, String apiKey) {
        SeedIds ids = new SeedIds();
        ids.walk(read(baseUrl, apiKey, "/v2/campaigns?perPage=100").path("items"), "campaigns");
        ids.walk(read(baseUrl, apiKey, "/v2/sources?perPage=100").path("items"), "sources");
        ids.walk(read(baseUrl, apiKey, "/v2/inquiries?perPage=100").path("items"), "inquiries");
        ids.walk(read(baseUrl, apiKey, "/v2/workflows?perPage=100").path("items"), "workflows");
        for (String inquiry : ids.of("inquiries")) {
            ids.walk(read(baseUrl, apiKey, "/v2/inquiries/" + inquiry), "");
        }
        for (String campaign : ids.of("campaigns")) {
            read(baseUrl, apiKey, "/v2/campaigns/" + campaign + "/enrollments?perPage=100").path("items")
                    .forEach(enrollment -> ids.attemptPaths.add("/v2/campaigns/" + campaign + "/enrollments/"
                            + enrollment.get("id").asText() + "/attempts"));
        }
        if (ids.attemptPaths.isEmpty()) {
            throw new IllegalStateException("the seeded workspace has no enrollments the API shows");
        }
        for (String kind : List.of("campaigns", "customers", "sources", "transferConfigs", "workflows")) {
            if (ids.of(kind).isEmpty()) {
                throw new IllegalStateException("the seeded workspace has no " + kind + " the API shows");
            }
        }
        return ids;
    }

    private static JsonNode read(String baseUrl, String apiKey, String path) {
        FuzzRequest get = new FuzzRequest("discover", "GET", path, List.of(), Map.of("x-api-key", List.of(apiKey)),
                null, null, "");
        Exchange.Answer answer = Exchange.send(baseUrl, get);
        if (answer.status() != 200) {
            throw new IllegalStateException("GET " + path + " answered " + answer.status() + ": " + answer.body());
        }
        try {
            return JSON.readTree(answer.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Collects ids from {@code node}: its own when it is an object of {@code kind}, and those it refers to. */
    private void walk(JsonNode node, String kind) {
        if (node.isArray()) {
            node.forEach(item -> walk(item, kind));
            return;
        }
        if (!node.isObject()) {
            return;
        }
        if (!kind.isEmpty() && node.path("id").isTextual()) {
            byKind.computeIfAbsent(kind, k -> new LinkedHashSet<>()).add(node.get("id").asText());
            if (kind.equals("campaigns") && node.path("startDate").isTextual()) {
                campaignStarts.put(node.get("id").asText(), Instant.parse(node.get("startDate").asText()));
            }
        }
        node.fields().forEachRemaining(member -> {
            String referred = KIND_BY_NAME.get(member.getKey());
            if (referred != null) {
                List<JsonNode> values = new ArrayList<>();
                if (member.getValue().isArray()) {
                    member.getValue().forEach(values::add);
                } else {
                    values.add(member.getValue());
                }
                values.stream().filter(JsonNode::isTextual)
                        .forEach(v -> byKind.computeIfAbsent(referred, k -> new LinkedHashSet<>()).add(v.asText()));
            }
            walk(member.getValue(), KIND_BY_MEMBER.getOrDefault(member.getKey(), ""));
        });
    }

    synchronized List<String> of(String kind) {
        return List.copyOf(byKind.getOrDefault(kind, Set.of()));
    }

    /** A seeded id for a member or parameter of this name, if the name says what it refers to. */
    Optional<String> forName(String name, Random random) {
        List<String> ids = of(KIND_BY_NAME.getOrDefault(name, ""));
        return ids.isEmpty() ? Optional.empty() : Optional.of(ids.get(random.nextInt(ids.size())));
    }

    /** The start date of a seeded campaign, when it has one. */
    Optional<Instant> campaignStart(String id) {
        return Optional.ofNullable(campaignStarts.get(id));
    }

    /** An id the run itself deleted: nothing addresses it from then on. */
    synchronized void forget(String id) {
        byKind.values().forEach(kind -> kind.remove(id));
    }

    /** An id of {@code kind} the run itself created, addressable from then on. */
    synchronized void add(String kind, String id) {
        byKind.computeIfAbsent(kind, k -> new LinkedHashSet<>()).add(id);
    }

    /** Enrollment jobs created during the run, addressable by the job status operation. */
    synchronized void addJob(String statusUrl) {
        jobs.add(statusUrl);
    }

    /** The attempts path of a seeded enrollment, under its own campaign. */
    String anyAttemptsPath(Random random) {
        return attemptPaths.get(random.nextInt(attemptPaths.size()));
    }

    synchronized Optional<String> anyJob(Random random) {
        return jobs.isEmpty() ? Optional.empty() : Optional.of(jobs.get(random.nextInt(jobs.size())));
    }
}
