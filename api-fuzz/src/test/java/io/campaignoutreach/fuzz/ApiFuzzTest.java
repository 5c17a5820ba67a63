package io.campaignoutreach.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.fuzz.ApiDocument.Operation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.GenerationMode;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Sends requests generated from docs/openapi.yaml to the built jar on PostgreSQL: valid ones (which must
 * be answered as documented and never refused) and broken ones (which must be answered 4xx). Every
 * answer is checked against the document by swagger-request-validator. The property itself never fails:
 * every exchange is judged by the {@link Ledger}, and the run fails at the end if any failure was seen,
 * after printing the figures and every failure class.
 */
class ApiFuzzTest {

    private static final Path DOCUMENT = Path.of(System.getProperty("fuzz.document", "../docs/openapi.yaml"));
    private static final Path WORKSPACE = Path.of(System.getProperty("fuzz.workspace",
            "../docs/examples/workspace.json"));
    private static final Path JAR = Path.of(System.getProperty("fuzz.jar",
            "../bootstrap/target/campaign-outreach.jar"));
    private static final Path REPORT = Path.of("target", "fuzz-report.txt");

    private static List<Operation> operations;
    private static SeededServer server;
    private static SeedIds ids;
    private static RequestFactory requests;
    private static Ledger ledger;

    @BeforeContainer
    static void startServer() throws Exception {
        ApiDocument document = ApiDocument.load(DOCUMENT);
        operations = document.operations();
        server = SeededServer.start(JAR, WORKSPACE);
        ids = SeedIds.discover(server.baseUrl(), server.apiKey());
        requests = new RequestFactory(new ValidValues(document, ids), ids, server.apiKey());
        ledger = new Ledger(new DocumentValidator(document));
        seedJob();
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

    @Property(generation = GenerationMode.RANDOMIZED, edgeCases = EdgeCasesMode.NONE, shrinking = ShrinkingMode.OFF)
    void givenGeneratedRequest_whenSentToTheServer_thenAnsweredAsTheDocumentSays(
            @ForAll("operations") Operation operation, @ForAll("mutations") Mutation mutation,
            @ForAll Random random) {
        FuzzRequest request = mutation == null ? requests.valid(operation, random)
                : requests.invalid(operation, mutation, random);
        Exchange.Answer answer = Exchange.send(server.baseUrl(), request);
        ledger.record(request, answer);
        if (request.valid() && answer.status() == 202) {
            rememberJob(answer);
        }
    }

    @Provide
    Arbitrary<Operation> operations() {
        return Arbitraries.of(operations);
    }

    /** A broken request for most tries; null (a valid request) for about two in five. */
    @Provide
    Arbitrary<Mutation> mutations() {
        return Arbitraries.of(Mutation.values()).injectNull(0.4);
    }

    @AfterContainer
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
