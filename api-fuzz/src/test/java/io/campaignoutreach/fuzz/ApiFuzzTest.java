package io.campaignoutreach.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.fuzz.ApiDocument.Operation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Sends requests generated from docs/openapi.yaml to the built jar on PostgreSQL: valid ones (which must
 * be answered as documented and never refused) and broken ones (which must be answered 4xx). Every
 * answer is checked against the document by swagger-request-validator. Each request is drawn from a
 * random source seeded once per run (printed, and settable with {@code -Dfuzz.seed}, so a run can be
 * repeated exactly); every exchange is judged by the {@link Ledger}, and the run fails at the end if
 * any failure was seen, after printing the figures and every failure class.
 */
class ApiFuzzTest {

    private static final Path DOCUMENT = Path.of(System.getProperty("fuzz.document", "../docs/openapi.yaml"));
    private static final Path WORKSPACE = Path.of(System.getProperty("fuzz.workspace",
            "../docs/examples/workspace.json"));
    private static final Path JAR = Path.of(System.getProperty("fuzz.jar",
            "../bootstrap/target/campaign-outreach.jar"));
    private static final Path REPORT = Path.of("target", "fuzz-report.txt");
    private static final int REQUESTS = Integer.getInteger("fuzz.requests", 6000);
    /** About two requests in five are valid; the rest are a valid one broken in one way. */
    private static final double VALID_SHARE = 0.4;

    private static List<Operation> operations;
    private static SeededServer server;
    private static SeedIds ids;
    private static RequestFactory requests;
    private static Ledger ledger;

    @BeforeAll
    static void startServer() throws Exception {
        ApiDocument document = ApiDocument.load(DOCUMENT);
        operations = document.operations();
        server = SeededServer.start(JAR, WORKSPACE);
        ids = SeedIds.discover(server.baseUrl(), server.apiKey());
        requests = new RequestFactory(new ValidValues(document, ids), ids, server.apiKey());
        ledger = new Ledger(new DocumentValidator(document));
        seedJob();
        seedSuppression();
        seedProviderAccounts();
        seedDeletableCustomers();
        seed("a consent entry", "/v2/consent", "{\"phoneNumber\":\"" + SeedIds.CONSENTED_NUMBER + "\",\"channels\":"
                + "[\"sms\"],\"purpose\":\"marketing\",\"kind\":\"given\",\"evidence\":\"Web form\"}");
    }

    /**
     * One suppression exists from the start (a workspace document carries none), so that the reads and
     * the lift of one address something; once lifted, lifting it again is the documented 409.
     */
    private static void seedSuppression() throws IOException {
        Exchange.Answer answer = seed("a suppression", "/v2/suppressions", "{\"phoneNumber\":\"(212) 555-0199\"}");
        ids.add("suppressions", new ObjectMapper().readTree(answer.body()).get("id").asText());
    }

    /** Creates what {@code body} describes before the run, so that the reads of the run find something. */
    private static Exchange.Answer seed(String what, String path, String body) {
        Exchange.Answer answer = Exchange.send(server.baseUrl(), new FuzzRequest("seed", "POST", path, List.of(),
                java.util.Map.of("x-api-key", List.of(server.apiKey()), "Content-Type", List.of("application/json")),
                body.getBytes(StandardCharsets.UTF_8), null, ""));
        assertThat(answer.status()).as("seeding " + what + ": " + answer.body()).isEqualTo(201);
        return answer;
    }

    /**
     * Customers for the deletes alone, enough for every delete the run may send: a customer deleted reads
     * 404 from then on, so the deletes must never address the customers the other operations use.
     */
    private static void seedDeletableCustomers() throws IOException {
        int enough = 2 * REQUESTS / operations.size() + 20;
        for (int i = 0; i < enough; i++) {
            Exchange.Answer answer = seed("a customer to delete", "/v2/customers",
                    "{\"phoneNumber\":\"(415) 555-" + (3000 + i) + "\"}");
            ids.add(SeedIds.DELETABLE_CUSTOMERS, new ObjectMapper().readTree(answer.body()).get("id").asText());
        }
    }

    /** Both channels have an account from the start, so that reading one always finds it. */
    private static void seedProviderAccounts() {
        for (String channel : List.of("calls", "texts")) {
            Exchange.Answer answer = Exchange.send(server.baseUrl(), new FuzzRequest("seed", "PUT",
                    "/v2/provider-accounts/" + channel, List.of(), java.util.Map.of("x-api-key",
                    List.of(server.apiKey()), "Content-Type", List.of("application/json")),
                    "{\"provider\":\"simulated\"}".getBytes(StandardCharsets.UTF_8), null, ""));
            assertThat(answer.status()).as("seeding the " + channel + " account: " + answer.body()).isEqualTo(200);
        }
    }

    /** One enrollment job exists from the start, so that the job status operation has one to read. */
    private static void seedJob() {
        String campaign = ids.of("campaigns").get(0);
        FuzzRequest enroll = new FuzzRequest("seed", "POST", "/v2/campaigns/" + campaign + "/enrollment", List.of(),
                java.util.Map.of("x-api-key", List.of(server.apiKey()), "Content-Type", List.of("application/json")),
                ("{\"customers\":[{\"customerId\":\"" + ids.of("customers").get(0) + "\"}]}")
                        .getBytes(StandardCharsets.UTF_8), null, "");
        Exchange.Answer answer = Exchange.send(server.baseUrl(), enroll);
        assertThat(answer.status()).as("seeding an enrollment job: " + answer.body()).isEqualTo(202);
        rememberJob(answer);
    }

    @Test
    void givenGeneratedRequests_whenSentToTheServer_thenEachIsAnsweredAsTheDocumentSays() {
        long seed = Long.getLong("fuzz.seed", System.nanoTime());
        System.out.println("Fuzzing with " + REQUESTS + " requests, seed " + seed + " (-Dfuzz.seed to repeat)");
        Random random = new Random(seed);
        Mutation[] mutations = Mutation.values();
        for (int i = 0; i < REQUESTS; i++) {
            Operation operation = operations.get(random.nextInt(operations.size()));
            FuzzRequest request = random.nextDouble() < VALID_SHARE ? requests.valid(operation, random)
                    : requests.invalid(operation, mutations[random.nextInt(mutations.length)], random);
            Exchange.Answer answer = Exchange.send(server.baseUrl(), request);
            ledger.record(request, answer);
            if (request.valid() && answer.status() == 202) {
                rememberJob(answer);
            }
            if (request.valid() && request.method().equals("DELETE") && answer.status() == 204) {
                ids.forget(request.path().substring(request.path().lastIndexOf('/') + 1));
            }
        }
    }

    @AfterAll
    static void reportAndStop() throws Exception {
        try {
            if (ledger != null) {
                String report = ledger.report();
                System.out.println(report);
                Files.createDirectories(REPORT.getParent());
                Files.writeString(REPORT, report);
            }
        } finally {
            if (server != null) {
                server.close();
            }
        }
        assertThat(ledger.failureCount()).as("failures, listed in " + REPORT.toAbsolutePath()).isZero();
    }

    private static void rememberJob(Exchange.Answer answer) {
        List<String> location = answer.headers().getOrDefault("location", List.of());
        if (!location.isEmpty()) {
            ids.addJob(location.get(0));
        }
    }
}
