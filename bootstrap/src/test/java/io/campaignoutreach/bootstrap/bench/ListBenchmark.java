package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.zaxxer.hikari.HikariDataSource;
import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.workspace.demo.DemoWorkspace;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.PageRequest;
import io.javalin.Javalin;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

/**
 * GET a page of 100 campaigns of an organization of 10,000, on PostgreSQL, next to
 * {@link BareCampaignPage} answering the same document. The campaigns are copies of a demo campaign, so
 * every one of them shares its transfer, routing and appointment configurations: the page shows
 * each configuration's users, which must stay bounded however many campaigns share it. Measured:
 * requests a second over {@link HttpLoad#CLIENTS} connections, interleaved, medians; the size of the
 * first page when 100 and when 10,000 campaigns share the configurations; and the median time of the
 * first and the last page, one request after another on one connection.
 */
public final class ListBenchmark {

    private static final Duration SPELL = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int CAMPAIGNS = 10_000;
    private static final int PER_PAGE = 100;
    /** Unmeasured rounds first, at least one and until the JIT has settled (see {@link Rounds}). */
    private static final int WARMUPS = 1;
    private static final int MAX_WARMUPS = 6;
    private static final int SEQUENTIAL = 100;

    private final int rounds;
    private final Duration serveFor;
    private final String databaseUrl;
    private final HttpLoad load = new HttpLoad(SPELL);

    private ListBenchmark(int rounds, String databaseUrl, Duration serveFor) {
        this.rounds = rounds;
        this.serveFor = serveFor;
        this.databaseUrl = databaseUrl;
    }

    public static void main(String[] args) throws Exception {
        new ListBenchmark(BenchOptions.rounds(args, true), BenchOptions.databaseUrl(),
                BenchOptions.serveFor(args)).run();
    }

    private void run() throws Exception {
        System.out.printf(Locale.ROOT, "List benchmark: GET a page of %d of %,d campaigns sharing their configurations,"
                + " PostgreSQL, %d connections (%s), %d s spells, %d rounds%n", PER_PAGE, CAMPAIGNS, HttpLoad.CLIENTS,
                HttpLoad.tool(), SPELL.toSeconds(), rounds);
        BenchOptions.onFreshSchema(databaseUrl, "bench_list_", this::measure);
    }

    private void measure(PostgresDatabaseStore store, HikariDataSource pool, Connection admin, String schema)
            throws Exception {
        Wiring wiring = Wiring.create(store.ports());
        OrganizationId organization = DemoWorkspace.populate(store.ports(), wiring.services().setups(), wiring.ids(), wiring.clock());
        ApiKey.Issued key = wiring.services().apiKeys().create(new CreateApiKeyCommand(organization, "benchmark",
                Set.of(Capability.ALL), false, null));
        Campaign model = store.ports().campaigns().findPage(organization, CampaignQuery.all(), new PageRequest(1, 100))
                .items().stream()
                .filter(c -> c.links().defaultTransferConfigId().isPresent() && c.links().appointmentConfigId() != null)
                .findFirst().orElseThrow();
        ApiServer server = BenchOptions.server(wiring, store);
        int port = server.start();
        BareCampaignPage bare = new BareCampaignPage(pool);
        Javalin bareServer = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.routes.get("/bare/campaigns", ctx -> ctx.contentType("application/json").result(bare.page(
                    organization.value(), Integer.parseInt(ctx.queryParam("page")), PER_PAGE)));
            config.routes.get("/bare/campaigns/{id}", ctx -> ctx.contentType("application/json").result(bare.one(
                    organization.value(), UUID.fromString(ctx.pathParam("id")))));
        }).start("127.0.0.1", 0);
        try {
            String service = "http://127.0.0.1:" + port + "/v2/campaigns?perPage=" + PER_PAGE + "&page=";
            String bareUrl = "http://127.0.0.1:" + bareServer.port() + "/bare/campaigns?page=";
            copies(store.ports(), wiring, model, 0, PER_PAGE);
            analyze(admin, schema);
            int fewSharing = load.body(service + 1, key.secret().value()).length;
            String one = "/campaigns/" + model.id();
            sameDocument("the first page", JSON.readTree(load.body(service + 1, key.secret().value())),
                    JSON.readTree(load.body(bareUrl + 1, null)));
            sameDocument("campaign " + model.id(), JSON.readTree(load.body("http://127.0.0.1:" + port + "/v2" + one,
                    key.secret().value())), JSON.readTree(load.body("http://127.0.0.1:" + bareServer.port() + "/bare"
                    + one, null)));
            copies(store.ports(), wiring, model, PER_PAGE, CAMPAIGNS);
            analyze(admin, schema);
            byte[] first = load.body(service + 1, key.secret().value());
            JsonNode page = JSON.readTree(first);
            int lastPage = (int) ((page.get("itemsTotal").asLong() + PER_PAGE - 1) / PER_PAGE);
            sameDocument("the first page", page, JSON.readTree(load.body(bareUrl + 1, null)));
            sameDocument("the last page", JSON.readTree(load.body(service + lastPage, key.secret().value())),
                    JSON.readTree(load.body(bareUrl + lastPage, null)));
            System.out.printf(Locale.ROOT, "First page: %,d bytes when %d copies share the configurations,"
                    + " %,d bytes when %,d do (the bare endpoint's: %,d bytes)%n", fewSharing, PER_PAGE, first.length,
                    CAMPAIGNS, load.body(bareUrl + 1, null).length);
            String id = page.get("items").get(0).get("id").asText();
            if (serveFor != null) {
                BenchOptions.serve(serveFor, "service " + service + "1 X-API-Key: " + key.secret().value(),
                        "bare " + bareUrl + "1", "service by id http://127.0.0.1:" + port + "/v2/campaigns/" + id,
                        "bare by id http://127.0.0.1:" + bareServer.port() + "/bare/campaigns/" + id);
                return;
            }
            report(service, bareUrl, key.secret().value(), lastPage);
            byOne("http://127.0.0.1:" + port + "/v2/campaigns/" + id,
                    "http://127.0.0.1:" + bareServer.port() + "/bare/campaigns/" + id, key.secret().value());
        } finally {
            bareServer.stop();
            server.close();
        }
    }

    private void report(String service, String bareUrl, String key, int lastPage) throws Exception {
        List<List<Double>> measured = Rounds.run(WARMUPS, MAX_WARMUPS, rounds,
                () -> new double[] {load.rate(bareUrl + 1, null), load.rate(service + 1, key)}, ListBenchmark::rates);
        List<Double> bareRates = measured.get(0);
        List<Double> serviceRates = measured.get(1);
        List<Double> firstTimes = new ArrayList<>();
        List<Double> lastTimes = new ArrayList<>();
        List<Double> bareFirstTimes = new ArrayList<>();
        List<Double> bareLastTimes = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            firstTimes.add(load.medianMillis(service + 1, key, SEQUENTIAL));
            lastTimes.add(load.medianMillis(service + lastPage, key, SEQUENTIAL));
            bareFirstTimes.add(load.medianMillis(bareUrl + 1, null, SEQUENTIAL));
            bareLastTimes.add(load.medianMillis(bareUrl + lastPage, null, SEQUENTIAL));
        }
        double rateShare = HttpLoad.median(serviceRates) / HttpLoad.median(bareRates);
        double pageRatio = HttpLoad.median(lastTimes) / HttpLoad.median(firstTimes);
        System.out.println();
        System.out.printf(Locale.ROOT, "%-34s | %9s | %11s | %11s%n", "", "req/s", "p50 page 1",
                "p50 page " + lastPage);
        System.out.printf(Locale.ROOT, "%-34s | %9.0f | %8.1f ms | %8.1f ms%n", "bare endpoint, same page",
                HttpLoad.median(bareRates), HttpLoad.median(bareFirstTimes), HttpLoad.median(bareLastTimes));
        System.out.printf(Locale.ROOT, "%-34s | %9.0f | %8.1f ms | %8.1f ms%n", "GET /v2/campaigns, PostgreSQL",
                HttpLoad.median(serviceRates), HttpLoad.median(firstTimes), HttpLoad.median(lastTimes));
        System.out.printf(Locale.ROOT, "Service req/s as a share of the bare endpoint's: %.0f%% (goal >= 70%%)%n",
                rateShare * 100);
        System.out.printf(Locale.ROOT, "Last page over first page (p50): %.2fx (goal <= 1.5x)%n", pageRatio);
    }

    /** GET one campaign by id, next to the bare endpoint's answer for the same campaign; interleaved rounds. */
    private void byOne(String service, String bareUrl, String key) throws Exception {
        sameDocument("the campaign by id", JSON.readTree(load.body(service, key)),
                JSON.readTree(load.body(bareUrl, null)));
        System.out.printf(Locale.ROOT, "%nOne campaign by id (service %,d bytes, bare %,d bytes)%n",
                load.body(service, key).length, load.body(bareUrl, null).length);
        List<List<Double>> measured = Rounds.run(WARMUPS, MAX_WARMUPS, rounds,
                () -> new double[] {load.rate(bareUrl, null), load.rate(service, key)}, ListBenchmark::rates);
        List<Double> bareRates = measured.get(0);
        List<Double> serviceRates = measured.get(1);
        System.out.printf(Locale.ROOT, "GET /v2/campaigns/{id} req/s as a share of the bare endpoint's: %.0f%%"
                + " (%.0f against %.0f; goal >= 75%%)%n", 100 * HttpLoad.median(serviceRates)
                / HttpLoad.median(bareRates), HttpLoad.median(serviceRates), HttpLoad.median(bareRates));
    }

    private static String rates(double[] round) {
        return String.format(Locale.ROOT, "bare %.0f, service %.0f req/s", round[0], round[1]);
    }

    /** The bare endpoint must answer the document the service answers; the first difference is named. */
    private static void sameDocument(String what, JsonNode service, JsonNode bare) {
        String difference = difference("", service, bare);
        if (difference != null) {
            throw new IllegalStateException("the bare endpoint answers " + what + " otherwise, at " + difference);
        }
    }

    private static String difference(String path, JsonNode service, JsonNode bare) {
        if (service.isObject() && bare.isObject()) {
            Set<String> names = new TreeSet<>();
            service.fieldNames().forEachRemaining(names::add);
            bare.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                String found = difference(path + "/" + name, service.path(name), bare.path(name));
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
        if (service.isArray() && bare.isArray() && service.size() == bare.size()) {
            for (int i = 0; i < service.size(); i++) {
                String found = difference(path + "/" + i, service.get(i), bare.get(i));
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
        return service.equals(bare) ? null : path + ": service " + service + ", bare " + bare;
    }

    /** Stores copies {@code from} to {@code to - 1} of the model, a minute apart, in one transaction. */
    private static void copies(StorePorts store, Wiring wiring, Campaign model, int from, int to) {
        Instant start = wiring.clock().instant().minus(Duration.ofDays(30));
        store.transactions().inTransaction(() -> {
            for (int i = from; i < to; i++) {
                Instant created = start.plus(Duration.ofMinutes(i));
                store.campaigns().insert(Campaign.reconstitute(CampaignId.of(wiring.ids().newId()),
                        model.organizationId(), 0, created, created, model.status(), model.startDate(),
                        model.endDate(), model.profile().withName(model.profile().name() + " " + i), model.dialing(),
                        model.flow(), model.sms(), model.outcomes(), model.links(), null, false, List.of()));
            }
        });
    }

    /**
     * What autovacuum does after a bulk insert on a database in service: fresh planner statistics and
     * the visibility map, without which index-only scans of the configurations' users read the table too.
     */
    private static void analyze(Connection admin, String schema) throws Exception {
        try (Statement statement = admin.createStatement()) {
            statement.execute("vacuum analyze " + schema + ".campaigns");
            statement.execute("vacuum analyze " + schema + ".configuration_users");
        }
    }
}
