package io.campaignoutreach.bootstrap.soak;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.bootstrap.bench.BenchWorkspace;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Builds one client's requests of each kind, with varied filters, paging and bodies drawn from the
 * client's own seeded random source, so a run can be replayed choice for choice.
 */
final class RequestFactory {

    private static final List<Integer> PAGE_SIZES = List.of(10, 25, 50, 100);
    private static final List<String> SORTS = List.of("createdAt", "updatedAt", "name", "status", "startDate");
    private static final List<String> CAMPAIGN_STATUSES = List.of("active", "paused", "draft", "completed");
    private static final List<String> INQUIRY_STATUSES = List.of("new", "pending_resolution", "unresolved",
            "resolved", "appointment_scheduled");
    private static final List<String> TERMINAL_STATUSES = List.of("completed", "failed", "cancelled");
    private static final List<String> STATES = List.of("NY", "FL", "TX", "AZ", "OH");
    /** Synced customers get phone numbers no seeded or demo customer has: area codes 400 and up, exchange 555. */
    private static final AtomicInteger SYNCED_PHONES = new AtomicInteger();
    private static final AtomicInteger UNKNOWN_PHONES = new AtomicInteger();

    private final Api api;
    private final Targets targets;
    private final Random random;
    private final String prefix;
    private final ObjectMapper json = new ObjectMapper();
    private final List<SyncedRecord> synced = new ArrayList<>();
    private int sequence;

    /** {@code prefix} makes this client's idempotency keys and external ids unique to the run. */
    RequestFactory(Api api, Targets targets, Random random, String prefix) {
        this.api = api;
        this.targets = targets;
        this.random = random;
        this.prefix = prefix;
    }

    Planned plan(RequestKind kind) {
        return switch (kind) {
            case CAMPAIGN_LIST -> Planned.simple(kind, api.get("/v2/campaigns" + campaignQuery()));
            case CAMPAIGN_OPTIONS -> Planned.simple(kind, api.get("/v2/campaigns/options"));
            case CAMPAIGN_STATS -> Planned.simple(kind, api.get("/v2/campaigns/" + anyCampaign() + "/stats"));
            case CAMPAIGN_BEHAVIORS -> Planned.simple(kind, api.get("/v2/campaigns/" + anyCampaign() + "/behaviors"));
            case FLOW_OCCUPANCY -> Planned.simple(kind, api.get("/v2/campaigns/" + anyCampaign() + "/flow-occupancy"));
            case CAMPAIGN_PATCH -> Planned.simple(kind, api.patch("/v2/campaigns/" + pick(targets.patchedCampaigns()),
                    write(json.createObjectNode().put("description", "Soak check " + (++sequence)))));
            case CUSTOMER_GET -> Planned.simple(kind, api.get("/v2/customers/" + pick(targets.readCustomers()).id()));
            case SOURCE_LIST -> Planned.simple(kind, api.get("/v2/sources" + sourceQuery()));
            case SOURCE_PERFORMANCE -> Planned.simple(kind, api.get("/v2/sources/performance" + performanceQuery()));
            case INQUIRY_LIST -> Planned.simple(kind, api.get("/v2/inquiries" + inquiryQuery()));
            case INQUIRY_GET -> Planned.simple(kind, api.get("/v2/inquiries/" + pick(targets.inquiries())));
            case INQUIRY_PATCH -> Planned.simple(kind, api.patch("/v2/inquiries/" + pick(targets.inquiries()),
                    inquiryChange()));
            case MEDICARE_SYNC -> Planned.simple(kind, api.post("/v2/sync/medicare", syncBatch()));
            case ROUTING_GROUP_GET -> Planned.simple(kind, api.get("/v2/routing-groups/"
                    + pick(targets.routingGroups())));
            case ENROLL, RESTART, SET_STATUS -> enrollmentAction(kind);
            case ENROLL_REPEAT, JOB_POLL, LIMIT_PROBE -> throw new IllegalArgumentException(kind + " is not planned");
        };
    }

    /** The same body and key again, as a client retrying after a timeout would send it. */
    Planned repeat(Planned original, JobLedger.AcceptedJob job) {
        String path = original.request().uri().getRawPath();
        return new Planned(RequestKind.ENROLL_REPEAT, api.post(path, original.body()), original.entries(),
                original.idempotencyKey(), original.body(), job);
    }

    Planned poll(JobLedger.AcceptedJob job) {
        return new Planned(RequestKind.JOB_POLL, api.get(job.statusUrl()), job.entries(), null, null, job);
    }

    /**
     * 50 to 500 entries over consecutive customers from a random start, each by id or by phone;
     * about 2% name a customer of the window again the other way (duplicates) and 1% nobody.
     * Set-status actions close with a random terminal status; some enroll actions carry a key.
     */
    private Planned enrollmentAction(RequestKind kind) {
        List<Targets.Customer> pool = targets.jobCustomers();
        int size = 50 + random.nextInt(451);
        int start = random.nextInt(pool.size());
        ObjectNode body = json.createObjectNode();
        ArrayNode entries = body.putArray("customers");
        for (int k = 0; k < size; k++) {
            double draw = random.nextDouble();
            if (draw < 0.01) {
                if (random.nextBoolean()) {
                    entries.addObject().put("customerId", UUID.randomUUID().toString());
                } else {
                    entries.addObject().put("phoneNumber",
                            BenchWorkspace.unknownPhone(UNKNOWN_PHONES.getAndIncrement() % 80_000).e164());
                }
            } else if (draw < 0.03 && k > 0) {
                Targets.Customer again = pool.get((start + random.nextInt(k)) % pool.size());
                addEntry(entries, again, random.nextBoolean());
            } else {
                addEntry(entries, pool.get((start + k) % pool.size()), random.nextBoolean());
            }
        }
        String idempotencyKey = null;
        if (kind == RequestKind.ENROLL && random.nextDouble() < 0.3) {
            idempotencyKey = prefix + "-job-" + (++sequence);
            body.put("idempotencyKey", idempotencyKey);
        }
        String path = "/v2/campaigns/" + pick(targets.jobCampaigns()) + "/enrollment";
        if (kind == RequestKind.RESTART) {
            path += "/restart";
        } else if (kind == RequestKind.SET_STATUS) {
            path += "/status";
            body.put("status", pick(TERMINAL_STATUSES)).put("reason", "Soak run close-out");
        }
        String text = write(body);
        return new Planned(kind, api.post(path, text), size, idempotencyKey, text, null);
    }

    private static void addEntry(ArrayNode entries, Targets.Customer customer, boolean byPhone) {
        if (byPhone) {
            entries.addObject().put("phoneNumber", customer.phone());
        } else {
            entries.addObject().put("customerId", customer.id());
        }
    }

    private String campaignQuery() {
        StringBuilder query = new StringBuilder("?page=").append(1 + random.nextInt(2))
                .append("&perPage=").append(pick(PAGE_SIZES))
                .append("&sortBy=").append(pick(SORTS))
                .append("&sortDirection=").append(random.nextBoolean() ? "asc" : "desc");
        if (random.nextDouble() < 0.3) {
            query.append("&status=").append(pick(CAMPAIGN_STATUSES));
        }
        if (random.nextDouble() < 0.25 && !targets.campaignWords().isEmpty()) {
            query.append("&search=").append(encode(pick(targets.campaignWords())));
        }
        return query.toString();
    }

    private String sourceQuery() {
        StringBuilder query = new StringBuilder("?perPage=").append(pick(PAGE_SIZES.subList(0, 3)));
        if (random.nextDouble() < 0.3) {
            query.append("&enabled=").append(random.nextBoolean());
        }
        if (random.nextDouble() < 0.3) {
            query.append("&dealType=").append(random.nextBoolean() ? "CPL" : "CPA");
        }
        if (random.nextDouble() < 0.3 && !targets.sourceCampaigns().isEmpty()) {
            query.append("&campaignId=").append(pick(targets.sourceCampaigns()));
        }
        return query.toString();
    }

    private String performanceQuery() {
        List<String> campaigns = targets.sourceCampaigns().isEmpty()
                ? targets.campaigns().stream().map(Targets.Campaign::id).toList() : targets.sourceCampaigns();
        StringBuilder query = new StringBuilder("?campaignId=").append(pick(campaigns));
        if (random.nextBoolean()) {
            Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
            query.append("&startDate=").append(encode(now.minus(Duration.ofDays(30)).toString()))
                    .append("&endDate=").append(encode(now.toString()));
        }
        return query.toString();
    }

    private String inquiryQuery() {
        StringBuilder query = new StringBuilder("?page=").append(1 + random.nextInt(2))
                .append("&perPage=").append(pick(PAGE_SIZES.subList(0, 3)));
        if (random.nextDouble() < 0.35) {
            query.append("&status=").append(pick(INQUIRY_STATUSES));
        }
        if (random.nextDouble() < 0.35 && !targets.inquirySearches().isEmpty()) {
            query.append("&search=").append(encode(pick(targets.inquirySearches())));
        }
        if (random.nextDouble() < 0.15 && !targets.agentNames().isEmpty()) {
            query.append("&agentName=").append(encode(pick(targets.agentNames())));
        }
        return query.toString();
    }

    private String inquiryChange() {
        String status = pick(INQUIRY_STATUSES);
        ObjectNode body = json.createObjectNode().put("status", status).put("notes", "Soak run " + status);
        if (status.equals("resolved")) {
            body.put("resolutionType", "callback");
        }
        return write(body);
    }

    /**
     * One to five records: mostly new customers (their own external ids and phone numbers), and
     * now and then one this client synced before, changed, so both the create and the update path run.
     */
    private String syncBatch() {
        ObjectNode body = json.createObjectNode();
        ArrayNode records = body.putArray("records");
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            SyncedRecord record;
            if (!synced.isEmpty() && random.nextDouble() < 0.3) {
                record = synced.get(random.nextInt(synced.size()));
            } else {
                int n = SYNCED_PHONES.getAndIncrement();
                record = new SyncedRecord(prefix + "-crm-" + (++sequence),
                        String.format(Locale.ROOT, "+1%03d555%04d", 400 + n / 9_000, 1_000 + n % 9_000));
                synced.add(record);
            }
            ObjectNode item = records.addObject().put("firstName", "Soak").put("lastName", "Member " + sequence)
                    .put("phoneNumber", record.phone()).put("externalId", record.externalId())
                    .put("state", pick(STATES));
            item.putArray("policies").addObject().put("policyType", random.nextBoolean() ? "MAPD" : "PDP")
                    .put("policyNumber", "P-" + record.externalId()).put("carrierName", "Humana");
        }
        return write(body);
    }

    private String anyCampaign() {
        return pick(targets.campaigns()).id();
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private String write(ObjectNode body) {
        try {
            return json.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A record this client synced: kept so a later batch can send it again. */
    private record SyncedRecord(String externalId, String phone) {
    }
}
