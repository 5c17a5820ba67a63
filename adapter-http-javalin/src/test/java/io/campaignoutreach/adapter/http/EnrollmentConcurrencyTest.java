package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Twenty clients at once, sending overlapping enrollments and reusing idempotency keys: exactly
 * one enrollment per customer and campaign, and one job per key.
 */
class EnrollmentConcurrencyTest {

    private static final int THREADS = 20;
    private static final int CUSTOMERS = 60;
    private static final int KEYS = 5;

    @Test
    void givenTwentyConcurrentClients_whenEnrollingOverlappingCustomers_thenOneEnrollmentPerPairAndOneJobPerKey()
            throws Exception {
        try (TestApi api = new TestApi().startWorkers()) {
            Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).status(CampaignStatus.ACTIVE).build();
            api.store.campaigns().insert(campaign);
            List<Customer> customers = new ArrayList<>();
            for (int i = 0; i < CUSTOMERS; i++) {
                Customer customer = TestData.customer(api.orgA.id(), TestData.phone(i));
                api.store.customers().insert(customer);
                customers.add(customer);
            }
            String path = "/v2/campaigns/" + campaign.id() + "/enrollment";
            List<Callable<TestApi.Response>> calls = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                calls.add(() -> {
                    String key = thread < KEYS * 2 ? ",\"idempotencyKey\":\"key-" + (thread % KEYS) + "\"" : "";
                    // Keyed requests repeat the same payload per key; the others overlap by a third.
                    int from = thread < KEYS * 2 ? (thread % KEYS) * 10 : (thread * 7) % (CUSTOMERS - 20);
                    boolean byId = (thread < KEYS * 2 ? thread % KEYS : thread) % 2 == 0;
                    String entries = customers.subList(from, from + 20).stream()
                            .map(c -> byId ? "{\"customerId\":\"" + c.id() + "\"}"
                                    : "{\"phoneNumber\":\"" + c.phone() + "\"}")
                            .collect(Collectors.joining(","));
                    return api.post(path, api.fullKey, "{\"customers\":[" + entries + "]" + key + "}");
                });
            }

            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            List<TestApi.Response> responses = new ArrayList<>();
            try {
                for (Future<TestApi.Response> future : pool.invokeAll(calls)) {
                    responses.add(future.get());
                }
            } finally {
                pool.shutdownNow();
            }

            Map<String, Set<String>> jobsPerKey = new java.util.HashMap<>();
            Set<String> jobIds = new HashSet<>();
            for (int t = 0; t < THREADS; t++) {
                TestApi.Response response = responses.get(t);
                assertThat(response.status()).as(response.text()).isEqualTo(202);
                String jobId = response.json().get("jobId").asText();
                jobIds.add(jobId);
                if (t < KEYS * 2) {
                    jobsPerKey.computeIfAbsent("key-" + (t % KEYS), k -> new HashSet<>()).add(jobId);
                }
                api.awaitFinalJob(response.json().get("statusUrl").asText(), api.fullKey);
            }

            assertThat(jobsPerKey.values()).allSatisfy(ids -> assertThat(ids).hasSize(1));
            List<Enrollment> enrollments = new ArrayList<>();
            customers.forEach(c -> enrollments.addAll(api.store.enrollments().findByCustomer(api.orgA.id(), c.id())));
            Set<String> pairs = enrollments.stream().map(e -> e.customerId() + "/" + e.campaignId())
                    .collect(Collectors.toSet());
            assertThat(enrollments).hasSameSizeAs(pairs);
            assertThat(jobIds).hasSize(THREADS - KEYS);
        }
    }
}
