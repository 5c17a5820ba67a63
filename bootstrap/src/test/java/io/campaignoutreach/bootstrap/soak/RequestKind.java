package io.campaignoutreach.bootstrap.soak;

import java.util.Arrays;

/**
 * The requests of the mix, each with its share of the clients' picks (percent) and the status
 * that counts as success. Job polls are not picked: a client polls its unfinished jobs every
 * {@code --poll-ms}. Idempotent repeats follow a job sent with a key. The probe's requests go to
 * the second server only.
 */
enum RequestKind {
    CAMPAIGN_LIST("GET /v2/campaigns (filters, paging)", 12, 200),
    CAMPAIGN_OPTIONS("GET /v2/campaigns/options", 2, 200),
    CAMPAIGN_STATS("GET /v2/campaigns/{id}/stats", 7, 200),
    CAMPAIGN_BEHAVIORS("GET /v2/campaigns/{id}/behaviors", 5, 200),
    FLOW_OCCUPANCY("GET /v2/campaigns/{id}/flow-occupancy", 6, 200),
    CAMPAIGN_PATCH("PATCH /v2/campaigns/{id} (description)", 2, 200),
    CUSTOMER_GET("GET /v2/customers/{id}", 14, 200),
    SOURCE_LIST("GET /v2/sources (filters)", 6, 200),
    SOURCE_PERFORMANCE("GET /v2/sources/performance", 5, 200),
    INQUIRY_LIST("GET /v2/inquiries (status, search)", 11, 200),
    INQUIRY_GET("GET /v2/inquiries/{id}", 8, 200),
    INQUIRY_PATCH("PATCH /v2/inquiries/{id} (status)", 5, 200),
    MEDICARE_SYNC("POST /v2/sync/medicare (1-5 records)", 4, 200),
    ROUTING_GROUP_GET("GET /v2/routing-groups/{id}", 4, 200),
    ENROLL("POST .../enrollment (50-500 entries)", 5, 202),
    RESTART("POST .../enrollment/restart", 2, 202),
    SET_STATUS("POST .../enrollment/status", 2, 202),
    ENROLL_REPEAT("POST .../enrollment (idempotent repeat)", 0, 202),
    JOB_POLL("GET .../enrollment/requests/{jobId} (poll)", 0, 200),
    LIMIT_PROBE("GET /v2/campaigns?perPage=1 (limit probe)", 0, 200);

    private final String label;
    private final int weight;
    private final int expectedStatus;

    RequestKind(String label, int weight, int expectedStatus) {
        this.label = label;
        this.weight = weight;
        this.expectedStatus = expectedStatus;
    }

    String label() {
        return label;
    }

    int weight() {
        return weight;
    }

    int expectedStatus() {
        return expectedStatus;
    }

    boolean submitsJob() {
        return this == ENROLL || this == RESTART || this == SET_STATUS;
    }

    static int totalWeight() {
        return Arrays.stream(values()).mapToInt(RequestKind::weight).sum();
    }
}
